import { Link } from 'react-router';
import { paths, type ContactDocument } from '../routing/paths.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import type { Drone } from '../catalogue/drones.ts';
import { findDrone } from '../catalogue/drones.ts';
import { payloadOnAircraft } from '../catalogue/payload-weight.ts';
import { findPayload, type Payload } from '../catalogue/payloads.ts';
import { productPhotos } from '../catalogue/product-photos.ts';
import { ProductPhoto } from '../features/catalogue/product-photo.tsx';
import { cardImageSizes, ProductPicture } from '../features/catalogue/product-picture.tsx';
import { productSearchAttributesFor } from '../features/catalogue/product-search-attributes.ts';
import { productCodeAttributes } from '../features/search/product-codes.ts';
import { productSpecRows } from '../features/catalogue/product-spec-rows.ts';
import { droneTextValues, productTextValues } from '../features/catalogue/product-text.ts';
import { SpecList, type SpecRow } from '../features/catalogue/spec-list.tsx';
import { droneSpecGroupIds, droneSpecGroups } from '../features/catalogue/spec-rows.ts';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { BannerLink } from '../features/catalogue/banner-link.tsx';
import { ModelSection } from '../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { formatQuantity } from '../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/**
 * SPEC §2: the Optional Payloads section, with its request-a-quote labels, is on the tandem,
 * VTOL and EM25 pages; those configurable systems also offer Request Quote in the banner.
 */
function offersOptionalPayloads(drone: Drone): boolean {
  return drone.series !== 'multirotor' || drone.slug === 'zs-EM25';
}

const downloads: ContactDocument[] = ['brochure', 'specs', 'manual'];

function payloadProduct(payload: Payload) {
  return { family: 'payloads', slug: payload.slug, payload } as const;
}

