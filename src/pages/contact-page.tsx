import { siteConfig } from '../config/site-config.ts';
import { BusinessHours } from '../features/contact-details/business-hours.tsx';
import { ContactChannels } from '../features/contact-details/contact-channels.tsx';
import { OfficeCard } from '../features/contact-details/office-card.tsx';
import { OfficeMap } from '../features/contact-details/office-map.tsx';
import { ContactForm } from '../features/contact-form/contact-form.tsx';
import { transferRecipient } from '../features/contact-form/transfer-abroad.ts';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { SectionHeading } from '../features/page-parts/section-heading.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/**
 * The contact screen (docs/requirements/pages.md): the form beside the contact facts buyers look
 * for (e-mail, phones, business hours), then the two headquarters with the office map.
 */
export function ContactPage() {
  const { t } = usePageTranslation(pageNamespaces.contact);
  return (
    <>
      <PageIntro heading={t('pages:contact.heading')} lead={t('pages:contact.lead')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="min-w-0">
          <ContactForm transferRecipient={transferRecipient} />
        </div>
        <aside className="space-y-6 lg:pt-2">
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
            <ContactChannels />
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
            <BusinessHours />
          </div>
          <div className="rounded-xl border-l-4 border-signal-400 bg-brand-50 p-6 dark:bg-slate-900">
            <h2 className="font-semibold text-slate-900 dark:text-white">{t('email.heading')}</h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('email.text')}</p>
          </div>
        </aside>
      </div>
      <section
        aria-labelledby="offices-heading"
        className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-7xl px-4 py-16">
          <SectionHeading
            id="offices-heading"
            eyebrow={t('offices.eyebrow')}
            title={t('offices.heading')}
            lead={t('offices.lead')}
          />
          <div className="mt-10 grid items-start gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            <OfficeMap />
            <ul className="grid gap-6" data-testid="offices">
              {siteConfig.offices.map((office) => (
                <OfficeCard key={office.id} office={office} />
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
