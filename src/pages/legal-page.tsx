import { Link } from 'react-router';
import { paths } from '../routing/paths.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import { siteConfig } from '../config/site-config.ts';
import { legalSections, legalUpdated } from '../content/legal.ts';
import { LegalText } from '../features/legal/legal-text.tsx';
import { legalTextValues } from '../features/legal/legal-text-values.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { formatDate } from '../i18n/format-date.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/** The Privacy Policy and the Terms of Service (footer links, docs/requirements/pages.md). */
export function LegalPage() {
  const { document } = usePageRef('legal');
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.legal);
  const other = document === 'privacy' ? 'terms' : 'privacy';
  const contactEmail =
    document === 'privacy' ? siteConfig.email.privacy : siteConfig.email.business;
  const values = legalTextValues(t);
  return (
    <>
      <PageIntro heading={t(`pages:${document}.heading`)} lead={t(`pages:${document}.lead`)}>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t('updated', { date: formatDate(legalUpdated[document], lang) })}
        </p>
      </PageIntro>
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-6 lg:self-start">
          <h2
            id="contents-heading"
            className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {t('contents')}
          </h2>
          <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm dark:border-slate-800">
            {legalSections[document].map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-700 no-underline hover:border-brand-700 hover:text-brand-800 dark:text-slate-300 dark:hover:border-sky-300 dark:hover:text-white"
                >
                  {t(`${document}.${section}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl text-slate-800 dark:text-slate-200" data-testid="legal-text">
          {legalSections[document].map((section) => (
            <section key={section} aria-labelledby={section} className="mb-10">
              <h2
                id={section}
                className="scroll-mt-6 text-xl font-bold text-slate-900 dark:text-white"
              >
                {t(`${document}.${section}.heading`)}
              </h2>
              <LegalText text={t(`${document}.${section}.body`, values)} />
            </section>
          ))}
          <aside className="mt-12 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100 dark:bg-slate-900 dark:ring-slate-800">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('questions.heading')}
            </h2>
            <LegalText text={t('questions.text', { email: contactEmail })} />
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
              <ContactSalesLink prefill={{ intent: 'sales' }} variant="secondary">
                {t('common:cta.contactSales')}
              </ContactSalesLink>
              <p className="flex flex-col text-sm">
                <span className="text-slate-600 dark:text-slate-400">{t('seeAlso')}</span>
                <Link to={paths.legal(lang, other)} className="font-semibold">
                  {t(`pages:${other}.heading`)}
                </Link>
              </p>
            </div>
          </aside>
        </article>
      </div>
    </>
  );
}
