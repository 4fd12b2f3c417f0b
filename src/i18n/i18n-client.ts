import i18next, { type i18n } from 'i18next';
import LanguageDetector, { type DetectorOptions } from 'i18next-browser-languagedetector';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { chineseTypesetting } from './chinese-typesetting.ts';
import { i18nStateElementId, sharedI18nOptions, type InlinedI18nState } from './i18n-options.ts';
import {
  languageCookie,
  languageCookieDays,
  languageQueryParameter,
  languageStorageKey,
} from './languages.ts';
import { LazyHttpBackend } from './lazy-http-backend.ts';

/** SPEC §4: the loader's detection order and where the choice is cached. */
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

/** SPEC §7 and §9: where bundles come from and how failed reads are retried. */
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

/**
 * Starts i18next in the browser. With inlined state (a prerendered page) the language is the
 * page's own and its namespaces are already present; without it (the bare root, dev mode) the
 * detector chooses.
 */
export async function initClientI18n(initial: InlinedI18nState | undefined): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend).use(LanguageDetector).use(initReactI18next).use(chineseTypesetting);
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
    document.documentElement.dir = instance.dir(lng);
  });
  const inlinedNamespaces = initial ? Object.keys(initial.resources[initial.lng] ?? {}) : [];
  await instance.init<HttpBackendOptions>({
    ...sharedI18nOptions,
    ...loaderLimits,
    ...(initial ? { lng: initial.lng, resources: initial.resources } : {}),
    partialBundledLanguages: true,
    ns: inlinedNamespaces.length > 0 ? inlinedNamespaces : ['common'],
    detection: detectionOptions,
    backend: backendOptions,
  });
  return instance;
}

/** Loads namespaces of a language that are not in memory yet (navigations, language switch). */
export function ensureNamespaces(
  instance: i18n,
  lng: string,
  namespaces: readonly string[],
): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(lng, ns));
  if (missing.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    instance.services.backendConnector.load([lng], missing, (error: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    });
  });
}
