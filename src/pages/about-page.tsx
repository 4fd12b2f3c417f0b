import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';

export function AboutPage() {
  const { t } = usePageTranslation('pages');
  return <PageIntro heading={t('about.heading')} lead={t('about.lead')} />;
}
