import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterHydration } from '../hydration/hydration-turn.tsx';

/** Set once the prerendered page has hydrated: screens mounted later render for real at once. */
let pageHydrated = false;

/**
 * False while React hydrates the prerendered HTML, true from a render right after. That render
 * runs as a transition, in slices the browser can interrupt, rather than in one long task
 * (docs/decisions/022). A component mounted by a client-side navigation is true from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    let mounted = true;
    void afterHydration().then(() => {
      pageHydrated = true;
      if (mounted) startTransition(() => setHydrated(true));
    });
    return () => {
      mounted = false;
    };
  }, [hydrated]);
  return hydrated;
}

const noQuery = new URLSearchParams();

/**
 * The URL's query, as the screen may use it: empty while the prerendered page hydrates, since
 * the prerender could not know it (the full, unfiltered list), then the real one. A screen
 * renders again after hydrating only when there is a query to show (docs/decisions/022).
 */
export function useHydratedSearchParams(): URLSearchParams {
  const [searchParams] = useSearchParams();
  const [, setShown] = useState(false);
  const mustRenderAgain = !pageHydrated && searchParams.size > 0;
  useEffect(() => {
    let mounted = true;
    void afterHydration().then(() => {
      pageHydrated = true;
      if (mounted && mustRenderAgain) startTransition(() => setShown(true));
    });
    return () => {
      mounted = false;
    };
  }, [mustRenderAgain]);
  return pageHydrated ? searchParams : noQuery;
}
