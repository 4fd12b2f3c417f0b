import type { TFunction } from 'i18next';
import { paths } from '../../routing/paths.ts';
import type { Language } from '../../i18n/languages.ts';
import { productSearchAttributes } from '../search/product-search-meta.ts';
import { homeCategory, type CatalogueProduct } from './catalogue-products.ts';
import type { SpecRow } from './spec-list.tsx';

/**
 * Records a product's family (its own listing's name) and the key figures the page shows for
 * it, so a search result can show them too. `listingAnchor` is the id of the product's heading
 * on a page that shows several products (a listing); a drone found there leads to its own page.
 */
export function productSearchAttributesFor(
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
