import type { CategorySlug } from '../../catalogue/categories.ts';
import type { GroundStation } from '../../catalogue/ground-stations.ts';
import { deviceWeight } from '../../catalogue/payload-weight.ts';
import {
  valueIn,
  type ConditionKey,
  type Figure,
  type Quantity,
  type Unit,
} from '../../catalogue/quantity.ts';
import {
  bandHolds,
  type Band,
  type BandFacet,
  type Facet,
} from '../../catalogue/listing-facets.ts';
import type { CatalogueProduct } from './catalogue-products.ts';
import { droneCompareFigure } from './spec-rows.ts';

/**
 * A filter by numeric bands, as defined; its facet (catalogue/listing-facets.ts) is what the
 * listing receives. A test holds every product's `spec` figure to the filter's `condition`.
 */
export interface BandFilter extends Pick<
  BandFacet,
  'kind' | 'id' | 'unit' | 'bounds' | 'spec' | 'condition'
> {
  bands: readonly Band[];
  value(product: CatalogueProduct): number | undefined;
}

/** A filter on a property with named values, such as a payload's category. */
export interface OptionFilter {
  kind: 'options';
  id: string;
  options: readonly string[];
  value(product: CatalogueProduct): string | undefined;
}

export type ListingFilter = BandFilter | OptionFilter;

/** A figure as one number in `unit`: a range counts by its top, "at least 4 h" as 4 h. */
function numberIn(figure: Figure | undefined, unit: Unit): number | undefined {
  if (!figure) return undefined;
  if (!('kind' in figure)) return valueIn(figure, unit);
  if (figure.kind === 'range') return valueIn({ value: figure.max, unit: figure.unit }, unit);
  return undefined;
}

/** A band filter on a number `value` reads from each product, in the filter's unit. */
function bandFilter(
  id: string,
  unit: Unit,
  bounds: BandFilter['bounds'],
  bands: readonly Band[],
  value: BandFilter['value'],
): BandFilter {
  return { kind: 'bands', id, unit, bounds, bands, value };
}

/** A band filter on one figure of the products, read in the filter's unit. */
function figureFilter(
  id: string,
  unit: Unit,
  bounds: BandFilter['bounds'],
  bands: readonly Band[],
  options: { spec?: string; condition?: ConditionKey } = {},
): BandFilter {
  const spec = options.spec ?? id;
  return {
    ...bandFilter(id, unit, bounds, bands, (product) =>
      numberIn(droneCompareFigure(product, spec), unit),
    ),
    spec,
    ...(options.condition ? { condition: options.condition } : {}),
  };
}

function quantityValue(quantity: Quantity | undefined, unit: Unit): number | undefined {
  return quantity ? valueIn(quantity, unit) : undefined;
}

/** Bands "under a", "a–b", …, "z or more" from the cut points, as most required bands read. */
function lowerBands(cuts: readonly number[]): Band[] {
  const bands: Band[] = [{ id: `under-${cuts[0]}`, max: cuts[0] }];
  for (let i = 1; i < cuts.length; i += 1) {
    bands.push({ id: `${cuts[i - 1]}-${cuts[i]}`, min: cuts[i - 1], max: cuts[i] });
  }
  bands.push({ id: `${cuts.at(-1)}-plus`, min: cuts.at(-1) });
  return bands;
}

/** Bands "up to a", "a–b", …, "over z": used where the spec names a band by its top. */
function upperBands(cuts: readonly number[], open = true): Band[] {
  const bands: Band[] = [{ id: `up-to-${cuts[0]}`, max: cuts[0] }];
  for (let i = 1; i < cuts.length; i += 1) {
    bands.push({ id: `${cuts[i - 1]}-${cuts[i]}`, min: cuts[i - 1], max: cuts[i] });
  }
  if (open) bands.push({ id: `over-${cuts.at(-1)}`, min: cuts.at(-1) });
  return bands;
}

/** A band filter on one of a ground station's listing figures (its `specs`), read in `unit`. */
function stationFilter(
  id: keyof GroundStation['specs'],
  unit: Unit,
  bounds: BandFilter['bounds'],
  bands: readonly Band[],
): BandFilter {
  return bandFilter(id, unit, bounds, bands, (p) =>
    p.family === 'groundStations' ? quantityValue(p.station.specs[id], unit) : undefined,
  );
}

const stationFilters: ListingFilter[] = [
  // The requirements name these bands "3 h, 4-5 h, 6-8 h, up to 20 h"; the cut points sit between
  // them so a 3.5 h or 5.5 h station still lands in the nearest band.
  stationFilter('batteryLife', 'h', 'upper', [
    { id: '3h', max: 3.5, labelKey: 'about3h' },
    { id: '4-5h', min: 3.5, max: 5.5, labelKey: 'hours4to5' },
    { id: '6-8h', min: 5.5, max: 8.5, labelKey: 'hours6to8' },
    { id: 'up-to-20h', min: 8.5, max: 20, labelKey: 'upTo20h' },
  ]),
  stationFilter('weight', 'kg', 'lower', [
    { id: 'ultra-light', max: 1, labelKey: 'ultraLight' },
    { id: '1-5', min: 1, max: 5 },
    { id: '5-10', min: 5, max: 10 },
    { id: '10-plus', min: 10 },
  ]),
  stationFilter('controlRange', 'km', 'upper', [
    { id: 'short', max: 20, labelKey: 'range5to20' },
    { id: 'standard', min: 20, max: 50, labelKey: 'standardRange' },
    { id: 'long', min: 50, max: 80, labelKey: 'longRange' },
  ]),
];

