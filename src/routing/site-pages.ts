import { droneModels } from '../catalogue/drone-models.ts';
import { languages, type Language } from '../i18n/languages.ts';
import { pageKindOf, pageKinds, type PageKind, type PageRef } from './page-kinds.ts';

export {
  legalDocuments,
  pageKindOf,
  pageKinds,
  solutions,
  type LegalDocument,
  type PageKind,
  type PageRef,
  type Solution,
} from './page-kinds.ts';

/*
 * The site's pages, listed from the page registry (page-kinds.ts) and the catalogue: the router,
 * the prerender list and the sitemap are all generated from them, so a new model or listing
 * appears everywhere at once.
 */

/** A page's path under the language prefix, '' for the home page. */
export function pageSubpath(page: PageRef): string {
  return pageKindOf(page).path(page);
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

const pageRefs: readonly PageRef[] = (Object.keys(pageKinds) as PageKind[]).flatMap((kind) => {
  const { pages = [{}] } = pageKinds[kind];
  return (typeof pages === 'function' ? pages(droneModels) : pages).map(
    (params) => ({ kind, ...params }) as PageRef,
  );
});

export const sitePages: readonly SitePage[] = pageRefs.map((page) => ({
  subpath: pageSubpath(page),
  page,
}));

/** The page whose URL is canonical for `page`: /inspection is the home screen again. */
function canonicalPage(page: PageRef): PageRef {
  return pageKindOf(page).canonical?.(page) ?? page;
}

/** The URL a page is canonical at. */
export function canonicalPath(lang: Language, page: PageRef): string {
  return pagePath(lang, canonicalPage(page));
}

/** Pages search engines should not index: kept out of the sitemap and marked noindex. */
export function isIndexable(page: PageRef): boolean {
  return pageKindOf(page).indexable !== false;
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
