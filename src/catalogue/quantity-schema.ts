import { z } from 'zod';
import {
  conditionKeys,
  qualifiers,
  units,
  type Condition,
  type Figure,
  type Quantity,
} from './quantity.ts';

const finite = z.number().finite();

const baseQuantitySchema = z
  .object({
    // Lets the figure union tell a plain quantity (no `kind`) from the other shapes.
    kind: z.undefined().optional(),
    value: finite,
    unit: z.enum(units),
    qualifier: z.enum(qualifiers).optional(),
  })
  .strict();

const conditionSchema: z.ZodType<Condition> = z
  .object({
    key: z.enum(conditionKeys),
    payload: baseQuantitySchema.optional(),
    also: z.enum(conditionKeys).optional(),
  })
  .strict()
  .refine((c) => (c.key === 'withPayload') === (c.payload !== undefined), {
    message: 'a "withPayload" condition names its payload (and only that condition does)',
  })
  .refine((c) => c.also !== 'withPayload' && c.also !== c.key, {
    message: 'a second condition is another one, and not "withPayload"',
  });

export const quantitySchema: z.ZodType<Quantity> = baseQuantitySchema
  .extend({ condition: conditionSchema.optional() })
  .strict();

export const positiveQuantitySchema = quantitySchema.refine((q) => q.value > 0, {
  message: 'must be greater than zero',
});

/** A quantity in one of the given units, e.g. a weight in kg or g. */
export function quantityIn(...allowed: Quantity['unit'][]): z.ZodType<Quantity> {
  return positiveQuantitySchema.refine((q) => allowed.includes(q.unit), {
    message: `must be in ${allowed.join(' or ')}`,
  });
}

const rangeSchema = z
  .object({
    kind: z.literal('range'),
    min: finite,
    max: finite,
    unit: z.enum(units),
    condition: conditionSchema.optional(),
  })
  .strict()
  .refine((r) => r.min < r.max, { message: 'a range starts below where it ends (min < max)' });

const dimensionsSchema = z
  .object({
    kind: z.literal('dimensions'),
    values: z.array(finite.positive('each dimension must be greater than zero')).min(2).max(3),
    unit: z.enum(units),
    condition: conditionSchema.optional(),
  })
  .strict();

const codeSchema = z.object({ kind: z.literal('code'), code: z.string().trim().min(1) }).strict();

const textSchema = z
  .object({
    kind: z.literal('text'),
    key: z.string().regex(/^[a-zA-Z0-9]+$/, 'a text value names a key of catalogue.json "values"'),
  })
  .strict();

export const figureSchema: z.ZodType<Figure> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    baseQuantitySchema.extend({ condition: conditionSchema.optional() }).strict(),
    rangeSchema,
    dimensionsSchema,
    codeSchema,
    textSchema,
    z.object({ kind: z.literal('onRequest') }).strict(),
    z
      .object({
        kind: z.literal('list'),
        style: z.enum(['enumeration', 'details']),
        items: z.array(figureSchema).min(2),
      })
      .strict(),
  ]),
);
