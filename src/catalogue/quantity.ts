import { z } from 'zod';

/**
 * A figure with its unit. Figures are written once, here in the catalogue, and every page,
 * listing, filter and FAQ answer formats them for its language (units come from the locale).
 */
export const units = ['kg', 'g', 'km', 'm', 'mm', 'min', 'h', 'kmh', 'ms', 'l', 'celsius'] as const;
export type Unit = (typeof units)[number];

export const quantitySchema = z.object({
  value: z.number().finite(),
  unit: z.enum(units),
  /** "at least 500 km" is a different claim from "500 km"; keep the spec's wording. */
  qualifier: z.enum(['atLeast', 'upTo']).optional(),
});
export type Quantity = z.infer<typeof quantitySchema>;

export function quantity(value: number, unit: Unit, qualifier?: Quantity['qualifier']): Quantity {
  return qualifier ? { value, unit, qualifier } : { value, unit };
}
