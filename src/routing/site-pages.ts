import { categories, type CategorySlug, type DroneSeries } from '../catalogue/categories.ts';
import { droneModels, type DroneSlug } from '../catalogue/drone-models.ts';
import { languages, type Language } from '../i18n/languages.ts';

export const solutions = ['inspection', 'firefighting', 'logistics'] as const;
export type Solution = (typeof solutions)[number];

export const legalDocuments = ['privacy', 'terms'] as const;
export type LegalDocument = (typeof legalDocuments)[number];

/**
 * Every screen of docs/requirements/routes.md as data. The router, the prerender list and the
 * sitemap are all generated from this table and the catalogue, so a new model or listing appears
 * everywhere at once.
 */
export type PageRef =
  | { kind: 'home' }
  | { kind: 'solution'; solution: Solution }
  | { kind: 'products' }
  | { kind: 'category'; category: CategorySlug }
  | { kind: 'model'; series: DroneSeries; slug: DroneSlug }
  | { kind: 'compare' }
  | { kind: 'finder' }
  | { kind: 'about' }
  | { kind: 'contact' }
  | { kind: 'legal'; document: LegalDocument };

/**
 * THE place a page's URL is spelled: its path under the language prefix, '' for the home page.
 * The route table, canonical links, the sitemap and every link builder go through it.
 */
export function pageSubpath(page: PageRef): string {
  switch (page.kind) {
    case 'home':
      return '';
    case 'solution':
      return page.solution;
    case 'products':
      return 'products';
    case 'category':
      return `products/${page.category}`;
    case 'model':
      return `products/${page.series}/${page.slug}`;
    case 'compare':
      // Which products it shows is in the query (paths.compare), so one prerendered page
      // serves every comparison.
      return 'products/compare';
    case 'finder':
      // The mission is in the query too (paths.finder): one page serves every mission.
      return 'products/finder';
    case 'about':
      return 'about';
    case 'contact':
      return 'contact';
    case 'legal':
      return page.document;
  }
}

/** A page's path in one language. */
export function pagePath(lang: Language, page: PageRef): string {
  const subpath = pageSubpath(page);
  return subpath ? `/${lang}/${subpath}` : `/${lang}`;
}

export interface SitePage {
  /** Path under the language prefix, without it: '' for the home page (see pageSubpath). */
  subpath: string;
  page: PageRef;
}

const pageRefs: readonly PageRef[] = [
  { kind: 'home' },
  ...solutions.map((solution) => ({ kind: 'solution', solution }) as const),
  { kind: 'products' },
  ...categories.map(({ slug }) => ({ kind: 'category', category: slug }) as const),
  ...droneModels.map(({ series, slug }) => ({ kind: 'model', series, slug }) as const),
  // The comparison chosen from a listing's compare bar.
  { kind: 'compare' },
  // Every aircraft ranked against a mission the visitor states.
  { kind: 'finder' },
  { kind: 'about' },
  { kind: 'contact' },
  ...legalDocuments.map((document) => ({ kind: 'legal', document }) as const),
];

export const sitePages: readonly SitePage[] = pageRefs.map((page) => ({
  subpath: pageSubpath(page),
  page,
}));

/** The page whose URL is canonical for `page`: /inspection is the home screen again. */
function canonicalPage(page: PageRef): PageRef {
  return page.kind === 'solution' && page.solution === 'inspection' ? { kind: 'home' } : page;
}

/** The URL a page is canonical at. */
export function canonicalPath(lang: Language, page: PageRef): string {
  return pagePath(lang, canonicalPage(page));
}

/**
 * Pages search engines should not index: a comparison is a view of other pages chosen by the
 * visitor, so it is kept out of the sitemap and marked noindex (docs/decisions/006).
 */
export function isIndexable(page: PageRef): boolean {
  return page.kind !== 'compare';
}

/** The pages the sitemap lists: indexable ones at their canonical URL, each once. */
export function sitemapPages(): PageRef[] {
  return pageRefs.filter(
    (page) => isIndexable(page) && pageSubpath(canonicalPage(page)) === pageSubpath(page),
  );
}

/** Every prerendered URL: each page in each language. */
export function allPagePaths(): string[] {
  return languages.flatMap((lang) => sitePages.map(({ page }) => pagePath(lang, page)));
}
