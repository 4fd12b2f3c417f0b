import type { TFunction } from 'i18next';
import { valueIn, type Figure, type Unit } from '../../catalogue/quantity.ts';
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

function unitOf(figure: Figure): Unit | undefined {
  if (!('kind' in figure)) return figure.unit;
  return figure.kind === 'range' ? figure.unit : undefined;
}

/**
 * The figure in `unit` when it measures the same thing in another unit, so a row reads
 * "240 min" next to "210 min" rather than "4 h" next to "210 min".
 */
function inUnit(figure: Figure, unit: Unit): Figure {
  if (!('kind' in figure)) {
    const value = valueIn(figure, unit);
    return value === undefined ? figure : { ...figure, value, unit };
  }
  if (figure.kind === 'range') {
    const min = valueIn({ value: figure.min, unit: figure.unit }, unit);
    const max = valueIn({ value: figure.max, unit: figure.unit }, unit);
    return min === undefined || max === undefined ? figure : { ...figure, min, max, unit };
  }
  return figure;
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
        : formatFigure(unit ? inUnit(figure, unit) : figure, lang, t, { withCondition: true }),
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
