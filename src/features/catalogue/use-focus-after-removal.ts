import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a "remove" button removes its own product (WCAG 2.4.3): the button
 * gone with it would leave focus on the page's body, and a keyboard user at its start. Once
 * `items` no longer holds the product, focus moves to the remove button now in the same place
 * (the next product's), or to the one before when the last was removed, or to `fallback` when
 * none is left. The buttons carry `data-remove-button` inside the element `container` is
 * attached to.
 */
export function useFocusAfterRemoval<C extends HTMLElement, F extends HTMLElement>(
  items: readonly string[],
) {
  const container = useRef<C>(null);
  const fallback = useRef<F>(null);
  const pending = useRef<{ slug: string | undefined; at: number } | undefined>(undefined);
  const key = items.join(',');

  // Before paint, so the focus ring never shows on the body in between. The list may change
  // a render or two after the click (the choice travels through the URL).
  useLayoutEffect(() => {
    const removal = pending.current;
    if (!removal || (removal.slug !== undefined && key.split(',').includes(removal.slug))) return;
    pending.current = undefined;
    const buttons = container.current?.querySelectorAll<HTMLElement>('[data-remove-button]');
    const next = buttons?.[Math.min(removal.at, buttons.length - 1)];
    (next ?? fallback.current)?.focus();
  }, [key]);

  /** Call as the product at `at` among the remove buttons is removed; no slug for "all". */
  const removing = (slug: string | undefined, at = 0) => {
    pending.current = { slug, at };
  };
  return { containerRef: container, fallbackRef: fallback, removing };
}
