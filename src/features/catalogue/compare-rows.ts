import type { TFunction } from 'i18next';
import { figureIn, unitOf } from '../../catalogue/quantity.ts';
import { formatFigure } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { compareGroupOf, type CatalogueProduct, type CompareGroup } from './catalogue-products.ts';
import { compareKeysByGroup, droneCompareFigure, specLabelKey } from './spec-rows.ts';

export interface CompareRow {
  key: string;
  label: string;
  /** One cell per product, in the products' order; undefined where a product lacks the figure. */
  values: (string | undefined)[];
  differs: boolean;
}

/**
 * The comparison's rows: the group's figures in a fixed order, each product's value in the
 * unit of the first product that has it, rows nobody has dropped, and `differs` set where the
 * products disagree (a missing figure counts as a difference).
 */
export function compareRows(
  products: readonly CatalogueProduct[],
  lang: Language,
  t: TFunction,
): CompareRow[] {
  const first = products[0];
  if (!first) return [];
  const group: CompareGroup = compareGroupOf(first);
  const rows: CompareRow[] = [];
  for (const key of compareKeysByGroup[group]) {
    const figures = products.map((product) => droneCompareFigure(product, key));
    const reference = figures.find((figure) => figure !== undefined);
    if (!reference) continue;
    const unit = unitOf(reference);
    const values = figures.map((figure) =>
      figure === undefined
        ? undefined
        : formatFigure(unit ? figureIn(figure, unit) : figure, lang, t, { withCondition: true }),
    );
    rows.push({
      key,
      // A drone's speed row mixes top speeds and multirotor speed envelopes.
      label: t(
        group === 'drones' && key === 'maxSpeed'
          ? 'catalogue:specs.speed'
          : specLabelKey(group, key),
      ),
      values,
      differs: new Set(values).size > 1,
    });
  }
  return rows;
}
