/** At most three products side by side (docs/requirements/constants.md). */
export const compareLimit = 3;

/**
 * The products chosen for comparison in a URL: known slugs only, each once, in the order they
 * were chosen, at most `compareLimit` (a hand-edited URL cannot exceed it). A slug is known
 * whatever its case, as a model page's address is: a link retyped or lower-cased on its way
 * ("zs-vt15") still shows the comparison.
 */
export function readCompareSelection(value: string | null, allowed: readonly string[]): string[] {
  if (!value) return [];
  const known = new Map(allowed.map((slug) => [slug.toLowerCase(), slug]));
  const chosen = value
    .split(',')
    .map((slug) => known.get(slug.trim().toLowerCase()))
    .filter((slug) => slug !== undefined);
  return [...new Set(chosen)].slice(0, compareLimit);
}
