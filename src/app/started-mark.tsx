import { useEffect } from 'react';

/**
 * The performance mark set once the page is live: its first render, or its hydration, has
 * committed. The browser tests wait for it; a visitor's own measurements may read it too.
 */
export const startedMark = 'site-started';

/**
 * Sets `startedMark` from an effect at the root, which React runs once the whole tree has
 * committed: the page hydrates in one pass, with no Suspense boundary left to hydrate later
 * (docs/decisions/066). Renders nothing, so it adds nothing to the prerendered markup.
 */
export function StartedMark(): null {
  useEffect(() => {
    if (performance.getEntriesByName(startedMark).length === 0) performance.mark(startedMark);
  }, []);
  return null;
}
