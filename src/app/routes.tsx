import { redirect, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import { languages, type Language } from '../i18n/languages.ts';
import { sitePages, type PageRef } from '../routing/site-pages.ts';
import type { PageRefHandle } from '../routing/use-page-ref.ts';
import { PageLoadError } from './layout/page-load-error.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { Redirecting } from './layout/redirecting.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { resolveRedirect } from './redirects.ts';

/** What a route knows about the page it shows; read by the head, the prerender and the pages. */
export interface PageHandle extends PageRefHandle {
  namespaces: readonly string[];
}

/** The environment-specific work the routes ask for: the browser fetches, the prerender has all. */
export interface RouteEnvironment {
  /** Makes the language current and its namespaces available before the page renders. */
  prepare(lang: Language, namespaces: readonly string[]): Promise<void>;
  /** The visitor's language for a URL without a prefix (SPEC §4 detection order). */
  chooseLanguage(): Language;
  /** The fragment of the current URL, which a redirect must keep; servers never see it. */
  currentHash(): string;
}

type PageComponentModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * Each screen's module in src/pages/, which exports the component named like the file
 * (home-page.tsx → HomePage). The router loads it as one lazy chunk (SPEC §2: pages load on
 * demand), and the prerender preloads that chunk by its source, named from the project root as
 * Vite's manifest names it, so hydration never waits for it.
 */
const pageFiles: Record<PageRef['kind'], string> = {
  home: 'home-page.tsx',
  solution: 'solution-page.tsx',
  products: 'products-overview-page.tsx',
  category: 'category-listing-page.tsx',
  model: 'model-detail-page.tsx',
  compare: 'compare-page.tsx',
  about: 'about-page.tsx',
  contact: 'contact-page.tsx',
  legal: 'legal-page.tsx',
};

// One lazy import per file, so the path in pageFiles is the only place a screen's file is named.
const pageImports = import.meta.glob<Record<string, unknown>>('../pages/*-page.tsx');

function componentName(file: string): string {
  return file
    .replace(/\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function pageModule(kind: PageRef['kind']): PageComponentModule {
  const file = pageFiles[kind];
  const load = pageImports[`../pages/${file}`];
  if (!load) throw new Error(`src/pages/${file} (the ${kind} screen) does not exist`);
  return () =>
    load().then((module) => {
      const Component = module[componentName(file)];
      if (typeof Component !== 'function') {
        throw new Error(`src/pages/${file} does not export ${componentName(file)}`);
      }
      return { Component: Component as React.ComponentType };
    });
}

const pageModules = Object.fromEntries(
  Object.keys(pageFiles).map((kind) => [kind, pageModule(kind as PageRef['kind'])]),
) as Record<PageRef['kind'], PageComponentModule>;

/** The source of each screen's module, for the prerender. */
export const pageModuleSources = Object.fromEntries(
  Object.entries(pageFiles).map(([kind, file]) => [kind, `src/pages/${file}`]),
) as Record<PageRef['kind'], string>;

/** The translation namespaces each screen reads; the prerender inlines exactly these. */
export function namespacesFor(page: PageRef): readonly string[] {
  switch (page.kind) {
    case 'home':
      // The optical modules are catalogue products, named and labelled in catalogue.json.
      return ['common', 'pages', 'home', 'catalogue'];
    case 'solution':
      // /inspection is the home screen again (SPEC §2), so it reads what the home page reads.
      return page.solution === 'inspection'
        ? ['common', 'pages', 'home', 'catalogue']
        : ['common', 'pages', 'solutions', 'catalogue'];
    case 'about':
      return ['common', 'pages', 'about'];
    case 'contact':
      return ['common', 'pages', 'contact', 'contactForm'];
    case 'legal':
      return ['common', 'pages', 'legal'];
    case 'products':
    case 'category':
    case 'model':
    case 'compare':
      return ['common', 'pages', 'catalogue'];
  }
}

/**
 * React Router keeps a route whose lazy() rejected marked as "not loaded yet" and renders
 * nothing below the layout, so SPEC §8's "Error loading component" would never appear.
 * Resolving with a component that rethrows the load error lets the route's errorElement show it.
 */
function withLoadErrorShown(load: PageComponentModule): PageComponentModule {
  return () =>
    load().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));
}

/**
 * The loaders only make translations ready, which a change of query cannot affect. Skipping
 * them when only the query changes (listing filters, compare choices, the products tab) keeps
 * those updates instant, without the full-screen "Loading..." of a page change.
 */
function onlyOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function pageModuleFor(page: PageRef): PageComponentModule {
  return pageModules[page.kind];
}

function languageRoutes(lang: Language, env: RouteEnvironment): RouteObject {
  const redirectWithin = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const target = resolveRedirect(url.pathname, url.search, () => lang);
    return redirect(target?.location ?? `/${lang}`);
  };
  return {
    id: lang,
    path: `/${lang}`,
    // /EN/about is not the English about page: the catch-all sends it to /en/about.
    caseSensitive: true,
    element: <SiteLayout lang={lang} />,
    errorElement: <PageLoadError />,
    HydrateFallback: PageLoading,
    loader: () => env.prepare(lang, ['common']).then(() => null),
    shouldRevalidate: onlyOnNewPath,
    children: [
      ...sitePages.map(({ subpath, page }): RouteObject => {
        const namespaces = namespacesFor(page);
        return {
          id: `${lang}:${subpath || 'home'}`,
          ...(subpath ? { path: subpath } : { index: true }),
          // Case matters: /products/groundstation redirects to /products/GroundStation.
          caseSensitive: true,
          handle: { page, namespaces } satisfies PageHandle,
          loader: () => env.prepare(lang, namespaces).then(() => null),
          shouldRevalidate: onlyOnNewPath,
          lazy: withLoadErrorShown(pageModules[page.kind]),
          errorElement: <PageLoadError />,
        };
      }),
      { id: `${lang}:unknown`, path: '*', loader: redirectWithin },
    ],
  };
}

/**
 * THE route table: every path of SPEC §2 under each language prefix, the bare root, and the
 * catch-all that adds a missing prefix. Redirect rules live in redirects.ts, shared with the
 * server.
 */
export function createRoutes(env: RouteEnvironment): RouteObject[] {
  const addPrefix = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const target = resolveRedirect(url.pathname, url.search, () => env.chooseLanguage());
    return redirect(`${target?.location ?? '/'}${env.currentHash()}`);
  };
  return [
    ...languages.map((lang) => languageRoutes(lang, env)),
    { id: 'unprefixed', path: '*', loader: addPrefix, HydrateFallback: Redirecting },
  ];
}
