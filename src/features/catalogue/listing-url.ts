/** At most three products side by side (docs/requirements/constants.md). */
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
