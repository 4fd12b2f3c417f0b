import type { DroneFigures } from '../../catalogue/drones.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import type { CatalogueProduct, CompareGroup } from './catalogue-products.ts';

/** A figure of the drone page: the headline figures and every key of DroneFigures. */
export type DroneSpecKey = 'maxTakeoffWeight' | 'payload' | 'range' | keyof DroneFigures;

/**
 * The three groups of a model page's Technical Specifications (docs/requirements/pages.md).
 * Every figure of a drone belongs to exactly one group (a unit test holds this), so none is left
 * off the page.
 */
export const droneSpecGroups = {
  flight: [
    'flightTime',
    'flightTimeFullPayload',
    'range',
    'maxSpeed',
    'speedRange',
    'cruiseSpeed',
    'maxAscentSpeed',
    'maxDescentSpeed',
    'ceiling',
    'windResistance',
    'windResistanceCruise',
    'operatingTemp',
  ],
  physical: [
    'maxTakeoffWeight',
    'payload',
    'wheelbase',
    'dimensions',
    'spanLengthHeight',
    'dimensionsFolded',
    'dimensionsUnfolded',
    'length',
    'rotorSpan',
    'height',
    'material',
    'fuelTank',
    'ipRating',
    'rainProtection',
  ],
  system: ['propulsion', 'engine', 'fuel', 'gnss', 'transmissionRange', 'obstacleAvoidance'],
} as const satisfies Record<string, readonly DroneSpecKey[]>;

export type DroneSpecGroup = keyof typeof droneSpecGroups;
export const droneSpecGroupIds = Object.keys(droneSpecGroups) as DroneSpecGroup[];

/** Spec keys whose label depends on the family: a firefighting payload's "range" is its reach. */
const labelOverrides: Partial<Record<CompareGroup, Record<string, string>>> = {
  firefighting: { range: 'reach', sections: 'compartments' },
  delivery: { sections: 'releasePoints' },
};

/** catalogue.json key of a spec's label. */
export function specLabelKey(group: CompareGroup, key: string): string {
  return `catalogue:specs.${labelOverrides[group]?.[key] ?? key}`;
}

/** One figure of a product by its spec key, wherever the product's data keeps it. */
export function productFigure(product: CatalogueProduct, key: string): Figure | undefined {
  switch (product.family) {
    case 'drones': {
      const { headline, figures } = product.drone;
      if (key === 'maxTakeoffWeight' || key === 'payload' || key === 'range') return headline[key];
      return (figures as unknown as Record<string, Figure | undefined>)[key];
    }
    case 'payloads':
      return (product.payload.specs as unknown as Record<string, Figure | undefined>)[key];
    case 'groundStations': {
      const { specs, detailedSpecs } = product.station;
      return (
        (specs as unknown as Record<string, Figure | undefined>)[key] ??
        (detailedSpecs as unknown as Record<string, Figure | undefined>)[key]
      );
    }
  }
}

/** The rows of a payload's or station's specification, in the order the family lists them. */
export const specKeysByGroup: Record<Exclude<CompareGroup, 'drones'>, readonly string[]> = {
  sensors: [
    'totalPixel',
    'opticalZoom',
    'resolution',
    'thermalResolution',
    'thermalLens',
    'storage',
    'weight',
  ],
  firefighting: [
    'type',
    'netWeight',
    'totalWeight',
    'range',
    'pressure',
    'hoseDiameter',
    'hoseLength',
    'sections',
    'pullingForce',
    'camera',
    'luminousFlux',
    'power',
    'powerSupply',
    'material',
  ],
  delivery: ['capacity', 'weight', 'lineLength', 'sections', 'motor', 'powerSupply'],
  groundStations: [
    'batteryLife',
    'weight',
    'controlRange',
    'channels',
    'frequency',
    'rfPower',
    'antenna',
    'display',
    'processor',
    'graphics',
    'memory',
    'storage',
    'interface',
    'batteryCapacity',
    'chargingPort',
    'dimensions',
    'operatingTemp',
  ],
};

/**
 * The rows of the comparison. Drones compare on what matters across series; a row the chosen
 * products all lack is dropped when the table is drawn.
 */
export const compareKeysByGroup: Record<CompareGroup, readonly string[]> = {
  drones: [
    'maxTakeoffWeight',
    'payload',
    'flightTime',
    'flightTimeFullPayload',
    'range',
    'maxSpeed',
    'cruiseSpeed',
    'ceiling',
    'windResistance',
    'windResistanceCruise',
    'operatingTemp',
    'propulsion',
    'transmissionRange',
    'ipRating',
  ],
  ...specKeysByGroup,
};

/**
 * The key figures a listing card shows, those of these the product has. A drone card shows
 * the listing specs of docs/requirements/catalogue.md (flightTime, payload, windResistance) on
 * every model, then range, take-off weight and speed, which the listings filter on.
 */
export const cardKeysByGroup: Record<CompareGroup, readonly string[]> = {
  drones: ['flightTime', 'payload', 'windResistance', 'range', 'maxTakeoffWeight', 'maxSpeed'],
  sensors: ['totalPixel', 'opticalZoom', 'resolution', 'weight'],
  firefighting: ['type', 'netWeight', 'range', 'totalWeight', 'luminousFlux'],
  delivery: ['capacity', 'weight', 'lineLength', 'sections'],
  groundStations: ['batteryLife', 'weight', 'controlRange'],
};

/**
 * A drone's speed for comparison and filtering: its maximum speed, or the speed envelope a
 * multirotor states instead (filters read its top).
 */
export function droneCompareFigure(product: CatalogueProduct, key: string): Figure | undefined {
  const figure = productFigure(product, key);
  if (figure || product.family !== 'drones' || key !== 'maxSpeed') return figure;
  return product.drone.figures.speedRange;
}

/**
 * A figure as a listing card shows it: a multirotor that states a speed envelope (1–16 m/s)
 * shows its top as the maximum speed, the number the speed filter compares.
 */
export function cardFigure(product: CatalogueProduct, key: string): Figure | undefined {
  const figure = droneCompareFigure(product, key);
  if (key === 'maxSpeed' && figure && 'kind' in figure && figure.kind === 'range') {
    return productFigure(product, key) ?? { value: figure.max, unit: figure.unit };
  }
  return figure;
}
