import { categories, type CategorySlug, type DroneSeries } from '../catalogue/categories.ts';
import { droneModels, type DroneSlug } from '../catalogue/drone-models.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { legalDocuments, paths, solutions, type LegalDocument, type Solution } from './paths.ts';

/**
 * Every screen of SPEC §2 as data. The router, the prerender list and the sitemap are all
 * generated from this table and the catalogue, so a new model or listing appears everywhere
 * at once.
 */
export type PageRef =
  | { kind: 'home' }
  | { kind: 'solution'; solution: Solution }
  | { kind: 'products' }
  | { kind: 'category'; category: CategorySlug }
  | { kind: 'model'; series: DroneSeries; slug: DroneSlug }
  | { kind: 'compare' }
  | { kind: 'about' }
  | { kind: 'contact' }
  | { kind: 'legal'; document: LegalDocument };

export interface SitePage {
  /** Path under the language prefix, without it: '' for the home page. */
  subpath: string;
  page: PageRef;
}

export const sitePages: readonly SitePage[] = [
  { subpath: '', page: { kind: 'home' } },
  ...solutions.map((solution) => ({
    subpath: solution,
    page: { kind: 'solution', solution } as const,
  })),
  { subpath: 'products', page: { kind: 'products' } },
  ...categories.map(({ slug }) => ({
    subpath: `products/${slug}`,
    page: { kind: 'category', category: slug } as const,
  })),
  ...droneModels.map(({ series, slug }) => ({
    subpath: `products/${series}/${slug}`,
    page: { kind: 'model', series, slug } as const,
  })),
  // The comparison chosen from a listing's compare bar; which products it shows is in the
  // query (?items=…), so one prerendered page serves every comparison.
  { subpath: 'products/compare', page: { kind: 'compare' } },
  { subpath: 'about', page: { kind: 'about' } },
  { subpath: 'contact', page: { kind: 'contact' } },
  ...legalDocuments.map((document) => ({
    subpath: document,
    page: { kind: 'legal', document } as const,
  })),
];

/** The URL a page is canonical at. /inspection is the home screen again, so it defers to /. */
export function canonicalPath(lang: Language, page: PageRef): string {
  switch (page.kind) {
    case 'home':
      return paths.home(lang);
    case 'solution':
      return page.solution === 'inspection'
        ? paths.home(lang)
        : paths.solution(lang, page.solution);
    case 'products':
      return paths.products(lang);
    case 'category':
      return paths.category(lang, page.category);
    case 'model':
      return paths.model(lang, page.series, page.slug);
    case 'compare':
      return paths.compare(lang);
    case 'about':
      return paths.about(lang);
    case 'contact':
      return paths.contact(lang);
    case 'legal':
      return paths.legal(lang, page.document);
  }
}

export function pagePath(lang: Language, sitePage: SitePage): string {
  return sitePage.subpath ? `/${lang}/${sitePage.subpath}` : `/${lang}`;
}

/**
 * Pages search engines should not index: a comparison is a view of other pages chosen by the
 * visitor, so it is kept out of the sitemap and marked noindex (docs/decisions/006).
 */
export function isIndexable(page: PageRef): boolean {
  return page.kind !== 'compare';
}

/** Every prerendered URL: each page in each language. */
export function allPagePaths(): string[] {
  return languages.flatMap((lang) => sitePages.map((sitePage) => pagePath(lang, sitePage)));
}
