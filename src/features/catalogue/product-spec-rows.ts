import type { TFunction } from 'i18next';
import { paths } from '../../routing/paths.ts';
import { figureIn, unitOf, type Figure, type Unit } from '../../catalogue/quantity.ts';
import { formatFigure } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { compareGroupOf, type CatalogueProduct } from './catalogue-products.ts';
import type { SpecRow } from './spec-list.tsx';
import { productFigure, specLabelKey } from './spec-rows.ts';

export interface SpecRowOptions {
  limit?: number;
  /**
   * Units to show some figures in first, with the figure as the catalogue states it after:
   * a multirotor card gives its speed in the listing filter's km/h, "75.6 km/h (21 m/s)".
   */
  units?: Partial<Record<string, Unit>>;
  /** Where each figure is read; the product's own figures unless a view derives its own. */
  figureOf?: (product: CatalogueProduct, key: string) => Figure | undefined;
}

function withoutQualifierOrCondition(figure: Figure): Figure {
  if ('kind' in figure)
    return figure.kind === 'range' ? { ...figure, condition: undefined } : figure;
  return { value: figure.value, unit: figure.unit };
}

/**
 * The rows of `keys` the product has, labelled and formatted with the conditions they hold
 * under. A figure the spec does not give but a buyer expects reads "On request" and links to
 * sales with the product named.
 */
export function productSpecRows(
  product: CatalogueProduct,
  keys: readonly string[],
  lang: Language,
  t: TFunction,
  options: SpecRowOptions = {},
): SpecRow[] {
  const group = compareGroupOf(product);
  const figureOf = options.figureOf ?? productFigure;
  const rows: SpecRow[] = [];
  for (const key of keys) {
    if (rows.length >= (options.limit ?? Infinity)) break;
    const figure = figureOf(product, key);
    if (!figure) continue;
    const row: SpecRow = { key, label: t(specLabelKey(group, key)), value: '' };
    const unit = options.units?.[key];
    if (unit && unitOf(figure) && unitOf(figure) !== unit) {
      const converted = figureIn(figure, unit);
      row.value = t('common:figureInOtherUnit', {
        figure: formatFigure(converted, lang, t, { withCondition: true }),
        original: formatFigure(withoutQualifierOrCondition(figure), lang, t),
      });
    } else {
      row.value = formatFigure(figure, lang, t, { withCondition: true });
    }
    if ('kind' in figure && figure.kind === 'onRequest') {
      row.href = paths.contact(lang, { product: product.slug, intent: 'sales' });
    }
    rows.push(row);
  }
  return rows;
}
