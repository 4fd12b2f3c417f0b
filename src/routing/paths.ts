import type { CategorySlug, DroneSeries } from '../catalogue/categories.ts';
import type { DroneSlug } from '../catalogue/drone-models.ts';
import type { MissionNeeds } from './mission-query.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { pagePath, type LegalDocument, type Solution } from './site-pages.ts';

export type ContactIntent = 'sales' | 'call' | 'quote' | 'download' | 'custom';

/** What a "download" or "watch video" request asks sales to send. */
export const contactDocuments = ['brochure', 'specs', 'manual', 'video'] as const;
export type ContactDocument = (typeof contactDocuments)[number];

export function isContactDocument(value: unknown): value is ContactDocument {
  return typeof value === 'string' && (contactDocuments as readonly string[]).includes(value);
}

export interface ContactPrefill {
  product?: string;
  intent?: ContactIntent;
  document?: ContactDocument;
  /**
   * The needs stated in the mission finder, for the sales team (issue 33), as the finder reads
   * them (readMissionNeeds), whose order the query keeps.
   */
  mission?: MissionNeeds;
}

/**
 * The query parameter that carries the products chosen for comparison, comma-separated: on a
 * listing (the ticked cards) and on the comparison page alike, so the choice reads the same.
 */
export const compareParameter = 'compare';

/**
 * What the comparison page called it before (`?items=`). Shared links still use it, so the
 * page reads it and rewrites the URL to `compareParameter`.
 */
export const legacyCompareParameter = 'items';

/** The query string that carries a comparison choice, or '' when nothing is chosen. */
export function compareQuery(slugs: readonly string[]): string {
  return slugs.length > 0
    ? `?${compareParameter}=${slugs.map((slug) => encodeURIComponent(slug)).join(',')}`
    : '';
}

/**
 * The links components use; none writes a path by hand. Each page's path comes from
 * pagePath, which the route table uses too; these add what a link carries beyond it.
 */
export const paths = {
  home: (lang: Language) => pagePath(lang, { kind: 'home' }),
  solution: (lang: Language, solution: Solution) => pagePath(lang, { kind: 'solution', solution }),
  products: (lang: Language) => pagePath(lang, { kind: 'products' }),
  category: (lang: Language, category: CategorySlug) =>
    pagePath(lang, { kind: 'category', category }),
  model: (lang: Language, series: DroneSeries, slug: DroneSlug) =>
    pagePath(lang, { kind: 'model', series, slug }),
  /** A product that has no page of its own, at its card in its listing. */
  productInListing: (lang: Language, category: CategorySlug, slug: string) =>
    `${paths.category(lang, category)}#${encodeURIComponent(slug)}`,
  /** The side-by-side comparison; with no products it invites the visitor to choose some. */
  compare: (lang: Language, slugs: readonly string[] = []) =>
    `${pagePath(lang, { kind: 'compare' })}${compareQuery(slugs)}`,
  /** The mission finder; a mission is in its query, which the page itself writes. */
  finder: (lang: Language) => pagePath(lang, { kind: 'finder' }),
  about: (lang: Language) => pagePath(lang, { kind: 'about' }),
  contact: (lang: Language, prefill: ContactPrefill = {}) => {
    const query = new URLSearchParams();
    if (prefill.product) query.set('product', prefill.product);
    if (prefill.intent) query.set('intent', prefill.intent);
    if (prefill.document) query.set('document', prefill.document);
    // Under the finder's own parameter names, so the contact page reads them as the finder
    // does. Written without mission-query.ts, which every page would then download.
    for (const [name, value] of Object.entries(prefill.mission ?? {})) {
      if (value !== undefined) query.set(name, String(value));
    }
    const search = query.toString();
    return `${pagePath(lang, { kind: 'contact' })}${search ? `?${search}` : ''}`;
  },
  legal: (lang: Language, document: LegalDocument) => pagePath(lang, { kind: 'legal', document }),
};

const languagePrefix = new RegExp(`^/(${languages.join('|')})(?=/|$)`);

/** A path with its language prefix replaced: what the language switch links to. */
export function withLanguage(pathname: string, lang: Language): string {
  const rest = pathname.replace(languagePrefix, '');
  return `/${lang}${rest === '/' ? '' : rest}`;
}
