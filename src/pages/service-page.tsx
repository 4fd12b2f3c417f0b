import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/** Where owners have their aircraft serviced. */
export function ServicePage() {
  const { t } = usePageTranslation(pageNamespaces.service);
  return (
    <PageIntro heading={t('pages:service.heading')} lead={t('pages:service.lead')}>
      <p className="mt-4">{t('intro')}</p>
    </PageIntro>
  );
}
