import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import type { CategorySlug } from '../../catalogue/categories.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { NameForScreenReaders } from '../page-parts/name-for-screen-readers.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { useCatalogue } from './catalogue-context.tsx';
import { compareGroupOf, dronesCarrying, type CatalogueProduct } from './catalogue-products.ts';
import { LabelledLinks } from './labelled-links.tsx';
import { cardImageSizes, ProductPicture } from './product-picture.tsx';
import { cardKeyFigures } from './card-key-figures.ts';
import { productHeadingId } from './product-heading-id.ts';
import { productSpecRows } from './product-spec-rows.ts';
import { productName } from './product-name.ts';
import { productBase, productTextKey, productTextValues } from './product-text.ts';
import { SpecList } from './spec-list.tsx';
import { specKeysByGroup } from './spec-rows.ts';

/** Where a product's "Learn More" leads: its own page, or sales for products without one. */
function learnMoreTarget(product: CatalogueProduct, lang: ReturnType<typeof useLanguage>) {
  return product.family === 'drones'
    ? paths.model(lang, product.drone.series, product.drone.slug)
    : paths.contact(lang, { product: product.slug, intent: 'sales' });
}

/**
 * One product in a listing: drawing, name, summary, key figures, feature tags and patents
 * (docs/requirements/catalogue.md gives every listing product both), "Learn More" and the compare
 * checkbox. A drone card shows its figures in the units the listing filters in. Payloads and
 * stations have no page of their own, so their card also opens to the full specification and, for
 * payloads, names the aircraft that carry them.
 */
export const ProductCard = memo(function ProductCard({
  product,
  listing,
  comparing,
  onToggleCompare,
  priority = false,
}: {
  product: CatalogueProduct;
  /** The listing the card is shown in, whose filters set the units of a drone's figures. */
  listing: CategorySlug;
  /** The first card, in view on every screen: its drawing is fetched at once, not lazily. */
  priority?: boolean;
  comparing: boolean;
  onToggleCompare: (slug: string) => void;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'common']);
  const catalogue = useCatalogue();
  const name = productName(product, t);
  const group = compareGroupOf(product);
  const keyFigures = cardKeyFigures(catalogue, product, listing, lang, t);
  const fullSpecs =
    group === 'drones' ? [] : productSpecRows(product, specKeysByGroup[group], lang, t);
  const { features, patents } = productBase(product);
  const textValues = productTextValues(catalogue, product, lang, t);
  const carriers = product.family === 'payloads' ? dronesCarrying(catalogue, product.slug) : [];
  const headingId = productHeadingId(product.slug);
  return (
    // After the first row, a card the screen does not reach is laid out only when it comes near:
    // the payload listing's twenty cards made a phone's first layout block for over 50 ms
    // (docs/decisions/099). Its height until then is a typical card's, and its last one after.
    <li
      id={product.slug}
      data-testid="product-card"
      data-product={product.slug}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col rounded-lg border border-slate-200 bg-white nth-[n+4]:[contain-intrinsic-size:auto_45rem] nth-[n+4]:[content-visibility:auto] dark:border-slate-700 dark:bg-slate-900"
    >
      <ProductPicture
        product={product}
        sizes={cardImageSizes}
        priority={priority}
        className="rounded-t-lg border-b border-slate-100 bg-white dark:border-slate-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {name}
        </h3>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t(productTextKey(product, 'summary'), textValues)}
        </p>
        <div className="mt-4">
          <SpecList rows={keyFigures} testId="key-specs" />
        </div>
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="feature-tags">
          {features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {t(`featureTags.${feature}`)}
            </li>
          ))}
        </ul>
        {patents.length > 0 && (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300" data-testid="patents">
            {t('listing.patented')}
            {t('common:labelSeparator')}
            {patents
              .map((patent) => t(`patents.${patent}`))
              .join(t('common:listSeparators.enumeration'))}
          </p>
        )}
        {carriers.length > 0 && (
          <LabelledLinks
            label={t('listing.fits')}
            links={carriers.map((drone) => ({
              id: drone.slug,
              to: paths.model(lang, drone.series, drone.slug),
              text: drone.name,
            }))}
          />
        )}
        {fullSpecs.length > 0 && (
          <details className="group mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 dark:text-sky-300">
              {t('listing.allSpecs')}
              <NameForScreenReaders name={name} />
            </summary>
            <div className="mt-2">
              <SpecList rows={fullSpecs} />
            </div>
            {product.family === 'payloads' && product.payload.category === 'delivery' && (
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
                {product.payload.points.map((point) => (
                  <li key={point}>{t(`deliveryPoints.${point}`, textValues)}</li>
                ))}
              </ul>
            )}
          </details>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <Link
            to={learnMoreTarget(product, lang)}
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
          >
            {t('common:cta.learnMore')}
            {/* Said, not shown: "Learn More" alone does not tell a link list which product. */}
            <span className="sr-only">{t('common:cta.learnMoreTopic', { name })}</span>
          </Link>
          <CompareToggle
            name={name}
            checked={comparing}
            onToggle={() => onToggleCompare(product.slug)}
          />
        </div>
      </div>
    </li>
  );
});
