import { startTransition, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { afterHydration } from '../hydration/hydration-turn.tsx';

/** Set once the prerendered page has hydrated: screens mounted later render for real at once. */
let pageHydrated = false;

/**
 * False while the prerendered HTML hydrates, true from a render after its last turn
 * (docs/decisions/060), as a transition where the renderer slices those (decision 022). A
 * component mounted by a client-side navigation is true from the start.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    return afterHydration(() => {
      pageHydrated = true;
      startTransition(() => setHydrated(true));
    });
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
  useEffect(
    () =>
      afterHydration(() => {
        pageHydrated = true;
        if (mustRenderAgain) startTransition(() => setShown(true));
      }),
    [mustRenderAgain],
  );
  return pageHydrated ? searchParams : noQuery;
}
