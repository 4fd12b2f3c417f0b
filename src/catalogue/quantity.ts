/**
 * A figure with its unit. Figures are written once, in the catalogue, and every page, listing,
 * filter and FAQ answer formats them for its language (units come from the locale files).
 *
 * This module stays free of zod so the browser bundle does not carry the validator; the schema
 * is in quantity-schema.ts and runs when the site is built.
 */
export const units = ['kg', 'g', 'km', 'm', 'mm', 'min', 'h', 'kmh', 'ms', 'l', 'celsius'] as const;
export type Unit = (typeof units)[number];

export interface Quantity {
  value: number;
  unit: Unit;
  /** "at least 500 km" is a different claim from "500 km"; keep the spec's wording. */
  qualifier?: 'atLeast' | 'upTo';
}

export function quantity(value: number, unit: Unit, qualifier?: Quantity['qualifier']): Quantity {
  return qualifier ? { value, unit, qualifier } : { value, unit };
}
