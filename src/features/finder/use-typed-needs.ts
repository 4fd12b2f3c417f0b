import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import {
  missionNeedNames,
  missionQuery,
  type MissionNeedName,
} from '../../routing/mission-query.ts';
import { typedNeedsOf, type TypedNeeds } from '../../routing/mission-needs.ts';

/**
 * How long typing pauses before the URL follows: a URL write per keystroke re-renders the
 * router's tree, and Safari refuses a page more than 100 history writes in 30 s.
 */
const urlDelayMs = 300;

interface TypedState {
  /** The mission in the URL when this state last agreed with it. */
  seen: string;
  typed: TypedNeeds;
  /** The queries this page wrote that the URL has not shown yet, oldest first. */
  written: string[];
  /** A keystroke waits for its URL write: the visitor's boxes win over any URL meanwhile. */
  pending: boolean;
}

/**
 * What the visitor has typed. The URL holds it, so a mission can be shared and survives a
 * reload; but the boxes read this state, which changes at once, and the URL follows when typing
 * pauses (`write`). The state goes back to the URL when the URL changes for another reason: the
 * prerendered page showing a shared mission once hydrated, the back button, "Start again".
 *
 * `shown` is the URL's query as the page may use it (empty while it hydrates), `live` the
 * URL's query as it is: a keystroke in the moment between the two builds on the live one, so
 * it cannot wipe a shared mission. What was typed before the page hydrated is in the boxes of
 * `form` and is taken over once it has.
 */
export function useTypedNeeds({
  shown,
  live,
  form,
  write,
}: {
  shown: URLSearchParams;
  live: URLSearchParams;
  form: RefObject<HTMLFormElement | null>;
  write: (typed: TypedNeeds) => void;
}) {
  const fromUrl = typedNeedsOf(shown);
  const urlKey = missionQuery(fromUrl);
  const [state, setState] = useState<TypedState>({
    seen: urlKey,
    typed: fromUrl,
    written: [],
    pending: false,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  let typed = state.typed;
  if (state.seen !== urlKey) {
    const ours = state.written.indexOf(urlKey);
    if (ours >= 0) {
      setState({ ...state, seen: urlKey, written: state.written.slice(ours + 1) });
    } else if (state.pending) {
      setState({ ...state, seen: urlKey });
    } else {
      setState({ seen: urlKey, typed: fromUrl, written: [], pending: false });
      typed = fromUrl;
    }
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const liveTyped = typedNeedsOf(live);
  // Nothing is being written, yet the boxes differ from the URL: the page has hydrated and
  // not shown the URL's mission yet. A keystroke then builds on the URL's.
  const base =
    !state.pending && state.written.length === 0 && missionQuery(typed) !== missionQuery(liveTyped)
      ? liveTyped
      : typed;

  const apply = (next: TypedNeeds) => {
    setState((current) => ({ ...current, typed: next, pending: true }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState((current) => ({
        ...current,
        written: [...current.written, missionQuery(next)],
        pending: false,
      }));
      write(next);
    }, urlDelayMs);
    return next;
  };

  // Once, when the page has hydrated: boxes the visitor typed in before, which React keeps on
  // screen but would reset to the state at its next render.
  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    const typedEarly = missionNeedNames.flatMap((name) => {
      const element = elements.namedItem(name);
      const value =
        element instanceof HTMLInputElement || element instanceof HTMLSelectElement
          ? element.value
          : '';
      return value !== '' && value !== liveTyped[name] ? [[name, value] as const] : [];
    });
    if (typedEarly.length > 0) {
      startTransition(() => {
        apply({ ...liveTyped, ...Object.fromEntries(typedEarly) });
      });
    }
    // Only the boxes as the prerendered page left them matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    typed,
    /** One box changed; returns the needs as they are now. */
    type: (need: MissionNeedName, value: string) => apply({ ...base, [need]: value }),
    /** "Start again": empty boxes at once, whatever write is still pending. */
    clear: () => {
      clearTimeout(timer.current);
      const empty = typedNeedsOf(new URLSearchParams());
      setState((current) => ({
        ...current,
        typed: empty,
        written: [...current.written, ''],
        pending: false,
      }));
    },
  };
}
