import { useState } from 'react';
import { afterNextPaint } from '../hydration/next-task.ts';
import { compareLimit } from './listing-url.ts';

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
 * and the bar answer the click from the choice held here (a listing's bar in the render after
 * the box's); the URL, and the render of the page it causes, follow once that answer is painted
 * (docs/decisions/088). Until the URL catches up, the choice held here wins: otherwise a
 * ticked box would flick back to unticked in between. That holds too when an earlier choice
 * reaches the URL after a later one was made (two quick ticks on a busy phone). A fourth
 * product is refused with a message, never swapped in silently.
 */
export function useCompare(
  fromUrl: readonly string[],
  commit: (next: readonly string[]) => void,
): CompareControls {
  const urlKey = fromUrl.join(',');
  // `written`: the choices made here whose URL has not arrived yet, oldest first.
  const [state, setState] = useState<{
    urlKey: string;
    selected: readonly string[];
    written: readonly string[];
  }>({ urlKey, selected: fromUrl, written: [] });
  const [refused, setRefused] = useState<string | undefined>(undefined);
  let selected = state.selected;
  if (state.urlKey !== urlKey) {
    const landed = state.written.indexOf(urlKey);
    if (landed >= 0 && landed < state.written.length - 1) {
      // An earlier choice of ours arrived; a later one is still on its way and stays shown.
      setState({ ...state, urlKey, written: state.written.slice(landed + 1) });
    } else {
      // The URL moved on (our last choice landed, or back/forward): it is the truth again.
      setState({ urlKey, selected: fromUrl, written: [] });
      selected = fromUrl;
    }
  }
  const choose = (next: readonly string[]) => {
    setRefused(undefined);
    setState((held) => ({ urlKey, selected: next, written: [...held.written, next.join(',')] }));
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
