import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: what a live region should say while the
 * visitor types, so a screen reader reads the ranking once typing pauses, not at every key.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
