import { paths } from '../../routing/paths.ts';
import { BannerLink } from '../../features/catalogue/banner-link.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';
import { offersOptionalPayloads } from './optional-payloads.ts';

/** The band under the hero: reach sales about this model, book a call, ask for a quote. */
export function ModelContactBanner({ drone, values }: ModelPartProps) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <section
      aria-labelledby="contact-banner-heading"
      data-testid="contact-banner"
      className="bg-brand-800 text-white dark:bg-slate-800"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-6 px-4 py-8">
        <div>
          <h2 id="contact-banner-heading" className="text-xl font-bold">
            {t('model.bannerTitle', values)}
          </h2>
          <p className="mt-1 text-brand-100 dark:text-slate-300">
            {t('model.bannerSubtitle', values)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <BannerLink to={paths.contact(lang, { product: drone.slug, intent: 'sales' })} primary>
            {t('common:cta.contactSales')}
          </BannerLink>
          <BannerLink to={paths.contact(lang, { product: drone.slug, intent: 'call' })}>
            {t('model.scheduleCall')}
          </BannerLink>
          {offersOptionalPayloads(drone) && (
            <BannerLink to={paths.contact(lang, { product: drone.slug, intent: 'quote' })}>
              {t('common:cta.requestQuote')}
            </BannerLink>
          )}
        </div>
      </div>
    </section>
  );
}