/**
 * The Filters panel of each listing: the required bands where the spec gives them (multirotor,
 * tandem, delivery, firefighting, ground stations) and bands derived from the catalogue for
 * VTOL, all payloads and sensors. docs/decisions/006-catalogue-listings-and-compare.md.
 */
export const listingFilters: Record<CategorySlug, readonly ListingFilter[]> = {
  // No flight-time filter: the spec gives VTOL endurance under different loads (none, 5 kg,
  // 40 kg), so bands would compare unlike figures; range is stated alike for all five.
  vtol: [
    figureFilter('maxTakeoffWeight', 'kg', 'lower', lowerBands([50, 100])),
    figureFilter('payload', 'kg', 'lower', lowerBands([10, 30])),
    figureFilter('range', 'km', 'lower', lowerBands([400, 800])),
  ],
  multirotor: [
    figureFilter('wheelbase', 'mm', 'lower', lowerBands([500, 1000, 2000])),
    figureFilter('maxTakeoffWeight', 'kg', 'lower', lowerBands([5, 25, 50])),
    figureFilter('payload', 'kg', 'lower', lowerBands([3, 10, 20])),
    figureFilter('flightTime', 'min', 'lower', lowerBands([30, 45, 60]), {
      condition: 'noPayload',
    }),
    figureFilter('maxSpeed', 'kmh', 'lower', lowerBands([60, 90, 120])),
  ],
  tandem: [
    figureFilter('maxTakeoffWeight', 'kg', 'lower', lowerBands([400, 500, 600])),
    figureFilter('payload', 'kg', 'lower', lowerBands([150, 200, 250])),
    figureFilter('flightTime', 'h', 'lower', lowerBands([4, 6, 8])),
    bandFilter(
      'size',
      'm',
      'lower',
      [
        { id: '3-4', min: 3, max: 4 },
        { id: '4-5', min: 4, max: 5 },
        { id: '5-plus', min: 5 },
      ],
      (p) => {
        if (p.family !== 'drones') return undefined;
        const { length, dimensions } = p.drone.figures;
        if (length) return valueIn(length, 'm');
        const first = dimensions?.values[0];
        return first === undefined || !dimensions
          ? undefined
          : valueIn({ value: first, unit: dimensions.unit }, 'm');
      },
    ),
  ],
  Payloads: [
    {
      kind: 'options',
      id: 'type',
      options: ['sensors', 'firefighting', 'delivery'],
      value: (p) => (p.family === 'payloads' ? p.payload.category : undefined),
    },
    bandFilter('deviceWeight', 'kg', 'lower', lowerBands([2, 5, 10]), (p) =>
      p.family === 'payloads' ? valueIn(deviceWeight(p.payload), 'kg') : undefined,
    ),
  ],
  sensors: [
    {
      kind: 'options',
      id: 'imaging',
      options: ['thermal', 'visible'],
      value: (p) =>
        p.family === 'payloads' && p.payload.category === 'sensors'
          ? p.payload.specs.thermalResolution
            ? 'thermal'
            : 'visible'
          : undefined,
    },
    figureFilter('opticalZoom', 'times', 'upper', upperBands([10, 20])),
    figureFilter('weight', 'g', 'lower', lowerBands([800])),
  ],
  firefighting: [
    figureFilter('netWeight', 'kg', 'upper', upperBands([8, 12])),
    figureFilter('reach', 'm', 'upper', upperBands([30, 40, 50], false), { spec: 'range' }),
  ],
  delivery: [
    figureFilter('weight', 'kg', 'lower', lowerBands([2, 5])),
    figureFilter('capacity', 'kg', 'upper', upperBands([5, 10, 50])),
  ],
  GroundStation: [
    {
      kind: 'options',
      id: 'stationKind',
      options: ['fixed', 'portable'],
      value: (p) => (p.family === 'groundStations' ? p.station.kind : undefined),
    },
    ...stationFilters,
  ],
  Station: stationFilters,
  portable: stationFilters,
};

/**
 * A listing's filters as data, with each of `products`' values and each band's or option's
 * count: what the listing's slice of the catalogue carries (catalogue-slices.ts), so the
 * browser filters without this module.
 */
export function listingFacets(
  category: CategorySlug,
  products: readonly CatalogueProduct[],
): Facet[] {
  return listingFilters[category].map((filter): Facet => {
    if (filter.kind === 'options') {
      const values = valuesOf(products, (product) => filter.value(product));
      return {
        kind: 'options',
        id: filter.id,
        options: filter.options.map((id) => ({
          id,
          count: Object.values(values).filter((value) => value === id).length,
        })),
        values,
      };
    }
    const values = valuesOf(products, (product) => filter.value(product));
    return {
      kind: 'bands',
      id: filter.id,
      unit: filter.unit,
      bounds: filter.bounds,
      bands: filter.bands.map((band) => ({
        ...band,
        count: Object.values(values).filter((value) => bandHolds(filter, band, value)).length,
      })),
      ...(filter.spec ? { spec: filter.spec } : {}),
      ...(filter.condition ? { condition: filter.condition } : {}),
      values,
    };
  });
}

function valuesOf<T>(
  products: readonly CatalogueProduct[],
  read: (product: CatalogueProduct) => T | undefined,
): Record<string, T> {
  const values: Record<string, T> = {};
  for (const product of products) {
    const value = read(product);
    if (value !== undefined) values[product.slug] = value;
  }
  return values;
}
