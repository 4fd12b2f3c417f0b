import {
  redirect,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { CatalogueProvider } from '../features/catalogue/catalogue-context.tsx';
import { sliceNameOf } from '../features/catalogue/slice-names.ts';
import { isLanguage, languages, type Language } from '../i18n/languages.ts';
import { pageNamespaces } from '../pages/page-namespaces.ts';
import {
  pageKindOf,
  pageKinds,
  pagePath,
  sitePages,
  type PageKind,
  type PageRef,
} from '../routing/site-pages.ts';
import type { PageRefHandle } from '../routing/use-page-ref.ts';
import { PageLoadError } from './layout/page-load-error.tsx';
import { PageLoading } from './layout/page-loading.tsx';
import { Redirecting } from './layout/redirecting.tsx';
import { SiteLayout } from './layout/site-layout.tsx';

/** What a route knows about the page it shows; read by the head, the prerender and the pages. */
export interface PageHandle extends PageRefHandle {
  /** The translation namespaces the page reads (its kind's in src/routing/site-pages.ts). */
  namespaces: readonly string[];
  /** Those its HTML carries whole, not only the keys of its first render. */
  wholeNamespaces: readonly string[];
}

/** The environment-specific work the routes ask for: the browser fetches, the prerender has all. */
export interface RouteEnvironment {
  /** Makes the language current and its namespaces available before the page renders. */
  prepare(lang: Language, namespaces: readonly string[]): Promise<void>;
  /** The visitor's language for a URL without a prefix (docs/requirements/languages.md). */
  chooseLanguage(): Language;
  /** The fragment of the current URL, which a redirect must keep; servers never see it. */
  currentHash(): string;
  /**
   * The catalogue every page renders from, instead of its own slice: the whole catalogue, for
   * the prerender's check that each slice holds what its page shows.
   */
  catalogue?: Catalogue;
}

type PageComponentModule = () => Promise<{ Component: React.ComponentType }>;

// One lazy import per screen, so the registry's `module` is the only place a screen's file is
// named. The router loads it as one lazy chunk (docs/requirements/routes.md: pages load on
// demand), and the prerender preloads that chunk by its source, named from the project root as
// Vite's manifest names it, so hydration never waits for it.
const pageImports = import.meta.glob<Record<string, unknown>>('../pages/*-page.tsx');

function componentName(file: string): string {
  return file
    .replace(/\.tsx$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

function pageModule(kind: PageKind): PageComponentModule {
  const file = pageKinds[kind].module;
  const load = pageImports[`../pages/${file}`];
  if (!load) throw new Error(`src/pages/${file} (the ${kind} screen) does not exist`);
  return () =>
    load().then(async (module) => {
      // What the screen needs before it renders, where it names any (the compare page).
      if (typeof module.ready === 'function') await module.ready();
      const Component = module[componentName(file)];
      if (typeof Component !== 'function') {
        throw new Error(`src/pages/${file} does not export ${componentName(file)}`);
      }
      return { Component: Component as React.ComponentType };
    });
}

const pageModules = Object.fromEntries(
  Object.keys(pageKinds).map((kind) => [kind, pageModule(kind as PageKind)]),
) as Record<PageKind, PageComponentModule>;

// One lazy import per slice of the catalogue (src/features/catalogue/catalogue-slices.ts).
const sliceImports = import.meta.glob<{ catalogue: Catalogue }>('./*.ts', {
  base: '../generated/slices',
});

function sliceFile(page: PageRef): string | undefined {
  const name = sliceNameOf(page);
  return name === undefined ? undefined : `src/generated/slices/${name}.ts`;
}

/**
 * The source of each screen's module, for the prerender's list of a page's code. Marked pure:
 * the browser never reads it, and unmarked, the bundler kept its calls in every page's script.
 */
export const pageModuleSources = /* @__PURE__ */ (() =>
  Object.fromEntries(
    Object.entries(pageKinds).map(([kind, { module }]) => [kind, `src/pages/${module}`]),
  ) as Record<PageKind, string>)();

/** The screen a page shows: its own kind's, or the one its kind says shows it. */
function screenOf(page: PageRef): PageKind {
  return pageKindOf(page).shownAs?.(page) ?? page.kind;
}

/**
 * The sources of the modules that show `page`, for the prerender to preload: its screen's,
 * and its slice of the catalogue where it shows products.
 */
export function pageModuleSource(page: PageRef): string[] {
  const slice = sliceFile(page);
  return [pageModuleSources[screenOf(page)], ...(slice ? [slice] : [])];
}

/** What the route loads before a page shows: the namespaces its screen reads. */
export function namespacesFor(page: PageRef): readonly string[] {
  return pageNamespaces[screenOf(page)];
}

/**
 * React Router keeps a route whose lazy() rejected marked as "not loaded yet" and renders
 * nothing below the layout, so "Error loading component" (docs/requirements/routes.md) would
 * never appear. Resolving with a component that rethrows the load error lets the route's
 * errorElement show it.
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

/**
 * The redirect rules, loaded when a URL is not a page: a prerendered page never needs them to
 * start, and the server answers most such URLs with an HTTP redirect before any HTML. 404.html,
 * where a static host sends them, requests this module with the entry (scripts/prerender.ts);
 * the build fails if `redirectsSource` names no chunk of the manifest.
 */
export const redirectsSource = 'src/app/redirects.ts';
const loadRedirects = () => import('./redirects.ts');

/**
 * The screen of `page`, with its slice of the catalogue around it when it shows products: both
 * modules load side by side, and the page renders from the slice (decision 066).
 */
export function pageModuleFor(page: PageRef, catalogue?: Catalogue): PageComponentModule {
  const screen = pageModules[screenOf(page)];
  const slice = sliceFile(page);
  if (slice === undefined) return screen;
  const loadSlice = catalogue
    ? () => Promise.resolve({ catalogue })
    : sliceImports[`./${slice.split('/').at(-1)}`];
  if (!loadSlice)
    throw new Error(`${slice} (the catalogue of ${pagePath('en', page)}) does not exist`);
  return () =>
    Promise.all([screen(), loadSlice()]).then(([{ Component: Screen }, { catalogue }]) => ({
      Component: function PageWithCatalogue() {
        return (
          <CatalogueProvider catalogue={catalogue}>
            <Screen />
          </CatalogueProvider>
        );
      },
    }));
}

/** The id of a page's route: its language and its path under the prefix. */
function pageRouteId(lang: Language, subpath: string): string {
  return `${lang}:${subpath || 'home'}`;
}

function languageRoutes(lang: Language, env: RouteEnvironment): RouteObject {
  const redirectWithin = async ({ request }: { request: Request }) => {
    const { resolveRedirect } = await loadRedirects();
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
          id: pageRouteId(lang, subpath),
          ...(subpath ? { path: subpath } : { index: true }),
          // Case matters: /products/groundstation redirects to /products/GroundStation.
          caseSensitive: true,
          handle: {
            page,
            namespaces,
            wholeNamespaces: pageKinds[screenOf(page)].wholeNamespaces ?? [],
          } satisfies PageHandle,
          loader: () => env.prepare(lang, namespaces).then(() => null),
          shouldRevalidate: onlyOnNewPath,
          lazy: withLoadErrorShown(pageModuleFor(page, env.catalogue)),
          errorElement: <PageLoadError />,
        };
      }),
      { id: `${lang}:unknown`, path: '*', loader: redirectWithin },
    ],
  };
}

