import type { CategorySlug } from './categories.ts';
import type { Drone } from './drone-schema.ts';
import type { GroundStation } from './ground-station-schema.ts';
import type { Facet } from './listing-facets.ts';
import type { Payload } from './payload-schema.ts';

/** What a payload's texts and card say of an aircraft that carries it. */
export type Carrier = Pick<Drone, 'slug' | 'series' | 'name' | 'payloads'>;

/**
 * The products a page renders from, with the same helpers whether it holds the whole catalogue
 * (the build, the editor, the head builder) or one page's slice of it (src/generated/slices:
 * the products the page shows and those their texts name, so a listing does not download
 * every family; docs/decisions/066). Each list keeps the catalogue's order.
 */
export interface Catalogue {
  drones: readonly Drone[];
  payloads: readonly Payload[];
  groundStations: readonly GroundStation[];
  /** Every aircraft that carries one of `payloads`: "fits the ZS-VT15 and ZS-VT30". */
  carriers: readonly Carrier[];
  /** The filters of the listings it serves, with their products' values (listing-facets.ts). */
  facets: Partial<Record<CategorySlug, readonly Facet[]>>;
}
