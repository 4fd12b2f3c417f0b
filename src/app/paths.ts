import type { CategorySlug, DroneSeries } from '../catalogue/categories.ts';
import type { DroneSlug } from '../catalogue/drone-models.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * The one place that knows how a URL is spelled. Components call these builders; none writes
 * a path by hand.
 */
export const solutions = ['inspection', 'firefighting', 'logistics'] as const;
export type Solution = (typeof solutions)[number];

export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

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
}

/** The query parameter that carries a comparison's products, comma-separated. */
export const compareItemsParameter = 'items';

export const paths = {
  home: (lang: Language) => `/${lang}`,
  solution: (lang: Language, solution: Solution) => `/${lang}/${solution}`,
  products: (lang: Language) => `/${lang}/products`,
  category: (lang: Language, category: CategorySlug) => `/${lang}/products/${category}`,
  model: (lang: Language, series: DroneSeries, slug: DroneSlug) =>
    `/${lang}/products/${series}/${slug}`,
  /** A product that has no page of its own, at its card in its listing. */
  productInListing: (lang: Language, category: CategorySlug, slug: string) =>
    `/${lang}/products/${category}#${encodeURIComponent(slug)}`,
  /** The side-by-side comparison; with no products it invites the visitor to choose some. */
  compare: (lang: Language, slugs: readonly string[] = []) =>
    `/${lang}/products/compare${
      slugs.length > 0
        ? `?${compareItemsParameter}=${slugs.map((slug) => encodeURIComponent(slug)).join(',')}`
        : ''
    }`,
  about: (lang: Language) => `/${lang}/about`,
  contact: (lang: Language, prefill: ContactPrefill = {}) => {
    const query = new URLSearchParams();
    if (prefill.product) query.set('product', prefill.product);
    if (prefill.intent) query.set('intent', prefill.intent);
    if (prefill.document) query.set('document', prefill.document);
    const search = query.toString();
    return `/${lang}/contact${search ? `?${search}` : ''}`;
  },
  legal: (lang: Language, document: LegalDocument) => `/${lang}/${document}`,
};

/** A path with its language prefix replaced: what the language switch links to. */
export function withLanguage(pathname: string, lang: Language): string {
  const rest = pathname.replace(/^\/(en|zh)(?=\/|$)/, '');
  return `/${lang}${rest === '/' ? '' : rest}`;
}
