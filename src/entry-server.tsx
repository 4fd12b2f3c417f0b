import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { pageHead, renderHeadHtml } from './app/head/page-head.ts';
import { PageLoadErrorMessage } from './app/layout/page-load-error-message.tsx';
import { PageLoading } from './app/layout/page-loading.tsx';
import { createRoutes, type PageHandle } from './app/routes.tsx';
import { fullCatalogue } from './features/catalogue/full-catalogue.ts';
import { findDrone } from './features/catalogue/catalogue-products.ts';
import { videoCspSources, videosIn, type VideoCspSources } from './catalogue/product-videos.ts';
import {
  pageSearchAttributes,
  type ElementAttributes,
} from './features/catalogue/product-search-attributes.ts';
import { siteConfig } from './config/site-config.ts';
import { sliceNameOf } from './features/catalogue/slice-names.ts';
import { chineseTypesetting } from './i18n/chinese-typesetting.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { sharedI18nOptions, type Resources } from './i18n/i18n-options.ts';
import { keyRecorder, pickKeys } from './i18n/key-recorder.ts';
import { defaultLanguage, isLanguage, type Language } from './i18n/languages.ts';

export { allPagePaths, canonicalPath, sitemapPages } from './routing/site-pages.ts';
export { pageModuleSource, redirectsSource } from './app/routes.tsx';

export type RenderResult =
  | {
      kind: 'page';
      lang: Language;
      html: string;
      head: string;
      /**
       * The translations the browser needs to hydrate this page: every key its first render
       * reads, by namespace, and nothing else (docs/decisions/020).
       */
      inlinedResources: Record<string, Record<string, unknown>>;
      /** Namespaces of inlinedResources that are there whole. */
      wholeNamespaces: readonly string[];
      page: PageHandle['page'];
      /**
       * What the search index records about the products the page shows, by the id of the
       * element that names each (product-search-attributes.ts): added to the indexed copy only.
       */
      searchAttributes: ElementAttributes;
      /** What the page's CSP allows beyond this origin: the hosts of the videos it shows. */
      videoSources: VideoCspSources;
    }
  | { kind: 'redirect'; location: string };

// The prerender runs with every translation in memory: nothing to fetch, nothing to detect.
const environment = {
  prepare: async () => {},
  chooseLanguage: () => defaultLanguage,
  currentHash: () => '',
};
const handler = createStaticHandler(createRoutes(environment));
// The same pages rendered from the whole catalogue rather than their slices: what each page
// shows must come out the same, or its slice lacks a product (catalogue-slices.ts).
const wholeCatalogueHandler = createStaticHandler(
  createRoutes({ ...environment, catalogue: fullCatalogue }),
);

/**
 * An i18next holding `bundles` for one language. A key they lack would show as a raw key in
 * the browser, so it is collected here and fails the build instead. With `recorder`, it notes
 * every key it finds a text for.
 */
async function createI18n(
  lang: Language,
  bundles: Record<string, Record<string, unknown>>,
  namespaces: readonly string[],
  recorder?: ReturnType<typeof keyRecorder>,
) {
  const missing: string[] = [];
  const instance = createInstance().use(chineseTypesetting);
  if (recorder) instance.use(recorder.plugin);
  await instance.init({
    ...sharedI18nOptions,
    ...recorder?.options,
    lng: lang,
    ns: [...namespaces],
    resources: { [lang]: bundles },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, ns, key) => missing.push(`${lang}/${ns}:${key}`),
  });
  return { instance, missing };
}

/**
 * React's static rendering: it waits for everything the tree needs before it writes any markup,
 * where renderToString would write a suspended part's fallback (docs/decisions/066).
 */
