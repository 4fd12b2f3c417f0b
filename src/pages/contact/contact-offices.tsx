import { siteConfig } from '../../config/site-config.ts';
import { OfficeCard } from '../../features/contact-details/office-card.tsx';
import { OfficeMap } from '../../features/contact-details/office-map.tsx';
import { SectionHeading } from '../../features/page-parts/section-heading.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';

/** The two headquarters, each with its address and the ways to reach it, and the office map. */
export function ContactOffices() {
  const { t } = usePageTranslation(pageNamespaces.contact);
  return (
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
        <div className="mt-10 grid grid-cols-1 items-start gap-8 md:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <OfficeMap />
          <ul className="grid grid-cols-1 gap-6" data-testid="offices">
            {siteConfig.offices.map((office) => (
              <OfficeCard key={office.id} office={office} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
