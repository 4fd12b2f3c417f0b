import type { TFunction } from 'i18next';
import { formatFigure } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { compareGroupOf, type CatalogueProduct } from './catalogue-products.ts';
import type { SpecRow } from './spec-list.tsx';
import { productFigure, specLabelKey } from './spec-rows.ts';

/** The rows of `keys` the product has, labelled and formatted (conditions included). */
export function productSpecRows(
  product: CatalogueProduct,
  keys: readonly string[],
  lang: Language,
  t: TFunction,
  limit = Infinity,
): SpecRow[] {
  const group = compareGroupOf(product);
  const rows: SpecRow[] = [];
  for (const key of keys) {
    if (rows.length >= limit) break;
    const figure = productFigure(product, key);
    if (!figure) continue;
    rows.push({
      key,
      label: t(specLabelKey(group, key)),
      value: formatFigure(figure, lang, t, { withCondition: true }),
    });
  }
  return rows;
}
