import type { ConditionKey, Unit } from './quantity.ts';

/*
 * A listing's filters as data: what its Filters panel shows, and each product's value under
 * each filter, read when the site is built (features/catalogue/listing-filters.ts holds the
 * filters themselves). A listing filters and counts from these, so a visitor's browser needs
 * none of the code that reads figures for every listing (docs/decisions/066).
 */

/**
 * A numeric band. `min` and `max` are in the filter's unit; which end is inclusive is the
 * filter's `bounds`. A band with a `labelKey` has a name of its own (the required "standard",
 * "ultra-light"); the others are labelled from their numbers.
 */
export interface Band {
  id: string;
  min?: number;
  max?: number;
  labelKey?: string;
}

export interface BandFacet {
  kind: 'bands';
  id: string;
  unit: Unit;
  /** "lower": a band holds min ≤ x < max; "upper": min < x ≤ max. */
  bounds: 'lower' | 'upper';
  /** Each band with the number of the listing's products it holds. */
  bands: readonly (Band & { count: number })[];
  /** The spec key the filter reads, where it reads one figure (cards show it in `unit`). */
  spec?: string;
  /** What the compared figures all hold under ("noPayload"), shown with the filter's label. */
  condition?: ConditionKey;
  /** Each product's value in `unit`, by slug; a product without one is in no band. */
  values: Readonly<Record<string, number>>;
}

export interface OptionFacet {
  kind: 'options';
  id: string;
  /** Each option with the number of the listing's products that have it. */
  options: readonly { id: string; count: number }[];
  values: Readonly<Record<string, string>>;
}

export type Facet = BandFacet | OptionFacet;

/** Whether `value` lies in `band`, with the ends the filter's `bounds` include. */
export function bandHolds(
  { bounds }: Pick<BandFacet, 'bounds'>,
  band: Band,
  value: number,
): boolean {
  const aboveMin =
    band.min === undefined || (bounds === 'lower' ? value >= band.min : value > band.min);
  const belowMax =
    band.max === undefined || (bounds === 'lower' ? value < band.max : value <= band.max);
  return aboveMin && belowMax;
}
