import { z } from 'zod';
import { relation, text, withInfo } from '../content/field-info.ts';
import { payloadLooks } from './categories.ts';
import { listingSummaryText, productBaseSchema } from './product-schema.ts';
import { valueIn, type Quantity } from './quantity.ts';
import { anyFigure, figure, quantityIn } from './quantity-schema.ts';

const weight = () => quantityIn('kg', 'g');
const length = () => quantityIn('m', 'cm', 'mm');
const words = () => figure({ kinds: ['text'] });
const quantityOrRange = (...units: Quantity['unit'][]) =>
  figure({ kinds: ['quantity', 'range'], units, positive: true });
const pixels = () => figure({ kinds: ['dimensions'], units: ['px'] });

const look = withInfo(z.enum(payloadLooks), {
  label: 'Drawing',
  hint: 'The line drawing shown while the payload has no photo.',
});

/** Sensor specs, every field of docs/requirements/catalogue.md, Listing products. */
const sensorSpecs = z
  .object({
    /** The visible-light sensor's effective pixels. */
    totalPixel: quantityIn('mp'),
    opticalZoom: quantityIn('times'),
    /** Video recording resolution. */
    resolution: pixels(),
    storage: anyFigure(),
    weight: weight(),
    /** Thermal cameras: the infrared detector's resolution and lens. */
    thermalResolution: pixels().optional(),
    thermalLens: quantityIn('mm').optional(),
  })
  .strict();

/**
 * Firefighting specs of docs/requirements/catalogue.md (type, net_weight, total_weight, pressure,
 * camera, sections, pulling_force, material, hose_diameter, hose_length, luminous_flux, power),
 * camel-cased. Each system has the ones that apply to it; `range` is the jet or launch reach the
 * listing filters on (the required band "range 30, 40, 50 m"). `totalWeight` is the loaded weight:
 * device and the water, agent or hose it carries.
 */
const firefightingSpecs = z
  .object({
    type: words(),
    netWeight: weight(),
    totalWeight: weight().optional(),
    range: length().optional(),
    pressure: quantityOrRange('mpa').optional(),
    camera: anyFigure().optional(),
    sections: quantityIn('count').optional(),
    pullingForce: quantityIn('n').optional(),
    material: words().optional(),
    hoseDiameter: length().optional(),
    hoseLength: length().optional(),
    luminousFlux: quantityIn('lm').optional(),
    /** Electrical power drawn, in W; a voltage belongs in powerSupply. */
    power: quantityIn('w').optional(),
    /** Supply voltage, in V (required for delivery systems; some firefighting gear has it too). */
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
  );

/** Delivery system specs, every field of docs/requirements/catalogue.md, Listing products. */
const deliverySpecs = z
  .object({
    capacity: weight(),
    weight: weight(),
    powerSupply: quantityOrRange('v'),
    sections: quantityIn('count'),
    motor: figure({ kinds: ['text', 'code'] }),
    lineLength: length().optional(),
  })
  .strict();

function toKg(q: Quantity): number {
  return q.unit === 'g' ? q.value / 1000 : q.value;
}

/** The water a filled hose holds, at 1 kg a litre. */
function hoseWaterKg(diameter: Quantity, length: Quantity): number {
  const radiusM = (valueIn(diameter, 'mm') ?? 0) / 2000;
  const lengthM = (valueIn(length, 'mm') ?? 0) / 1000;
  return Math.PI * radiusM * radiusM * lengthM * 1000;
}

const sensorSchema = productBaseSchema
  .extend({ category: z.literal('sensors'), look, specs: sensorSpecs })
  .strict();

const firefightingSchema = productBaseSchema
  .extend({ category: z.literal('firefighting'), look, specs: firefightingSpecs })
  .strict();

const deliverySchema = productBaseSchema
  .extend({
    category: z.literal('delivery'),
    look,
    specs: deliverySpecs,
    /** The description list of docs/requirements/catalogue.md (content/delivery-points). */
    points: withInfo(
      z
        .array(relation('delivery-points', /^[a-zA-Z0-9]+$/))
        .min(2, 'give at least two description points'),
      { label: 'Description points' },
    ),
  })
  .strict();

export const payloadSchema = z.discriminatedUnion('category', [
  sensorSchema,
  firefightingSchema,
  deliverySchema,
]);

/** The family schemas one by one: the editor has a collection for each. */
export const payloadSchemas = {
  sensors: sensorSchema,
  firefighting: firefightingSchema,
  delivery: deliverySchema,
};

/** What a payload's entry says in each language. */
export const payloadTextSchema = z
  .object({
    name: text({
      label: 'Name',
      hint: 'As the listing and page title show it, e.g. "5 kg release hook".',
    }),
    summary: listingSummaryText,
  })
  .strict();

export type Payload = z.output<typeof payloadSchema>;
export type SensorPayload = z.output<typeof sensorSchema>;
export type FirefightingPayload = z.output<typeof firefightingSchema>;
export type DeliveryPayload = z.output<typeof deliverySchema>;
export type SensorSpecs = z.output<typeof sensorSpecs>;
export type FirefightingSpecs = z.output<typeof firefightingSpecs>;
export type DeliverySpecs = z.output<typeof deliverySpecs>;
