import type { CategorySlug } from '../../catalogue/categories.ts';
import { compareParameter } from '../../routing/paths.ts';
import { listingFilters, type FilterState } from './listing-filters.ts';

/** SPEC §9: at most three products side by side. */
export const compareLimit = 3;

/**
 * The products chosen for comparison in a URL: known slugs only, each once, in the order they
 * were chosen, at most `compareLimit` (a hand-edited URL cannot exceed it).
 */
export function readCompareSelection(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  const chosen = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => allowed.includes(slug));
  return [...new Set(chosen)].slice(0, compareLimit);
}

/** The query of a listing showing `filters` with `compare` ticked, in a stable order. */
export function listingSearch(
  category: CategorySlug,
  filters: FilterState,
  compare: readonly string[],
): string {
  const query = new URLSearchParams();
  for (const filter of listingFilters[category]) {
    for (const id of filters[filter.id] ?? []) query.append(filter.id, id);
  }
  if (compare.length > 0) query.set(compareParameter, compare.join(','));
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}
