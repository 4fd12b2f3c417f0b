import { z } from 'zod';
import { droneSeries } from './categories.ts';
import { quantitySchema } from './quantity.ts';

/** A drone model: its URL slug, its series and the headline figures of SPEC §3. */
export const droneSchema = z.object({
  slug: z.string().regex(/^zs-[A-Za-z0-9]+$/, 'a model slug looks like "zs-VT15"'),
  series: z.enum(droneSeries),
  /** The model's name as printed on the product, the same in both languages. */
  name: z.string().min(1),
  headline: z.object({
    maxTakeoffWeight: quantitySchema,
    payload: quantitySchema,
    range: quantitySchema.optional(),
  }),
});
export type Drone = z.infer<typeof droneSchema>;
