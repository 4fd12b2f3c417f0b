import { createInstance, type TFunction } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageHead, renderHeadHtml } from './app/head/page-head.ts';
import { createRoutes, type PageHandle } from './app/routes.tsx';
import { siteConfig } from './config/site-config.ts';
import { chineseTypesetting } from './i18n/chinese-typesetting.ts';
import { sharedI18nOptions, type Resources } from './i18n/i18n-options.ts';
import { defaultLanguage, isLanguage, type Language } from './i18n/languages.ts';

export { allPagePaths, canonicalPath, sitemapPages } from './routing/site-pages.ts';
export { pageModuleSources } from './app/routes.tsx';

export type RenderResult =
  | {
      kind: 'page';
      lang: Language;
      html: string;
      head: string;
      namespaces: readonly string[];
      page: PageHandle['page'];
    }
  | { kind: 'redirect'; location: string };

// The prerender runs with every translation in memory: nothing to fetch, nothing to detect.
const routes = createRoutes({
  prepare: async () => {},
  chooseLanguage: () => defaultLanguage,
  currentHash: () => '',
});
const handler = createStaticHandler(routes);

/**
 * An i18next holding only what the browser will hold for this page: its language and its
 * declared namespaces. A key missing from them, or read from an undeclared namespace, would
 * show as a raw key in the browser, so it is collected here and fails the build instead.
 */
async function createI18n(lang: Language, resources: Resources, namespaces: readonly string[]) {
  const missing: string[] = [];
  const instance = createInstance().use(chineseTypesetting);
  await instance.use(initReactI18next).init({
    ...sharedI18nOptions,
    lng: lang,
    ns: [...namespaces],
    resources: {
      [lang]: Object.fromEntries(namespaces.map((ns) => [ns, resources[lang]?.[ns] ?? {}])),
    },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, ns, key) => missing.push(`${lang}/${ns}:${key}`),
  });
  return { instance, missing };
}

/** Renders one URL of the site to HTML, as the browser will hydrate it. */
export async function render(path: string, resources: Resources): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(path, siteConfig.siteUrl)));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }
  const lang = path.split('/')[1];
  if (!isLanguage(lang)) throw new Error(`Cannot prerender ${path}: it has no language prefix.`);
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  if (!handle) throw new Error(`Cannot prerender ${path}: it is not a page of the route table.`);

  const { instance: i18n, missing } = await createI18n(lang, resources, handle.namespaces);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* hydrate={false}: no inline script (the CSP forbids it); main.tsx rebuilds the state. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const t: TFunction = i18n.getFixedT(lang);
  const head = renderHeadHtml(pageHead(handle.page, lang, t));
  if (missing.length > 0) {
    throw new Error(
      `${path} uses translation keys that its namespaces (${handle.namespaces.join(', ')}) lack:\n` +
        [...new Set(missing)].map((key) => `  - ${key}`).join('\n'),
    );
  }
  return {
    kind: 'page',
    lang,
    html,
    head,
    namespaces: handle.namespaces,
    page: handle.page,
  };
}
