import { z } from 'zod';
import { productBaseSchema } from './product-schema.ts';
import { groundStationKinds, type GroundStation } from './ground-station-types.ts';
import type { Figure } from './quantity.ts';
import { figureSchema, quantityIn } from './quantity-schema.ts';

const isKind =
  (kind: string) =>
  (figure: Figure): boolean =>
    'kind' in figure && figure.kind === kind;

export const groundStationSchema: z.ZodType<GroundStation> = productBaseSchema.extend({
  kind: z.enum(groundStationKinds),
  specs: z
    .object({
      batteryLife: quantityIn('h', 'min'),
      weight: quantityIn('kg', 'g'),
      controlRange: quantityIn('km'),
    })
    .strict(),
  detailedSpecs: z
    .object({
      channels: quantityIn('count'),
      dimensions: figureSchema.refine(isKind('dimensions'), 'must be dimensions([…], "mm")'),
      rfPower: quantityIn('dbm', 'w'),
      frequency: figureSchema,
      batteryCapacity: quantityIn('mah'),
      chargingPort: figureSchema,
      processor: figureSchema,
      antenna: figureSchema,
      display: figureSchema,
      memory: quantityIn('gb'),
      storage: quantityIn('gb'),
      interface: figureSchema,
      graphics: figureSchema,
      operatingTemp: figureSchema.refine(isKind('range'), 'must be range(min, max, "celsius")'),
    })
    .strict(),
}) as z.ZodType<GroundStation>;
