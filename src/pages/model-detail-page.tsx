import { paths } from '../app/paths.ts';
import { usePageRef } from '../app/use-page-ref.ts';
import { findDrone } from '../catalogue/drones.ts';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { formatQuantity } from '../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';

export function ModelDetailPage() {
  const { series, slug } = usePageRef('model');
  const lang = useLanguage();
  const { t } = usePageTranslation(['pages', 'common']);
  const drone = findDrone(series, slug);
  if (!drone) throw new Error(`No catalogue entry for ${series}/${slug}.`);
  const values = { name: drone.name, series: t(`common:series.${series}`) };
  const figures = [
    ['maxTakeoffWeight', drone.headline.maxTakeoffWeight],
    ['payload', drone.headline.payload],
    ['range', drone.headline.range],
  ] as const;
  return (
    <PageIntro
      heading={drone.name}
      lead={t('model.lead', values)}
      breadcrumbs={
        <Breadcrumbs
          crumbs={[
            { label: t('common:nav.home'), to: paths.home(lang) },
            { label: t('common:nav.products'), to: paths.products(lang) },
            { label: t(`common:series.${series}`), to: paths.category(lang, series) },
            { label: drone.name },
          ]}
        />
      }
    >
      <h2 className="sr-only">{t('model.headlineFigures')}</h2>
      <dl
        className="mt-8 grid max-w-2xl grid-cols-1 gap-4 sm:grid-cols-3"
        data-testid="headline-figures"
      >
        {figures.map(([label, figure]) =>
          figure ? (
            <div
              key={label}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-700 dark:text-slate-300">
                {t(`common:figures.${label}`)}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-brand-800 dark:text-white">
                {formatQuantity(figure, lang, t)}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <ContactSalesLink prefill={{ product: drone.slug, intent: 'sales' }}>
          {t('common:cta.contactSales')}
        </ContactSalesLink>
        <ContactSalesLink prefill={{ product: drone.slug, intent: 'quote' }} variant="secondary">
          {t('common:cta.requestQuote')}
        </ContactSalesLink>
      </div>
    </PageIntro>
  );
}
