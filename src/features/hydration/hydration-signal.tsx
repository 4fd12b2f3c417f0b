import { useEffect } from 'react';

/**
 * Renders nothing, and calls `onHydrated` once the Suspense boundary it stands in has hydrated
 * (or rendered): React runs a boundary's effects only when it commits its content.
 */
export function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}
