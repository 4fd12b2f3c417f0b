import { z } from 'zod';
import { droneSeries, type DroneSeries } from './categories.ts';
import type { Quantity } from './quantity.ts';
import { quantitySchema } from './quantity-schema.ts';

/** A drone model: its URL slug, its series and the headline figures of SPEC §3. */
export interface Drone {
  slug: string;
  series: DroneSeries;
  /** The model's name as printed on the product, the same in both languages. */
  name: string;
  headline: {
    maxTakeoffWeight: Quantity;
    payload: Quantity;
    range?: Quantity;
  };
}

const positiveQuantity = quantitySchema.refine((q) => q.value > 0, 'must be greater than zero');

export const droneSchema: z.ZodType<Drone> = z.object({
  slug: z.string().regex(/^zs-[A-Za-z0-9]+$/, 'a model slug looks like "zs-VT15"'),
  series: z.enum(droneSeries),
  name: z.string().min(1),
  headline: z.object({
    maxTakeoffWeight: positiveQuantity,
    payload: positiveQuantity,
    range: positiveQuantity.optional(),
  }),
});
