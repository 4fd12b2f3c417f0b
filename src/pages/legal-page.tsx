import { usePageRef } from '../app/use-page-ref.ts';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';

export function LegalPage() {
  const { document } = usePageRef('legal');
  const { t } = usePageTranslation('pages');
  return <PageIntro heading={t(`${document}.heading`)} lead={t(`${document}.lead`)} />;
}
