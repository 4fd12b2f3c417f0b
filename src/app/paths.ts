import type { CategorySlug, DroneSeries } from '../catalogue/categories.ts';
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

export interface ContactPrefill {
  product?: string;
  intent?: ContactIntent;
}

export const paths = {
  home: (lang: Language) => `/${lang}`,
  solution: (lang: Language, solution: Solution) => `/${lang}/${solution}`,
  products: (lang: Language) => `/${lang}/products`,
  category: (lang: Language, category: CategorySlug) => `/${lang}/products/${category}`,
  model: (lang: Language, series: DroneSeries, slug: string) =>
    `/${lang}/products/${series}/${slug}`,
  about: (lang: Language) => `/${lang}/about`,
  contact: (lang: Language, prefill: ContactPrefill = {}) => {
    const query = new URLSearchParams();
    if (prefill.product) query.set('product', prefill.product);
    if (prefill.intent) query.set('intent', prefill.intent);
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
