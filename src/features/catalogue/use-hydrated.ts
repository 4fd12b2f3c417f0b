import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Set once the prerendered page has hydrated: screens mounted later render for real at once. */
let pageHydrated = false;

/**
 * False while the prerendered HTML hydrates, true from the render after it, which runs as a
 * transition so React slices it like the hydration itself (docs/decisions/022, 066). A component
 * mounted by a client-side navigation is true from the start.
 *
 * The page hydrates in one pass, with no Suspense boundary left to hydrate later (decision 066):
 * so once any component's effect runs, every component has hydrated, and the module-wide flag
 * cannot make a part still hydrating render differently from its prerendered markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const noQuery = new URLSearchParams();

/**
 * The URL's query, as the screen may use it: empty while the prerendered page hydrates, since
 * the prerender could not know it (the full, unfiltered list), then the real one, in a
 * transition. A screen renders again after hydrating only when there is a query to show
 * (docs/decisions/022).
 */
export function useHydratedSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const [, setShown] = useState(false);
  const mustRenderAgain = !pageHydrated && searchParams.size > 0;
  useEffect(() => {
    pageHydrated = true;
    if (mustRenderAgain) startTransition(() => setShown(true));
  }, [mustRenderAgain]);
  return pageHydrated ? searchParams : noQuery;
}