/**
 * THE route table: every path of docs/requirements/routes.md under each language prefix, the bare
 * root, and the catch-all that adds a missing prefix. Redirect rules live in redirects.ts, shared
 * with the server.
 */
export function createRoutes(env: RouteEnvironment): RouteObject[] {
  const addPrefix = async ({ request }: { request: Request }) => {
    const { resolveRedirect } = await loadRedirects();
    const url = new URL(request.url);
    const target = resolveRedirect(url.pathname, url.search, () => env.chooseLanguage());
    return redirect(`${target?.location ?? '/'}${env.currentHash()}`);
  };
  return [
    ...languages.map((lang) => languageRoutes(lang, env)),
    {
      id: 'unprefixed',
      path: '*',
      loader: addPrefix,
      HydrateFallback: Redirecting,
      // The rules' code failed to load (offline): say so rather than React Router's own page.
      errorElement: <PageLoadError />,
    },
  ];
}

/** What a prerendered page hydrates with: its own routes, and how the others join later. */
export interface StartingRoutes {
  /** The router's first table: the page and the home page in each language, the catch-alls. */
  routes: RouteObject[];
  /** The routes the page's URL matches, outermost first, as `matchRoutes` would give them. */
  branch: RouteObject[];
  /** Adds every other route when a navigation leaves the page (React Router's fog of war). */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The table trimmed to the page at `pathname`, found by its route id instead of by matching.
 * Matching the full table compiles a regular expression for each of its some 150 branches;
 * done once to find the page's lazy module and again by the router, that was two of the
 * longest start-up tasks on a phone (docs/decisions/055). The router starts with the page in
 * each language (the language switch leads to its counterpart) and with each language's home
 * page. The home page must be there: a language's layout route matches its own path (/en),
 * which React Router takes for a whole match, so the logo's link showed an empty page instead
 * of adding the table. Every other URL matches a catch-all until the first navigation there,
 * which makes React Router call `patchRoutesOnNavigation` and so adds the rest of the table
 * before it matches.
 * `undefined` when `pathname` is not a page's path exactly as the route table spells it (a
 * trailing slash, an escape, another case): the caller then matches the full table.
 */
export function startingRoutes(
  routes: readonly RouteObject[],
  pathname: string,
): StartingRoutes | undefined {
  const [, prefix = '', ...rest] = pathname.split('/');
  const subpath = rest.join('/');
  if (!isLanguage(prefix) || pathname !== (subpath ? `/${prefix}/${subpath}` : `/${prefix}`)) {
    return undefined;
  }
  const pageIn = (lang: Language) => {
    const languageRoute = routes.find((route) => route.id === lang);
    const children = languageRoute?.children ?? [];
    const page = children.find((route) => route.id === pageRouteId(lang, subpath));
    const home = children.find((route) => route.index);
    if (!languageRoute || languageRoute.index || !page || !home) return undefined;
    const catchAll = children.filter((route) => route.path === '*');
    const kept = [...new Set([page, home, ...catchAll])];
    return { lang, children, page, trimmed: { ...languageRoute, children: kept } };
  };
  const inEach = languages.map(pageIn);
  if (!inEach.every((language) => language !== undefined)) return undefined;
  const own = inEach.find((language) => language.lang === prefix);
  if (!own) return undefined;
  const catchAlls = routes.filter((route) => route.path === '*');
  let patched = false;
  return {
    routes: [...inEach.map(({ trimmed }) => trimmed), ...catchAlls],
    branch: [own.trimmed, own.page],
    patchRoutesOnNavigation({ patch }) {
      if (patched) return;
      patched = true;
      // Routes already in the table (same id) are skipped, so the whole table can be offered.
      patch(null, [...routes]);
      for (const { lang, children } of inEach) patch(lang, children);
    },
  };
}
