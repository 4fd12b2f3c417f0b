import type { ProductBase } from './product.ts';
import type {
  CodeFigure,
  DimensionsFigure,
  Figure,
  Quantity,
  RangeFigure,
  TextFigure,
} from './quantity.ts';

/*
 * The shape of payload data. Zod-free, so the browser can import it; payload-schema.ts checks
 * the data against it when the site is built.
 */

export const payloadCategories = ['sensors', 'firefighting', 'delivery'] as const;
export type PayloadCategory = (typeof payloadCategories)[number];

/** Which line drawing stands for the payload (src/features/catalogue/illustrations). */
export const payloadLooks = [
  'thermalCamera',
  'zoomCamera',
  'waterJet',
  'waterTank',
  'throwingModule',
  'extinguisher',
  'windowBreaker',
  'capsuleLauncher',
  'lifeRing',
  'releaseHook',
  'cargoBox',
  'winch',
] as const;
export type PayloadLook = (typeof payloadLooks)[number];

interface PayloadBase extends ProductBase {
  look: PayloadLook;
}

/** SPEC §3 sensor specs: totalPixel, opticalZoom, resolution, storage, weight. */
export interface SensorSpecs {
  /** The visible-light sensor's effective pixels. */
  totalPixel: Quantity;
  opticalZoom: Quantity;
  /** Video recording resolution. */
  resolution: DimensionsFigure;
  storage: Figure;
  weight: Quantity;
  /** Thermal cameras: the infrared detector's resolution and lens. */
  thermalResolution?: DimensionsFigure;
  thermalLens?: Quantity;
}

/**
 * SPEC §3 firefighting specs (type, net_weight, total_weight, pressure, camera, sections,
 * pulling_force, material, hose_diameter, hose_length, luminous_flux, power), camel-cased. Each
 * system has the ones that apply to it; `range` is the jet or launch reach the listing filters
 * on (SPEC §9 "range 30, 40, 50 m"). `totalWeight` is the loaded weight: device and the water,
 * agent or hose it carries.
 */
export interface FirefightingSpecs {
  type: TextFigure;
  netWeight: Quantity;
  totalWeight?: Quantity;
  range?: Quantity;
  pressure?: Quantity | RangeFigure;
  camera?: Figure;
  sections?: Quantity;
  pullingForce?: Quantity;
  material?: TextFigure;
  hoseDiameter?: Quantity;
  hoseLength?: Quantity;
  luminousFlux?: Quantity;
  /** Electrical power drawn, in W. */
  power?: Quantity;
  /** Supply voltage, in V (SPEC §3 lists it for delivery systems; some firefighting gear too). */
  powerSupply?: Quantity | RangeFigure;
}

/** SPEC §3 delivery specs: capacity, weight, powerSupply, sections, motor, lineLength. */
export interface DeliverySpecs {
  capacity: Quantity;
  weight: Quantity;
  powerSupply: Quantity | RangeFigure;
  sections: Quantity;
  motor: TextFigure | CodeFigure;
  lineLength?: Quantity;
}

export interface SensorPayload extends PayloadBase {
  category: 'sensors';
  specs: SensorSpecs;
}

export interface FirefightingPayload extends PayloadBase {
  category: 'firefighting';
  specs: FirefightingSpecs;
}

export interface DeliveryPayload extends PayloadBase {
  category: 'delivery';
  specs: DeliverySpecs;
  /** The description list of SPEC §3: catalogue.json "deliveryPoints.<id>". */
  points: readonly string[];
}

export type Payload = SensorPayload | FirefightingPayload | DeliveryPayload;
