import { useCallback, useSyncExternalStore } from 'react';

/** The storage key read by the inline script in index.html before first paint. */
export const themeStorageKey = 'theme';

const listeners = new Set<() => void>();

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The dark flag of docs/requirements/product.md (starts false). The class on <html> is the source
 * of truth because the pre-paint script sets it; the server snapshot is light so hydration always
 * matches the prerendered HTML, and React re-renders with the real value right after.
 */
export function useTheme() {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = useCallback(() => {
    const next = !isDark();
    document.documentElement.classList.toggle('dark', next);
    try {
      localStorage.setItem(themeStorageKey, next ? 'dark' : 'light');
    } catch {
      // Private windows may refuse storage; the theme still applies for this page view.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return { dark, toggle };
}
