import { Link } from 'react-router';
import { paths, solutions } from '../app/paths.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';

/** The home entry, which is also the inspection solution page (SPEC §2). */
export function HomePage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(['pages', 'common']);
  return (
    <>
      <PageIntro heading={t('home.heading')} lead={t('home.lead')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ContactSalesLink prefill={{ intent: 'sales' }}>
            {t('common:cta.contactSales')}
          </ContactSalesLink>
          <Link
            to={paths.products(lang)}
            className="inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold"
          >
            {t('common:cta.exploreProducts')}
          </Link>
        </div>
      </PageIntro>
      <section aria-labelledby="solutions-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="solutions-heading" className="text-2xl font-bold">
          {t('home.solutionsHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {solutions.map((solution) => (
            <li
              key={solution}
              className="rounded-lg border border-slate-200 p-6 dark:border-slate-700"
            >
              <h3 className="text-lg font-semibold">
                <Link to={paths.solution(lang, solution)}>{t(`common:solutions.${solution}`)}</Link>
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`solutions.${solution}.lead`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
