import type {
  CodeFigure,
  DimensionsFigure,
  Figure,
  ListFigure,
  OnRequestFigure,
  Quantity,
  RangeFigure,
  TextFigure,
} from './quantity-schema.ts';

/**
 * A figure with its unit. Figures are written once, in the catalogue, and every page, listing,
 * filter and FAQ answer formats them for its language (units come from the locale files).
 *
 * This module stays free of zod so the browser bundle does not carry the validator; the schema
 * is in quantity-schema.ts and runs when the site is built and in the editor.
 */
export const units = [
  'kg',
  'g',
  'km',
  'm',
  'cm',
  'mm',
  'min',
  'h',
  'kmh',
  'ms',
  'l',
  'celsius',
  'w',
  'v',
  'mah',
  'lm',
  'mp',
  'mpa',
  'n',
  'ghz',
  'dbm',
  'times',
  'beaufort',
  'inch',
  'nit',
  'gb',
  'px',
  'count',
] as const;
export type Unit = (typeof units)[number];

/**
 * When a figure holds: "60 min" with no payload is a different claim from "35 min" at full
 * payload, and a wind rating at takeoff differs from one in cruise.
 */
export const conditionKeys = [
  'noPayload',
  'fullPayload',
  'withPayload',
  'longBattery',
  'takeoff',
  'cruise',
  'folded',
  'unfolded',
  'lineOfSight',
] as const;
export type ConditionKey = (typeof conditionKeys)[number];

export const qualifiers = ['atLeast', 'upTo'] as const;
export type Qualifier = (typeof qualifiers)[number];

// The shapes are inferred from the schemas (quantity-schema.ts); a type-only import, so the
// browser bundle carries no zod.
export type {
  CodeFigure,
  Condition,
  DimensionsFigure,
  Figure,
  ListFigure,
  OnRequestFigure,
  Quantity,
  RangeFigure,
  TextFigure,
} from './quantity-schema.ts';

export function isQuantity(figure: Figure): figure is Quantity {
  return !('kind' in figure);
}

export function quantity(value: number, unit: Unit, qualifier?: Qualifier): Quantity {
  return qualifier ? { value, unit, qualifier } : { value, unit };
}

/** The same figure, stated to hold only under a condition. */
export function when<F extends Quantity | RangeFigure | DimensionsFigure>(
  figure: F,
  key: ConditionKey,
  payload?: Quantity,
): F {
  return { ...figure, condition: payload ? { key, payload } : { key } };
}

/** A figure that holds under two conditions: `also(when(q(45, 'min'), 'noPayload'), 'longBattery')`. */
export function also<F extends Quantity | RangeFigure | DimensionsFigure>(
  figure: F,
  key: ConditionKey,
): F {
  if (!figure.condition) return when(figure, key);
  return { ...figure, condition: { ...figure.condition, also: key } };
}

/** The condition keys a figure holds under, in order: ["noPayload", "longBattery"]. */
export function conditionKeysOf(figure: Figure): ConditionKey[] {
  const condition = 'condition' in figure ? figure.condition : undefined;
  if (!condition) return [];
  return condition.also ? [condition.key, condition.also] : [condition.key];
}

export function range(min: number, max: number, unit: Unit): RangeFigure {
  return { kind: 'range', min, max, unit };
}

export function dimensions(values: readonly number[], unit: Unit): DimensionsFigure {
  return { kind: 'dimensions', values, unit };
}

export function code(value: string): CodeFigure {
  return { kind: 'code', code: value };
}

export function text(key: string): TextFigure {
  return { kind: 'text', key };
}

export function onRequest(): OnRequestFigure {
  return { kind: 'onRequest' };
}

export function list(
  items: ListFigure['items'],
  style: ListFigure['style'] = 'enumeration',
): ListFigure {
  return { kind: 'list', style, items };
}

/**
 * Units that measure the same thing, with the factor to a base unit, so filters and the
 * comparison can put 16 m/s next to 110 km/h or 4 h next to 240 min.
 */
const dimensionsOf: Partial<Record<Unit, { base: Unit; factor: number }>> = {
  kg: { base: 'kg', factor: 1 },
  g: { base: 'kg', factor: 0.001 },
  km: { base: 'mm', factor: 1_000_000 },
  m: { base: 'mm', factor: 1000 },
  cm: { base: 'mm', factor: 10 },
  mm: { base: 'mm', factor: 1 },
  h: { base: 'min', factor: 60 },
  min: { base: 'min', factor: 1 },
  kmh: { base: 'kmh', factor: 1 },
  ms: { base: 'kmh', factor: 3.6 },
};

/** The figure's value converted to `unit`, or undefined when the two do not measure alike. */
export function valueIn(figure: Quantity, unit: Unit): number | undefined {
  if (figure.unit === unit) return figure.value;
  const from = dimensionsOf[figure.unit];
  const to = dimensionsOf[unit];
  if (!from || !to || from.base !== to.base) return undefined;
  // Round away float noise (21 m/s is 75.6 km/h, not 75.60000000000001).
  return Math.round(((figure.value * from.factor) / to.factor) * 1e6) / 1e6;
}

/**
 * The figure in `unit` when it measures the same thing in another unit (21 m/s as 75.6 km/h,
 * 4 h as 240 min); anything else, or a unit that does not convert, comes back as it was.
 */
export function figureIn(figure: Figure, unit: Unit): Figure {
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

/** The unit a figure is written in, for a quantity or a range. */
export function unitOf(figure: Figure): Unit | undefined {
  if (!('kind' in figure)) return figure.unit;
  return figure.kind === 'range' ? figure.unit : undefined;
}
