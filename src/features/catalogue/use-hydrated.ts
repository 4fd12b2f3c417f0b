import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

/** Set once the prerendered page has hydrated: screens mounted later render for real at once. */
let pageHydrated = false;

const noSubscription = () => () => undefined;

/**
 * False while the prerendered HTML hydrates, true from the render after it; a component
 * mounted by a client-side navigation is true from the start. React gives a component the
 * server's snapshot while it hydrates and renders it again at once with the browser's, so this
 * holds in a part of the page that hydrates later than the rest (docs/decisions/090), where a
 * page-wide flag would already read true and draw what the prerender did not. The components
 * that ask are small (a box, a button), so that second render is short.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    pageHydrated = true;
  }, []);
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
  // An empty query is always the same object: the first render after hydration (a compare
  // tick) would otherwise hand the screen a new, equally empty one, and every part memoised on
  // what derives from it would render again, the filters panel fetching its code in the tick.
  return pageHydrated && searchParams.size > 0 ? searchParams : noQuery;
}