async function renderStatic(element: ReactNode): Promise<string> {
  // Every Suspense boundary written in place: by default React moves a boundary met after
  // 12.8 KB of a page to the end, to be put in place by an inline script, which the CSP
  // forbids and a browser without JavaScript never runs (the parts a page hydrates when the
  // visitor comes near, docs/decisions/090).
  const { prelude } = await prerender(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return new Response(prelude).text();
}

function renderBody(
  i18n: I18n,
  context: StaticHandlerContext,
  from: ReturnType<typeof createStaticHandler> = handler,
): Promise<string> {
  const router = createStaticRouter(from.dataRoutes, context);
  return renderStatic(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        {/* hydrate={false}: no inline script (the CSP forbids it); main.tsx rebuilds the state. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nProvider>
    </StrictMode>,
  );
}

/**
 * The screens the browser may show before it can fetch any text: "Loading..." while the next
 * page's code arrives, and "Error loading component" when it cannot (docs/requirements/routes.md).
 * Rendered only so the recorder notes their keys.
 */
async function renderShellScreens(i18n: I18n): Promise<void> {
  await renderStatic(
    <I18nProvider i18n={i18n}>
      <PageLoading />
      <PageLoadErrorMessage error="" />
    </I18nProvider>,
  );
}

function failOnMissing(path: string, what: string, missing: readonly string[]): void {
  if (missing.length === 0) return;
  throw new Error(
    `${path} uses translation keys that ${what} lack:\n` +
      [...new Set(missing)].map((key) => `  - ${key}`).join('\n'),
  );
}

/** Renders one URL of the site to HTML, as the browser will hydrate it. */
export async function render(path: string, resources: Resources): Promise<RenderResult> {
  const request = () => new Request(new URL(path, siteConfig.siteUrl));
  const context = await handler.query(request());
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }
  const lang = path.split('/')[1];
  if (!isLanguage(lang)) throw new Error(`Cannot prerender ${path}: it has no language prefix.`);
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!handle) throw new Error(`Cannot prerender ${path}: it is not a page of the route table.`);
  const { namespaces } = handle;
  const bundles = Object.fromEntries(namespaces.map((ns) => [ns, resources[lang]?.[ns] ?? {}]));

  // What the browser holds once it has fetched this page's namespaces: any key they lack, or
  // one read from a namespace the page does not declare, fails the build.
  const recorder = keyRecorder(lang);
  const whole = await createI18n(lang, bundles, namespaces, recorder);
  const html = await renderBody(whole.instance, context);
  await renderShellScreens(whole.instance);
  failOnMissing(path, `its namespaces (${namespaces.join(', ')})`, whole.missing);
  const inlinedResources = {
    ...pickKeys(bundles, recorder.keys, namespaces),
    ...Object.fromEntries(handle.wholeNamespaces.map((ns) => [ns, bundles[ns] ?? {}])),
  };

  // What the browser holds on arrival: the inlined keys only. The page must render from them
  // exactly as from the whole namespaces, or hydration would need a fetch (or show raw keys).
  const inlined = await createI18n(lang, inlinedResources, namespaces);
  const again = await renderBody(inlined.instance, context);
  failOnMissing(path, 'its inlined translations', inlined.missing);
  if (again !== html) {
    throw new Error(
      `${path} renders differently from its inlined translations than from its namespaces; ` +
        'a key its first render reads was not recorded.',
    );
  }

  if (sliceNameOf(handle.page) !== undefined) {
    const fromWholeCatalogue = await wholeCatalogueHandler.query(request());
    if (fromWholeCatalogue instanceof Response)
      throw new Error(`${path} redirects from the whole catalogue.`);
    const shown = await renderBody(whole.instance, fromWholeCatalogue, wholeCatalogueHandler);
    if (shown !== html) {
      throw new Error(
        `${path} renders differently from its slice of the catalogue (src/generated/slices/` +
          `${sliceNameOf(handle.page)}.ts) than from the whole catalogue: the slice lacks a ` +
          'product the page shows. See src/features/catalogue/catalogue-slices.ts.',
      );
    }
  }

  const t: TFunction = whole.instance.getFixedT(lang);
  const head = renderHeadHtml(pageHead(handle.page, lang, t));
  const searchAttributes = pageSearchAttributes(
    handle.page,
    fullCatalogue,
    lang,
    whole.instance.getFixedT(lang, namespaces),
  );
  failOnMissing(path, `its namespaces (${namespaces.join(', ')})`, whole.missing);
  return {
    kind: 'page',
    lang,
    html,
    head,
    inlinedResources,
    wholeNamespaces: handle.wholeNamespaces,
    page: handle.page,
    searchAttributes,
    videoSources: videoCspSources(pageVideos(handle.page, lang)),
  };
}

/** The videos a page shows: a model page's in its language, none on any other page. */
function pageVideos(page: PageHandle['page'], lang: Language) {
  if (page.kind !== 'model') return [];
  const drone = findDrone(fullCatalogue, page.series, page.slug);
  return drone ? videosIn(drone, lang) : [];
}
