import { useState } from 'react';

/** A choice made on the page, and the URL that records it a moment later. */
export interface HeldChoice<T> {
  /** The URL's choice, as a key. */
  urlKey: string;
  shown: T;
  /** The keys of the choices made here whose URL has not arrived yet, oldest first. */
  written: readonly string[];
}

export function heldFromUrl<T>(urlKey: string, fromUrl: T): HeldChoice<T> {
  return { urlKey, shown: fromUrl, written: [] };
}

export function withChoice<T>(choice: HeldChoice<T>, key: string, shown: T): HeldChoice<T> {
  // Choosing what the URL already says, with nothing on its way, changes no URL: nothing to
  // wait for.
  if (key === choice.urlKey && choice.written.length === 0) return heldFromUrl(key, shown);
  return { ...choice, shown, written: [...choice.written, key] };
}

export function withUrl<T>(choice: HeldChoice<T>, urlKey: string, fromUrl: T): HeldChoice<T> {
  const landed = choice.written.indexOf(urlKey);
  // An earlier choice of ours arrived; a later one is still on its way and stays shown.
  if (landed >= 0 && landed < choice.written.length - 1) {
    return { ...choice, urlKey, written: choice.written.slice(landed + 1) };
  }
  return heldFromUrl(urlKey, fromUrl);
}

/**
 * A choice the page answers at once while the URL records it a moment later: a tab, the
 * compare selection (docs/decisions/088). Until the URL catches up, the choice held here wins:
 * otherwise a ticked box would flick back to unticked in between. That holds too when an
 * earlier choice reaches the URL after a later one was made (End then Home on the tabs, two
 * quick ticks, on a busy phone). Another URL (back, forward, a link) is the truth again,
 * unless it equals a choice of ours still on its way.
 *
 * Returns the choice to show, and `hold` for one just made, before the caller writes it to
 * the URL.
 */
export function useHeldChoice<T>(
  fromUrl: T,
  keyOf: (choice: T) => string,
): [shown: T, hold: (choice: T) => void] {
  const urlKey = keyOf(fromUrl);
  const [choice, setChoice] = useState(() => heldFromUrl(urlKey, fromUrl));
  let { shown } = choice;
  if (choice.urlKey !== urlKey) {
    const next = withUrl(choice, urlKey, fromUrl);
    setChoice(next);
    shown = next.shown;
  }
  return [shown, (next) => setChoice((before) => withChoice(before, keyOf(next), next))];
}
