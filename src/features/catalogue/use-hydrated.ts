import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true from the render right after. The
 * prerender cannot know the query string, so anything drawn from it (filters, compare choices)
 * must first render as the prerender did — the full, unfiltered list — or hydration would
 * fail; React then renders once more with the URL's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
