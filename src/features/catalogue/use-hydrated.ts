import { startTransition, useEffect, useState } from 'react';

/** Set once the prerendered page has hydrated: screens mounted later render for real at once. */
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML, true from a render right after. The
 * prerender cannot know the query string, so anything drawn from it (filters, compare choices,
 * the products tab) must first render as the prerender did — the full, unfiltered list — or
 * hydration would fail. The second render runs as a transition, in slices the browser can
 * interrupt, rather than in one long task (docs/decisions/022); a screen reached by client-side
 * navigation has nothing to match and renders its real state from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
