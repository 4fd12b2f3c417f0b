import type { InitOptions } from 'i18next';
import { defaultLanguage, languages } from './languages.ts';

/** Options shared by the browser and the prerender, so both resolve text identically. */
export const sharedI18nOptions = {
  supportedLngs: [...languages],
  // Chinese pages never fall back to English: both languages are complete (a test enforces
  // it), and a fallback would make every zh page download the English bundles too.
  // Anything unsupported still resolves to en. See docs/decisions/002-translation-loading.md.
  fallbackLng: (code: string) => (code === 'zh' ? [] : [defaultLanguage]),
  load: 'languageOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  // Every instance also calls .use(chineseTypesetting): src/i18n/chinese-typesetting.ts.
  postProcess: ['chineseTypesetting'],
} satisfies InitOptions;

/**
 * i18next's events after which translated parts render again (use-translation.ts): a new
 * language renders every one; text a render asked for in vain arriving (i18n-client.ts)
 * renders the parts that asked. Bundles loading for later (the rest of a page's namespaces)
 * change nothing shown, so they re-render nothing.
 */
export const missingTextArrived = 'missingTextArrived';
/** Emitted while `t` runs, when it is asked for a key the page does not hold yet. */
export const textMissed = 'textMissed';

export type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** What the prerendered HTML carries so the first render needs no translation fetch. */
export interface InlinedI18nState {
  lng: string;
  /** The keys the page's first render reads, by namespace (docs/decisions/020). */
  resources: Resources;
  /** Namespaces of `resources` that are there whole, so they need no fetch later. */
  wholeNamespaces?: readonly string[];
}

export const i18nStateElementId = 'i18n-state';
