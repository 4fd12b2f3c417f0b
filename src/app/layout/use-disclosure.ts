import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * For a header menu built on <details>, which opens and closes without JavaScript. Once the
 * page has hydrated it also closes as visitors expect a menu to: after a navigation, on
 * Escape (returning focus to its summary), and on a click or focus outside it.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const closeOnOutside = (event: Event) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    details.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
      details.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return ref;
}
