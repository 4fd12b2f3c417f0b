import { z } from 'zod';
import { productBaseSchema } from './product-schema.ts';
import { payloadLooks, type Payload } from './payload-types.ts';
import { valueIn, type Quantity } from './quantity.ts';
import { figureSchema, quantityIn } from './quantity-schema.ts';

const weight = quantityIn('kg', 'g');
const length = quantityIn('m', 'cm', 'mm');
const text = figureSchema.refine((f) => 'kind' in f && f.kind === 'text', {
  message: 'must be a translated text value, text("…")',
});
const textOrCode = figureSchema.refine(
  (f) => 'kind' in f && (f.kind === 'text' || f.kind === 'code'),
  { message: 'must be text("…") or code("…")' },
);
const quantityOrRange = (...allowed: Quantity['unit'][]) =>
  figureSchema.refine(
    (f) =>
      (!('kind' in f) || f.kind === 'range') &&
      allowed.includes((f as { unit: Quantity['unit'] }).unit),
    { message: `must be a figure or a range in ${allowed.join(' or ')}` },
  );
const dimensions = figureSchema.refine((f) => 'kind' in f && f.kind === 'dimensions', {
  message: 'must be dimensions([width, height], "px")',
});

const sensorSchema = productBaseSchema.extend({
  category: z.literal('sensors'),
  look: z.enum(payloadLooks),
  specs: z
    .object({
      totalPixel: quantityIn('mp'),
      opticalZoom: quantityIn('times'),
      resolution: dimensions,
      storage: figureSchema,
      weight,
      thermalResolution: dimensions.optional(),
      thermalLens: quantityIn('mm').optional(),
    })
    .strict(),
});

const firefightingSchema = productBaseSchema.extend({
  category: z.literal('firefighting'),
  look: z.enum(payloadLooks),
  specs: z
    .object({
      type: text,
      netWeight: weight,
      totalWeight: weight.optional(),
      range: length.optional(),
      pressure: quantityOrRange('mpa').optional(),
      camera: figureSchema.optional(),
      sections: quantityIn('count').optional(),
      pullingForce: quantityIn('n').optional(),
      material: text.optional(),
      hoseDiameter: length.optional(),
      hoseLength: length.optional(),
      luminousFlux: quantityIn('lm').optional(),
      // A power is watts; a voltage belongs in powerSupply.
      power: quantityIn('w').optional(),
      powerSupply: quantityOrRange('v').optional(),
    })
    .strict()
    .refine((s) => !s.totalWeight || toKg(s.totalWeight) >= toKg(s.netWeight), {
      message: 'totalWeight (loaded) cannot be less than netWeight (empty)',
      path: ['totalWeight'],
    })
    .refine(
      (s) =>
        !s.totalWeight ||
        !s.hoseDiameter ||
        !s.hoseLength ||
        toKg(s.totalWeight) - toKg(s.netWeight) >= hoseWaterKg(s.hoseDiameter, s.hoseLength),
      {
        message:
          'totalWeight (loaded) must hold at least the water in the filled hose (π × radius² × length)',
        path: ['totalWeight'],
      },
    ),
});

const deliverySchema = productBaseSchema.extend({
  category: z.literal('delivery'),
  look: z.enum(payloadLooks),
  specs: z
    .object({
      capacity: weight,
      weight,
      powerSupply: quantityOrRange('v'),
      sections: quantityIn('count'),
      motor: textOrCode,
      lineLength: length.optional(),
    })
    .strict(),
  points: z
    .array(z.string().regex(/^[a-zA-Z0-9]+$/))
    .min(2, 'give at least two description points'),
});

function toKg(q: Quantity): number {
  return q.unit === 'g' ? q.value / 1000 : q.value;
}

/** The water a filled hose holds, at 1 kg a litre. */
function hoseWaterKg(diameter: Quantity, length: Quantity): number {
  const radiusM = (valueIn(diameter, 'mm') ?? 0) / 2000;
  const lengthM = (valueIn(length, 'mm') ?? 0) / 1000;
  return Math.PI * radiusM * radiusM * lengthM * 1000;
}

export const payloadSchema: z.ZodType<Payload> = z.discriminatedUnion('category', [
  sensorSchema,
  firefightingSchema,
  deliverySchema,
]) as z.ZodType<Payload>;
