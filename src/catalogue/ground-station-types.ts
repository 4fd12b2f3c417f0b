import type { ProductBase } from './product.ts';
import type { DimensionsFigure, Figure, Quantity, RangeFigure } from './quantity.ts';

/*
 * The shape of ground station data. Zod-free, so the browser can import it;
 * ground-station-schema.ts checks the data against it when the site is built.
 */

export const groundStationKinds = ['fixed', 'portable'] as const;
export type GroundStationKind = (typeof groundStationKinds)[number];

/** SPEC §3 ground station specs: what the listing shows and filters on. */
export interface GroundStationSpecs {
  batteryLife: Quantity;
  weight: Quantity;
  controlRange: Quantity;
}

/** SPEC §3 ground station detailedSpecs, every field. */
export interface GroundStationDetailedSpecs {
  channels: Quantity;
  dimensions: DimensionsFigure;
  rfPower: Quantity;
  frequency: Figure;
  batteryCapacity: Quantity;
  chargingPort: Figure;
  processor: Figure;
  antenna: Figure;
  display: Figure;
  memory: Quantity;
  storage: Quantity;
  interface: Figure;
  graphics: Figure;
  operatingTemp: RangeFigure;
}

export interface GroundStation extends ProductBase {
  kind: GroundStationKind;
  specs: GroundStationSpecs;
  detailedSpecs: GroundStationDetailedSpecs;
}
