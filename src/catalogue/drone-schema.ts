import { z } from 'zod';
import { droneSeries } from './categories.ts';
import type { Drone } from './drone-types.ts';
import { productBaseSchema } from './product-schema.ts';
import { valueIn, type Quantity } from './quantity.ts';
import { figureSchema, quantityIn } from './quantity-schema.ts';

const weight = quantityIn('kg', 'g');
const duration = quantityIn('min', 'h');
const speed = quantityIn('kmh', 'ms');
const distance = quantityIn('km', 'm');
const length = quantityIn('m', 'mm', 'cm');
const windLevel = quantityIn('beaufort', 'ms');

function figureOf(kind: string, unitHint: string) {
  return figureSchema.refine((f) => 'kind' in f && f.kind === kind, {
    message: `must be ${kind}(…)${unitHint}`,
  });
}
/** A figure a buyer expects on the page: given, or onRequest() where the spec has none. */
function figureOrOnRequest(kind: string, unitHint: string) {
  return figureSchema.refine((f) => 'kind' in f && (f.kind === kind || f.kind === 'onRequest'), {
    message: `must be ${kind}(…)${unitHint}, or onRequest()`,
  });
}
const speedOrRange = figureSchema.refine(
  (f) => (!('kind' in f) || f.kind === 'range') && ['kmh', 'ms'].includes((f as Quantity).unit),
  { message: 'must be a speed in km/h or m/s, or a range of them' },
);
const id = z.string().regex(/^[a-zA-Z0-9]+$/, 'an id of letters and digits');

export const droneSchema: z.ZodType<Drone> = productBaseSchema
  .extend({
    slug: z.string().regex(/^zs-[A-Za-z0-9]+$/, 'a model slug looks like "zs-VT15"'),
    series: z.enum(droneSeries),
    name: z.string().min(1),
    headline: z.object({
      maxTakeoffWeight: weight,
      payload: weight,
      range: distance.optional(),
    }),
    figures: z
      .object({
        flightTime: duration,
        flightTimeFullPayload: duration.optional(),
        maxSpeed: speedOrRange.optional(),
        speedRange: figureOf('range', ' in km/h or m/s').optional(),
        cruiseSpeed: speedOrRange.optional(),
        maxAscentSpeed: speed.optional(),
        maxDescentSpeed: speed.optional(),
        ceiling: distance.optional(),
        windResistance: windLevel,
        windResistanceCruise: windLevel.optional(),
        operatingTemp: figureOrOnRequest('range', ' in celsius').optional(),
        wheelbase: length.optional(),
        dimensions: figureOf('dimensions', ' in mm').optional(),
        dimensionsFolded: figureOf('dimensions', ' in mm').optional(),
        dimensionsUnfolded: figureOf('dimensions', ' in mm').optional(),
        spanLengthHeight: figureOrOnRequest('dimensions', ' in mm').optional(),
        length: length.optional(),
        rotorSpan: length.optional(),
        height: length.optional(),
        material: figureOf('text', '').optional(),
        fuelTank: quantityIn('l').optional(),
        ipRating: figureOrOnRequest('code', ' such as code("IP54")').optional(),
        rainProtection: figureOf('text', '').optional(),
        propulsion: figureOf('text', '').optional(),
        engine: figureOf('code', '').optional(),
        fuel: figureOf('text', '').optional(),
        gnss: figureOf('list', '').optional(),
        transmissionRange: distance.optional(),
        obstacleAvoidance: figureOf('text', '').optional(),
      })
      .strict(),
    payloads: z.array(z.string()),
    keyFeatures: z.array(id).min(3, 'give a model page at least three key features'),
    faq: z.array(id).min(3, 'give a model page at least three FAQ entries'),
  })
  .refine(
    (d) => {
      const payload = valueIn(d.headline.payload, 'kg');
      const takeoff = valueIn(d.headline.maxTakeoffWeight, 'kg');
      return payload === undefined || takeoff === undefined || payload < takeoff;
    },
    // One of the two figures is mistyped: an aircraft cannot lift more than its own MTOW.
    {
      message: 'the payload must be less than the max. take-off weight',
      path: ['headline', 'payload'],
    },
  ) as z.ZodType<Drone>;

export type { Drone, DroneFigures } from './drone-types.ts';