/** A model page with every section SPEC §2 lists, all figures read from the catalogue. */
export function ModelDetailPage() {
  const { series, slug } = usePageRef('model');
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const drone = findDrone(series, slug);
  if (!drone) throw new Error(`No catalogue entry for ${series}/${slug}.`);
  const product = { family: 'drones', slug: drone.slug, drone } as const;
  const values = droneTextValues(drone, lang, t);
  const fitted = drone.payloads
    .map((payloadSlug) => findPayload(payloadSlug))
    .filter((payload) => payload !== undefined);
  const withPayloadSection = offersOptionalPayloads(drone) && fitted.length > 0;
  // What each fitted payload weighs and can carry on this aircraft, whose payload counts the
  // device and its load together.
  const payloadFigures = (payload: Payload): SpecRow[] => {
    const fit = payloadOnAircraft(payload, drone.headline.payload);
    const rows: SpecRow[] = [
      { key: 'weight', label: t('model.deviceWeight'), value: formatQuantity(fit.device, lang, t) },
    ];
    if (fit.load && fit.rating) {
      const load = formatQuantity(fit.load, lang, t);
      rows.push({
        key: 'load',
        label: t('model.loadOnAircraft', values),
        value: fit.limitedByAircraft
          ? t('model.loadBelowRating', { load, rating: formatQuantity(fit.rating, lang, t) })
          : load,
      });
    }
    return rows;
  };
  // The first photo is the hero's; the others, further down, load as they scroll into view.
  const morePhotos = productPhotos(drone).slice(1);
  const headline = productSpecRows(
    product,
    ['maxTakeoffWeight', 'payload', 'flightTime', 'range'],
    lang,
    t,
  );

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:py-14 lg:grid-cols-2">
          <div>
            <Breadcrumbs
              crumbs={[
                { label: t('common:nav.home'), to: paths.home(lang) },
                { label: t('common:nav.products'), to: paths.products(lang) },
                { label: t(`common:series.${series}`), to: paths.category(lang, series) },
                { label: drone.name },
              ]}
            />
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
              {t(`common:series.${series}`)}
            </p>
            <h1
              {...productCodeAttributes(drone.slug)}
              className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white"
            >
              {drone.name}
            </h1>
            <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
              {t(`drones.${drone.slug}.description`, values)}
            </p>
            <h2 className="sr-only">{t('model.headlineFigures')}</h2>
            <dl
              className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4"
              data-testid="headline-figures"
              {...productSearchAttributesFor(product, headline, lang, t)}
            >
              {headline.map((row) => (
                <div
                  key={row.key}
                  className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
                >
                  <dt className="text-sm text-slate-700 dark:text-slate-300">{row.label}</dt>
                  <dd className="mt-1 text-lg font-bold text-brand-800 dark:text-white">
                    {row.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <ProductPicture
            product={product}
            sizes="(min-width: 1024px) 576px, 100vw"
            priority
            className="mx-auto max-w-xl"
          />
        </div>
      </section>

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

      <ModelSection id="features" title={t('model.keyFeatures')}>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {drone.keyFeatures.map((feature) => (
            <li
              key={feature}
              className="rounded-lg border border-slate-200 p-6 dark:border-slate-700"
            >
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {t(`droneFeatures.${feature}.title`, values)}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`droneFeatures.${feature}.description`, values)}
              </p>
            </li>
          ))}
        </ul>
        {drone.patents.length > 0 && (
          <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
            {t('listing.patented')}
            {t('common:labelSeparator')}
            {drone.patents
              .map((patent) => t(`patents.${patent}`))
              .join(t('common:listSeparators.enumeration'))}
          </p>
        )}
      </ModelSection>

      {morePhotos.length > 0 && (
        <ModelSection id="photos" title={t('model.photos', values)}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {morePhotos.map((photo) => (
              <li key={photo.image}>
                <ProductPhoto photo={photo} sizes={cardImageSizes} className="rounded-lg" />
              </li>
            ))}
          </ul>
        </ModelSection>
      )}

      <ModelSection id="specifications" title={t('model.specifications')} tinted>
        <div className="mt-6 grid gap-8 lg:grid-cols-3">
          {droneSpecGroupIds.map((group) => (
            <div key={group} data-testid={`spec-group-${group}`}>
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {t(`specGroups.${group}`)}
              </h3>
              <div className="mt-3">
                <SpecList rows={productSpecRows(product, droneSpecGroups[group], lang, t)} />
              </div>
              {group === 'system' && !withPayloadSection && fitted.length > 0 && (
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                  {t('model.compatiblePayloads')}
                  {t('common:labelSeparator')}
                  {fitted.map((payload, index) => (
                    <span key={payload.slug}>
                      {index > 0 && t('common:listSeparators.enumeration')}
                      <Link to={paths.productInListing(lang, payload.category, payload.slug)}>
                        {t(`payloads.${payload.slug}.name`)}
                      </Link>
                    </span>
                  ))}
                </p>
              )}
            </div>
          ))}
        </div>
      </ModelSection>

      <ModelSection id="video" title={t('model.watchVideo')}>
        <div className="mt-6 grid items-center gap-8 rounded-lg border border-slate-200 p-6 md:grid-cols-2 dark:border-slate-700">
          <div className="relative">
            <ProductPicture product={product} sizes={cardImageSizes} className="opacity-90" />
            <span
              aria-hidden="true"
              className="absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-brand-700 text-2xl text-white shadow-lg dark:bg-sky-300 dark:text-slate-950"
            >
              ▶
            </span>
          </div>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('model.videoTitle', values)}
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t('model.videoText', values)}
            </p>
            <div className="mt-4">
              <ContactSalesLink
                prefill={{ product: drone.slug, intent: 'sales', document: 'video' }}
                variant="secondary"
              >
                {t('model.watchVideo')}
              </ContactSalesLink>
            </div>
          </div>
        </div>
      </ModelSection>

      {withPayloadSection && (
        <ModelSection id="payloads" title={t('model.optionalPayloads')} tinted>
          <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
            {t('model.optionalPayloadsLead', values)}
          </p>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {fitted.map((payload) => {
              const name = t(`payloads.${payload.slug}.name`);
              return (
                <li
                  key={payload.slug}
                  data-testid="optional-payload"
                  className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-950"
                >
                  <ProductPicture
                    product={payloadProduct(payload)}
                    sizes={cardImageSizes}
                    className="rounded-t-lg border-b border-slate-100 dark:border-slate-800"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                      <Link to={paths.productInListing(lang, payload.category, payload.slug)}>
                        {name}
                      </Link>
                    </h3>
                    <p className="mt-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                      {t(`common:categories.${payload.category}`)}
                    </p>
                    <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                      {t(
                        `payloads.${payload.slug}.summary`,
                        productTextValues(payloadProduct(payload), lang, t),
                      )}
                    </p>
                    <div className="mt-3" data-testid="payload-on-aircraft">
                      <SpecList rows={payloadFigures(payload)} />
                    </div>
                    <div className="mt-auto pt-4">
                      <ContactSalesLink
                        prefill={{ product: payload.slug, intent: 'quote' }}
                        variant="secondary"
                      >
                        {t('model.requestPayloadQuote')}
                        <span className="sr-only">
                          {t('common:nameForScreenReaders', { name: name })}
                        </span>
                      </ContactSalesLink>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </ModelSection>
      )}

      <ModelSection id="downloads" title={t('model.downloads')} tinted={!withPayloadSection}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {downloads.map((document) => (
            <li
              key={document}
              className="flex flex-col rounded-lg border border-slate-200 p-5 dark:border-slate-700"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">
                {t(`model.documents.${document}`, values)}
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t('model.downloadVia')}
              </p>
              <div className="mt-4">
                <ContactSalesLink
                  prefill={{ product: drone.slug, intent: 'download', document }}
                  variant="secondary"
                >
                  {t('model.requestDocument')}
                  <span className="sr-only">
                    {t('common:nameForScreenReaders', {
                      name: t(`model.documents.${document}`, values),
                    })}
                  </span>
                </ContactSalesLink>
              </div>
            </li>
          ))}
        </ul>
      </ModelSection>

      <ModelSection id="faq" title={t('model.faq')}>
        <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {drone.faq.map((entry) => (
            <details key={entry} className="group p-5" data-testid="faq-entry">
              <summary className="cursor-pointer text-lg font-semibold text-slate-900 dark:text-white">
                {t(`faq.${entry}.question`, values)}
              </summary>
              <p className="mt-3 text-slate-700 dark:text-slate-300">
                {t(`faq.${entry}.answer`, values)}
              </p>
            </details>
          ))}
        </div>
      </ModelSection>

      <section
        aria-labelledby="ready-heading"
        data-testid="ready-cta"
        className="border-t border-slate-200 bg-brand-50 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="mx-auto max-w-7xl px-4 py-12 text-center">
          <h2 id="ready-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t('model.readyTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            {t('model.readyText', values)}
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <ContactSalesLink prefill={{ product: drone.slug, intent: 'sales' }}>
              {t('common:cta.contactSales')}
            </ContactSalesLink>
            <ContactSalesLink
              prefill={{ product: drone.slug, intent: 'quote' }}
              variant="secondary"
            >
              {t('common:cta.requestQuote')}
            </ContactSalesLink>
          </div>
        </div>
      </section>
    </>
  );
}
