import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nContext } from './i18n-provider.tsx';
import { missingTextArrived, textMissed } from './i18n-options.ts';

/** One translated part of the page (a useTranslation call), as a store React listens to. */
interface TranslatedPart {
  subscribe(listener: () => void): () => void;
  /** Changes when the part's text may have: a new language, or text it lacked arriving. */
  textState(): number;
  /** `t` that lays its misses at this part's door. */
  attribute(fixed: TFunction): TFunction;
  /** Text this part asked for in vain has arrived. */
  textArrived(): void;
}

/** What an instance has reported that translated parts depend on, and who is listening. */
interface TextChanges {
  /** Bumped by a language change, which renders every part again. */
  revision: number;
  listeners: Set<() => void>;
  /** The part whose `t` is running, so that a miss is laid at its door. */
  translating?: TranslatedPart;
  /**
   * Parts that asked for text the page does not hold yet, until it arrives; `undefined` for a
   * miss outside any part's `t`, whose arrival renders every part again, to be safe.
   */
  missed: Set<TranslatedPart | undefined>;
}

const changesByInstance = new WeakMap<I18n, TextChanges>();

function notifyAll(changes: TextChanges): void {
  changes.revision += 1;
  changes.listeners.forEach((listener) => listener());
}

/**
 * One set of listeners per instance for every translated part, rather than one per part.
 * Arriving text renders only the parts that lacked it: when search opens, its dialog asks for
 * keys the page does not hold, and rendering the whole page again as they arrived cost a
 * 50–110 ms frame while the visitor typed (docs/decisions/066).
 */
function textChangesOf(i18n: I18n): TextChanges {
  let changes = changesByInstance.get(i18n);
  if (!changes) {
    const created: TextChanges = { revision: 0, listeners: new Set(), missed: new Set() };
    i18n.on('languageChanged', () => notifyAll(created));
    i18n.on(textMissed, () => created.missed.add(created.translating));
    i18n.on(missingTextArrived, () => {
      const missed = [...created.missed];
      created.missed.clear();
      for (const part of missed) {
        if (part) part.textArrived();
        else notifyAll(created);
      }
    });
    changesByInstance.set(i18n, created);
    changes = created;
  }
  return changes;
}

function translatedPart(changes: TextChanges): TranslatedPart {
  let arrivals = 0;
  let listening: (() => void) | undefined;
  const part: TranslatedPart = {
    subscribe(listener) {
      listening = listener;
      changes.listeners.add(listener);
      // The part stays among those that missed: StrictMode unsubscribes and subscribes again
      // at once in development, and the set is emptied when the text arrives anyway.
      return () => {
        changes.listeners.delete(listener);
        listening = undefined;
      };
    },
    // Both counts only grow, so their sum changes whenever either does.
    textState: () => changes.revision + arrivals,
    attribute(fixed) {
      // Children that are handed this `t` render with it too: their misses are this part's.
      return ((...args: Parameters<TFunction>) => {
        const outer = changes.translating;
        changes.translating = part;
        try {
          return fixed(...args);
        } finally {
          changes.translating = outer;
        }
      }) as TFunction;
    },
    textArrived() {
      arrivals += 1;
      listening?.();
    },
  };
  return part;
}

/**
 * `t` for `namespace` (keys of others are named with their namespace, "common:nav.home") in
 * `lng`, or in i18next's current language; rendered again when the language changes or text
 * its render lacked arrives. Namespaces not loaded yet are loaded, and `ready` is false until
 * they are.
 *
 * This is the part of react-i18next's useTranslation the site uses, without its Suspense mode,
 * key prefixes, HOCs and <Trans>, which every page paid for in its start-up JavaScript
 * (docs/decisions/066).
 */
export function useTranslation(
  namespace: string | readonly string[],
  lng?: string,
): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(I18nContext);
  if (!i18n) {
    throw new Error('A translated part of the page renders without an I18nProvider above it.');
  }
  const key = typeof namespace === 'string' ? namespace : namespace.join(',');
  const namespaces = useMemo(() => key.split(','), [key]);
  const changes = textChangesOf(i18n);
  const part = useMemo(() => translatedPart(changes), [changes]);
  const textState = useSyncExternalStore(part.subscribe, part.textState, part.textState);
  const language = lng ?? i18n.language;
  const ready = namespaces.every((ns) => i18n.hasLoadedNamespace(ns, { lng: language }));
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    const loaded = () => mounted && setLoads((count) => count + 1);
    if (lng === undefined) {
      void i18n.loadNamespaces(namespaces, loaded);
    } else {
      // The page's own language, which may not be i18next's current one while it switches.
      for (const ns of namespaces) {
        const known = i18n.options.ns;
        if (Array.isArray(known) && !known.includes(ns)) known.push(ns);
      }
      void i18n.loadLanguages(lng, loaded);
    }
    return () => {
      mounted = false;
    };
  }, [i18n, lng, namespaces, ready]);
  const t = useMemo(
    () => part.attribute(i18n.getFixedT(language, namespaces[0] ?? null)),
    // A change or a load gives a new `t`, so memoised parts render the new text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [part, i18n, language, namespaces, textState, loads],
  );
  return { t, i18n, ready };
}
