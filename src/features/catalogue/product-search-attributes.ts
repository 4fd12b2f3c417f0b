import type { TFunction } from 'i18next';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { Language } from '../../i18n/languages.ts';
import { paths } from '../../routing/paths.ts';
import type { PageRef } from '../../routing/site-pages.ts';
import { productCodeAttributes } from '../search/product-codes.ts';
import { productSearchAttributes } from '../search/product-search-meta.ts';
import {
  asDrone,
  findDrone,
  homeCategory,
  productsInCategory,
  type CatalogueProduct,
} from './catalogue-products.ts';
import { cardKeyFigures } from './card-key-figures.ts';
import { modelHeadlineFigures } from './model-headline-figures.ts';
import { productHeadingId } from './product-heading-id.ts';
import type { SpecRow } from './spec-list.tsx';

/** Attributes to add to elements of a page, by the id of the element. */
export type ElementAttributes = Record<string, Record<string, string>>;

/**
 * Records a product's family (its own listing's name) and the key figures the page shows for
 * it, so a search result can show them too. `listingAnchor` is the id of the product's heading
 * on a page that shows several products (a listing); a drone found there leads to its own page.
 */
function metaAttributes(
  product: CatalogueProduct,
  keyFigures: readonly SpecRow[],
  lang: Language,
  t: TFunction,
  listingAnchor?: string,
): Record<string, string> {
  const meta = {
    family: t(`common:categories.${homeCategory(product)}`),
    figures: keyFigures.map((row): [string, string] => [row.label, row.value]),
  };
  return productSearchAttributes(
    listingAnchor && product.family === 'drones'
      ? { ...meta, url: paths.model(lang, product.drone.series, product.drone.slug) }
      : meta,
    listingAnchor,
  );
}

/**
 * What the search index records about the products a page shows, by the id of each product's
 * heading: its family and key figures (product-search-meta.ts) and its code written solid
 * (product-codes.ts). The index step adds them to the copy of the page it indexes
 * (scripts/search-index.ts), so neither the page a visitor loads nor its code carries them.
 */
export function pageSearchAttributes(
  page: PageRef,
  catalogue: Catalogue,
  lang: Language,
  t: TFunction,
): ElementAttributes {
  if (page.kind === 'category') {
    return Object.fromEntries(
      productsInCategory(catalogue, page.category).map((product) => {
        const id = productHeadingId(product.slug);
        const figures = cardKeyFigures(catalogue, product, page.category, lang, t);
        return [
          id,
          {
            ...metaAttributes(product, figures, lang, t, id),
            ...productCodeAttributes(product.slug),
          },
        ];
      }),
    );
  }
  if (page.kind === 'model') {
    const drone = findDrone(catalogue, page.series, page.slug);
    if (!drone) throw new Error(`The catalogue has no ${page.series} aircraft ${page.slug}.`);
    return {
      [productHeadingId(drone.slug)]: {
        ...metaAttributes(asDrone(drone), modelHeadlineFigures(drone, lang, t), lang, t),
        ...productCodeAttributes(drone.slug),
      },
    };
  }
  return {};
}
