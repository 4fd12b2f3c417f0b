import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';

export function ContactPage() {
  const { t } = usePageTranslation('pages');
  return <PageIntro heading={t('contact.heading')} lead={t('contact.lead')} />;
}
