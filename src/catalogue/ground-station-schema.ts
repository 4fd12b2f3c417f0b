import { z } from 'zod';
import { text, withInfo } from '../content/field-info.ts';
import { groundStationKinds } from './categories.ts';
import { listingSummaryText, productBaseSchema } from './product-schema.ts';
import { anyFigure, figure, quantityIn } from './quantity-schema.ts';

/** Ground station specs (docs/requirements/catalogue.md): what the listing shows and filters on. */
const groundStationSpecs = z
  .object({
    batteryLife: quantityIn('h', 'min'),
    weight: quantityIn('kg', 'g'),
    controlRange: quantityIn('km'),
  })
  .strict();

/** Ground station detailedSpecs (docs/requirements/catalogue.md), every field. */
const groundStationDetailedSpecs = z
  .object({
    channels: quantityIn('count'),
    dimensions: figure({ kinds: ['dimensions'], units: ['mm'] }),
    rfPower: quantityIn('dbm', 'w'),
    frequency: anyFigure(),
    batteryCapacity: quantityIn('mah'),
    chargingPort: anyFigure(),
    processor: anyFigure(),
    antenna: anyFigure(),
    display: anyFigure(),
    memory: quantityIn('gb'),
    storage: quantityIn('gb'),
    interface: anyFigure(),
    graphics: anyFigure(),
    operatingTemp: figure({ kinds: ['range'], units: ['celsius'] }),
  })
  .strict();

export const groundStationSchema = productBaseSchema
  .extend({
    kind: withInfo(z.enum(groundStationKinds), { label: 'Kind' }),
    specs: withInfo(groundStationSpecs, { label: 'Listing figures' }),
    detailedSpecs: withInfo(groundStationDetailedSpecs, { label: 'Detailed figures' }),
  })
  .strict();

/** What a ground station's entry says in each language. */
export const groundStationTextSchema = z
  .object({
    name: text({ label: 'Name', hint: 'e.g. "ZS-GS80 command station".' }),
    summary: listingSummaryText,
  })
  .strict();

export type GroundStation = z.output<typeof groundStationSchema>;
export type GroundStationSpecs = z.output<typeof groundStationSpecs>;
export type GroundStationDetailedSpecs = z.output<typeof groundStationDetailedSpecs>;
