import { useState } from 'react';
import { afterNextPaint } from '../hydration/next-task.ts';
import { compareLimit } from './listing-url.ts';
import { useHeldChoice } from './use-held-choice.ts';

export interface CompareControls {
  selected: readonly string[];
  /** The product last refused because three were already chosen, for the message. */
  refused: string | undefined;
  toggle(slug: string): void;
  remove(slug: string): void;
  clear(): void;
}

/**
 * The compare selection of a listing. The selection lives in the URL (`fromUrl`, changed
 * through `commit`), so a compared view can be shared and survives the back button. The box
 * and the bar answer the click from the choice held here until the URL catches up
 * (use-held-choice.ts; a listing's bar in the render after the box's); the URL, and the render
 * of the page it causes, follow once that answer is painted (docs/decisions/088). A fourth
 * product is refused with a message, never swapped in silently.
 */
export function useCompare(
  fromUrl: readonly string[],
  commit: (next: readonly string[]) => void,
): CompareControls {
  const [selected, hold] = useHeldChoice(fromUrl, (slugs) => slugs.join(','));
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const choose = (next: readonly string[]) => {
    setRefused(undefined);
    hold(next);
    // Not once the visitor has left the page in that frame (a link, the back button).
    const page = location.pathname;
    afterNextPaint(() => location.pathname === page && commit(next));
  };
  return {
    selected,
    refused,
    toggle(slug) {
      if (selected.includes(slug)) choose(selected.filter((s) => s !== slug));
      else if (selected.length >= compareLimit) setRefused(slug);
      else choose([...selected, slug]);
    },
    remove(slug) {
      choose(selected.filter((s) => s !== slug));
    },
    clear() {
      choose([]);
    },
  };
}
