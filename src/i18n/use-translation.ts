import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { I18nContext } from './i18n-provider.tsx';
import { textChangeEvents } from './i18n-options.ts';

/** How often an instance has reported a change its texts depend on, and who is listening. */
interface TextChanges {
  revision: number;
  listeners: Set<() => void>;
}

const changesByInstance = new WeakMap<I18n, TextChanges>();

/** One listener per instance for every translated part, rather than one per part. */
function textChangesOf(i18n: I18n): TextChanges {
  let changes = changesByInstance.get(i18n);
  if (!changes) {
    const created: TextChanges = { revision: 0, listeners: new Set() };
    i18n.on(textChangeEvents, () => {
      created.revision += 1;
      created.listeners.forEach((listener) => listener());
    });
    changesByInstance.set(i18n, created);
    changes = created;
  }
  return changes;
}

/**
 * `t` for `namespace` (keys of others are named with their namespace, "common:nav.home") in
 * `lng`, or in i18next's current language; rendered again when the language changes or text a
 * render lacked arrives (textChangeEvents). Namespaces not loaded yet are loaded, and `ready` is
 * false until they are.
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
  const subscribe = useCallback(
    (listener: () => void) => {
      changes.listeners.add(listener);
      return () => void changes.listeners.delete(listener);
    },
    [changes],
  );
  const revision = useSyncExternalStore(
    subscribe,
    () => changes.revision,
    () => changes.revision,
  );
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
    () => i18n.getFixedT(language, namespaces[0] ?? null),
    // A change or a load gives a new `t`, so memoised parts render the new text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, namespaces, revision, loads],
  );
  return { t, i18n, ready };
}
