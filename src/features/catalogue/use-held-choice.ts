import { useEffect, useState } from 'react';

/** A choice made on the page, and its key: what the URL says once it records it. */
interface Written<T> {
  key: string;
  choice: T;
}

/** The choices made here whose URL the page has not shown yet. */
export interface HeldChoices<T> {
  /**
   * The URL's key when the first of them was made: until the URL moves on from it, they are on
   * their way.
   */
  from: string;
  /** Oldest first. */
  written: readonly Written<T>[];
}

export const nothingHeld: HeldChoices<never> = { from: '', written: [] };

/**
 * What the page shows while the URL says `urlKey` (`fromUrl`): the latest choice made here
 * while the URL is where it was when the choices began, or shows one of them (an earlier one
 * arriving after a later one was made); otherwise the URL, which changed for another reason
 * (back, forward, a link).
 */
export function shownChoice<T>(held: HeldChoices<T>, urlKey: string, fromUrl: T): T {
  const latest = held.written.at(-1);
  if (!latest) return fromUrl;
  const onItsWay = urlKey === held.from || held.written.some(({ key }) => key === urlKey);
  return onItsWay ? latest.choice : fromUrl;
}

/** `held` with one more choice, made while the page showed the URL `urlKey`. */
export function withChoice<T>(
  held: HeldChoices<T>,
  urlKey: string,
  key: string,
  choice: T,
): HeldChoices<T> {
  const { from, written } = afterUrl(held, urlKey);
  if (written.length > 0) return { from, written: [...written, { key, choice }] };
  // Choosing what the URL already says, with nothing on its way, changes no URL: nothing to
  // wait for.
  return key === urlKey ? nothingHeld : { from: urlKey, written: [{ key, choice }] };
}

/** `held` once the page has shown the URL `urlKey`: less what it has recorded. */
export function afterUrl<T>(held: HeldChoices<T>, urlKey: string): HeldChoices<T> {
  if (held.written.length === 0 || urlKey === held.from) return held;
  const landed = held.written.findIndex(({ key }) => key === urlKey);
  // The last choice arrived, or the URL went elsewhere.
  if (landed < 0 || landed === held.written.length - 1) return nothingHeld;
  return { from: urlKey, written: held.written.slice(landed + 1) };
}

/**
 * A choice the page answers at once while the URL records it a moment later: a tab, the
 * compare selection (docs/decisions/088). Until the URL catches up, the choice held here wins:
 * otherwise a ticked box would flick back to unticked in between. That holds too when an
 * earlier choice reaches the URL after a later one was made (End then Home on the tabs, two
 * quick ticks, on a busy phone). Another URL (back, forward, a link) is the truth again,
 * unless it equals a choice of ours still on its way.
 *
 * What is shown is worked out from the held choices and the URL of each render; the held
 * choices learn a URL only once a render showing it has been committed. A render may see a
 * URL that is never committed (the router's update is a transition that a tick interrupts),
 * and a tick's render then still sees the older one: had the held state learnt the newer URL
 * in that render, the tick's render would take the older URL for another one and drop the
 * tick (docs/decisions/104).
 *
 * Returns the choice to show, and `hold` for one just made, before the caller writes it to
 * the URL.
 */
export function useHeldChoice<T>(
  fromUrl: T,
  keyOf: (choice: T) => string,
): [shown: T, hold: (choice: T) => void] {
  const urlKey = keyOf(fromUrl);
  const [held, setHeld] = useState<HeldChoices<T>>(nothingHeld);
  // Only a committed render's URL is known to have arrived: learnt here, after the commit, and
  // never while rendering. The state changes only when one of ours arrived or the URL went
  // elsewhere, and shows the same choice either way: the render it causes changes nothing.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setHeld((current) => afterUrl(current, urlKey));
  }, [urlKey]);
  return [
    shownChoice(held, urlKey, fromUrl),
    (choice) => setHeld((current) => withChoice(current, urlKey, keyOf(choice), choice)),
  ];
}
