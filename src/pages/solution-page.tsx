import { usePageRef } from '../app/use-page-ref.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';
import { HomePage } from './home-page.tsx';

/** Firefighting and logistics; /inspection shows the home screen (SPEC §2). */
export function SolutionPage() {
  const { solution } = usePageRef('solution');
  const { t } = usePageTranslation(['pages', 'common']);
  if (solution === 'inspection') return <HomePage />;
  return (
    <PageIntro heading={t(`solutions.${solution}.heading`)} lead={t(`solutions.${solution}.lead`)}>
      <div className="mt-8">
        <ContactSalesLink prefill={{ intent: 'sales' }}>
          {t('common:cta.contactSales')}
        </ContactSalesLink>
      </div>
    </PageIntro>
  );
}
