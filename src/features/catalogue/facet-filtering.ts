import { bandHolds, type Facet } from '../../catalogue/listing-facets.ts';
import type { Unit } from '../../catalogue/quantity.ts';
import { compareParameter } from '../../routing/paths.ts';

/** Which bands or options are ticked, per filter id. Empty means the filter is off. */
export type FilterState = Record<string, readonly string[]>;

function choices(facet: Facet): string[] {
  return facet.kind === 'bands'
    ? facet.bands.map((band) => band.id)
    : facet.options.map((o) => o.id);
}

/** Reads the ticked bands from the URL, ignoring anything the listing does not offer. */
export function readFilterState(facets: readonly Facet[], search: URLSearchParams): FilterState {
  const state: FilterState = {};
  for (const facet of facets) {
    const known = choices(facet);
    const chosen = [...new Set(search.getAll(facet.id))].filter((id) => known.includes(id));
    if (chosen.length > 0) state[facet.id] = chosen;
  }
  return state;
}

/** Whether a product passes one filter: any ticked band or option of it matches. */
function passesFacet(facet: Facet, chosen: readonly string[], slug: string): boolean {
  if (chosen.length === 0) return true;
  if (facet.kind === 'options') {
    const value = facet.values[slug];
    return value !== undefined && chosen.includes(value);
  }
  const value = facet.values[slug];
  if (value === undefined) return false;
  return facet.bands.some((band) => chosen.includes(band.id) && bandHolds(facet, band, value));
}

/** The products that pass every filter (bands of one filter are alternatives: OR; filters: AND). */
export function applyFilters<T extends { slug: string }>(
  facets: readonly Facet[],
  products: readonly T[],
  state: FilterState,
): T[] {
  return products.filter((product) =>
    facets.every((facet) => passesFacet(facet, state[facet.id] ?? [], product.slug)),
  );
}

/**
 * The unit each figure is filtered in on a listing ({ maxSpeed: 'kmh' }), so cards can show a
 * figure the way the filter compares it.
 */
export function filterUnits(facets: readonly Facet[]): Partial<Record<string, Unit>> {
  const units: Partial<Record<string, Unit>> = {};
  for (const facet of facets) {
    if (facet.kind === 'bands' && facet.spec) units[facet.spec] = facet.unit;
  }
  return units;
}

/** The query of a listing showing `filters` with `compare` ticked, in a stable order. */
export function listingSearch(
  facets: readonly Facet[],
  filters: FilterState,
  compare: readonly string[],
): string {
  const query = new URLSearchParams();
  for (const facet of facets) {
    for (const id of filters[facet.id] ?? []) query.append(facet.id, id);
  }
  if (compare.length > 0) query.set(compareParameter, compare.join(','));
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}
