import i18next, { type i18n } from 'i18next';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { chineseTypesetting } from './chinese-typesetting.ts';
import {
  i18nStateElementId,
  missingTextArrived,
  sharedI18nOptions,
  textMissed,
  type InlinedI18nState,
} from './i18n-options.ts';
import {
  languageCookie,
  languageCookieDays,
  languageQueryParameter,
  languageStorageKey,
} from './languages.ts';
import { LazyHttpBackend } from './lazy-http-backend.ts';
import { LazyLanguageDetector } from './lazy-language-detector.ts';

/** The loader's detection order and where the choice is cached (docs/requirements/languages.md). */
export const detectionOptions: DetectorOptions = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: languageQueryParameter,
  lookupCookie: languageCookie,
  lookupLocalStorage: languageStorageKey,
  lookupSessionStorage: languageStorageKey,
  caches: ['localStorage', 'cookie'],
  cookieMinutes: languageCookieDays * 24 * 60,
  cookieOptions: { path: '/', sameSite: 'lax' },
};

/** Where bundles come from and how failed reads are retried (docs/requirements/languages.md). */
export const backendOptions: HttpBackendOptions = {
  loadPath: '/locales/{{lng}}/{{ns}}.json',
  addPath: '/locales/add/{{lng}}/{{ns}}',
};

export const loaderLimits = { maxParallelReads: 10, maxRetries: 5, retryTimeout: 350 } as const;

export function readInlinedI18nState(doc: Document = document): InlinedI18nState | undefined {
  const element = doc.getElementById(i18nStateElementId);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as InlinedI18nState;
}

/** Emitted when a render asks for a key the page does not hold (see markMisses). */
const missingTextWanted = 'missingTextWanted';

/** Namespaces held whole, per instance: an inlined namespace holds only its page's keys. */
const wholeNamespaces = new WeakMap<i18n, Set<string>>();

/**
 * A prerendered page carries only the keys its first render reads (docs/decisions/020); the
 * rest of its namespaces is fetched when the visitor starts to use the page. Should a render
 * ask for another key before then (a restored draft's notice, a control used at once), it
 * shows the key for a moment: the miss asks for the namespaces, and the parts that missed
 * render again once they arrive.
 */
function markMisses(instance: i18n): (key: string, defaultValue: unknown) => string {
  let missed = false;
  instance.store.on('added', (lng: string, ns: string) => {
    wholeNamespaces.get(instance)?.add(`${lng}|${ns}`);
    if (!missed) return;
    missed = false;
    instance.emit(missingTextArrived);
  });
  return (key, defaultValue) => {
    // Synchronous, so the translated part whose `t` this is can be told (use-translation.ts).
    instance.emit(textMissed);
    // A render must not start work itself: the request goes out once it is over.
    if (!missed) queueMicrotask(() => instance.emit(missingTextWanted));
    missed = true;
    return typeof defaultValue === 'string' ? defaultValue : key;
  };
}

/** Calls `load` whenever a render has asked for text the page does not hold yet. */
export function onMissingText(instance: i18n, load: () => void): void {
  instance.on(missingTextWanted, load);
}

/**
 * Starts i18next in the browser. With inlined state (a prerendered page) the language is the
 * page's own and its namespaces hold the keys it renders; without it (the bare root, dev mode)
 * the detector chooses.
 */
export async function initClientI18n(initial: InlinedI18nState | undefined): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend).use(LazyLanguageDetector).use(chineseTypesetting);
  instance.on('languageChanged', (lng) => {
    const html = document.documentElement;
    const dir = instance.dir(lng);
    // Only a real change. i18next reports a change when it starts, and assigning `lang` even
    // its own value makes the browser match the stylesheet's :lang() rules again on every
    // element: a style recalculation of the whole page during start-up (10–30 ms on a long
    // listing; docs/decisions/022). The prerendered page already carries both attributes.
    if (html.lang !== lng) html.lang = lng;
    if (html.dir !== dir) html.dir = dir;
  });
  wholeNamespaces.set(
    instance,
    new Set((initial?.wholeNamespaces ?? []).map((ns) => `${initial?.lng ?? ''}|${ns}`)),
  );
  const inlinedNamespaces = initial ? Object.keys(initial.resources[initial.lng] ?? {}) : [];
  const initialized = instance.init<HttpBackendOptions>({
    ...sharedI18nOptions,
    ...loaderLimits,
    ...(initial ? { lng: initial.lng, resources: initial.resources } : {}),
    partialBundledLanguages: true,
    ns: inlinedNamespaces.length > 0 ? inlinedNamespaces : ['common'],
    detection: detectionOptions,
    backend: backendOptions,
  });
  // init creates the store at once and loads later, so every bundle the backend adds is seen;
  // the translator reads this option on each lookup.
  instance.options.parseMissingKeyHandler = markMisses(instance);
  await initialized;
  return instance;
}

/**
 * Makes namespaces of a language whole: before a page that reads them renders (navigations, a
 * language switch), and on the page the visitor landed on once they start to use it. A
 * namespace that is missing is loaded; one that holds only inlined keys is loaded in full.
 */
export function ensureNamespaces(
  instance: i18n,
  lng: string,
  namespaces: readonly string[],
): Promise<void> {
  const whole = wholeNamespaces.get(instance);
  const partial = namespaces.filter((ns) => !whole?.has(`${lng}|${ns}`));
  if (partial.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    instance.services.backendConnector.reload([lng], partial, (error: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    });
  });
}
