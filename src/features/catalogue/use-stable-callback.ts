import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of fixed identity that calls the latest `callback`: handed to memoised parts, it
 * lets them skip a render when only the callback's closure changed (a listing's cards, when one
 * compare box is ticked).
 */
export function useStableCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
): (...args: Args) => void {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
