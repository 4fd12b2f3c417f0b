import type { TFunction } from 'i18next';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { CategorySlug } from '../../catalogue/categories.ts';
import type { Language } from '../../i18n/languages.ts';
import { compareGroupOf, type CatalogueProduct } from './catalogue-products.ts';
import { filterUnits } from './facet-filtering.ts';
import { productSpecRows } from './product-spec-rows.ts';
import type { SpecRow } from './spec-list.tsx';
import { cardFigure, cardKeysByGroup } from './spec-rows.ts';

/**
 * The figures a listing's card shows for a product; a drone's in the units its listing filters
 * in. The card and the search index (product-search-attributes.ts) both read them here.
 */
export function cardKeyFigures(
  catalogue: Catalogue,
  product: CatalogueProduct,
  listing: CategorySlug,
  lang: Language,
  t: TFunction,
): SpecRow[] {
  const group = compareGroupOf(product);
  return productSpecRows(product, cardKeysByGroup[group], lang, t, {
    figureOf: cardFigure,
    units: group === 'drones' ? filterUnits(catalogue.facets[listing] ?? []) : {},
  });
}
