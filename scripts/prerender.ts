import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server.tsx';
import type { InlinedI18nState, Resources } from '../src/i18n/i18n-options.ts';
import { i18nStateElementId } from '../src/i18n/i18n-options.ts';
import {
  languageRedirectPage,
  languageRedirectScript,
  redirectHeadTags,
  redirectingHtml,
} from '../src/app/language-redirect.ts';
import { paths } from '../src/routing/paths.ts';
import { defaultLanguage, languages } from '../src/i18n/languages.ts';
import { siteConfig } from '../src/config/site-config.ts';
import {
  buildInfoFile,
  clientDir,
  distDir,
  localesDir,
  serverBundleDir,
  type BuildInfo,
} from './build-layout.ts';
import type { SearchAttributes } from './search-index.ts';
import { leadsTransferAbroad } from '../build-defines.ts';
import { writeCompressedTwins } from './compress.ts';
import { initialJsBudgetBytes, pagesOverInitialJsBudget } from './bench/initial-js.ts';
import {
  cspHash,
  inlineScriptHashes,
  inlineStyleHashes,
  pageCode,
  withoutEntryTags,
  withStartScript,
  type Manifest,
} from './page-code.ts';

/** Every namespace of every language, as the content step wrote them for the site. */
export async function loadResources(): Promise<Resources> {
  const resources: Resources = {};
  for (const lang of languages) {
    resources[lang] = {};
    for (const file of await readdir(path.join(localesDir, lang))) {
      if (!file.endsWith('.json')) continue;
      const text = await readFile(path.join(localesDir, lang, file), 'utf8');
      resources[lang][file.replace(/\.json$/, '')] = JSON.parse(text) as Record<string, unknown>;
    }
  }
  return resources;
}

function pageFile(pagePath: string): string {
  return path.join(clientDir, pagePath, 'index.html');
}

/**
 * 404.html, which a static host serves for every path it lacks: the app (it redirects unknown and
 * differently-cased pages under a prefix), preceded by the language redirect script for paths
 * without a prefix. Without JavaScript the meta refresh takes the visitor to the English site.
 */
function notFoundPage(template: string): string {
  return template
    .replace('<!--app-head-->', redirectHeadTags(paths.home(defaultLanguage)))
    .replace(
      '<!--app-html-->',
      `<p role="status" class="p-8 text-center text-lg">${redirectingHtml}</p>`,
    )
    .replace('<!--app-state-->', `<script>${languageRedirectScript}</script>`);
}

function sitemap(entry: typeof EntryServer): string {
  const urls = entry.sitemapPages().flatMap((page) =>
    languages.map((lang) => {
      const alternates = languages
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${siteConfig.siteUrl}${entry.canonicalPath(other, page)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${siteConfig.siteUrl}${entry.canonicalPath(lang, page)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/** Writes a brotli and a gzip twin of every compressible file under `dir`. */
export async function compressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
    await writeCompressedTwins(path.join(entry.parentPath, entry.name));
    count += 1;
  }
  return count;
}

/**
 * TCP's first flight is about 14 KB: a page no larger arrives in one round trip and can paint
 * before anything else is fetched (docs/decisions/021). The budget is for what the server sends.
 */
export const htmlBudgetBytes = 14 * 1024;

async function pagesOverBudget(pages: readonly string[]): Promise<string[]> {
  const sizes = await Promise.all(
    pages.map(async (page) => ({ page, bytes: (await stat(`${pageFile(page)}.br`)).size })),
  );
  return sizes
    .filter(({ bytes }) => bytes > htmlBudgetBytes)
    .map(({ page, bytes }) => `  - ${page}: ${(bytes / 1024).toFixed(1)} KB`);
}

/**
 * Holds the first paint until the page's markup has been parsed, up to the text state that
 * follows it. A page arrives in pieces on a real connection (and now and then on loopback):
 * painted from a piece, a header whose menu has not yet arrived, or a first section missing
 * its last line, moves when the rest comes in, a layout shift. The whole page is in the first
 * round trip (htmlBudgetBytes), so the wait is the parse of what has already arrived
 * (docs/decisions/062-whole-markup-first.md).
 */
const wholeMarkupFirst = `<link rel="expect" href="#${i18nStateElementId}" blocking="render" />`;

/** Writes one HTML file per route and language, the sitemap, robots.txt and compressed twins. */
export async function prerender(): Promise<{
  pages: number;
  compressed: number;
  /** For the search index: what it records on each page beyond the HTML (search-index.ts). */
  searchAttributes: SearchAttributes;
}> {
  const entry = (await import(
    pathToFileURL(path.join(serverBundleDir, 'entry-server.js')).href
  )) as typeof EntryServer;
  const template = withoutEntryTags(await readFile(path.join(clientDir, 'index.html'), 'utf8'));
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const resources = await loadResources();
  const scriptHashes = inlineScriptHashes(template);
  const styleHashes = inlineStyleHashes(template);

  const pages = entry.allPagePaths();
  const searchAttributes: SearchAttributes = {};
  const videoSources: NonNullable<BuildInfo['videoSources']> = {};
  for (const pagePath of pages) {
    const result = await entry.render(pagePath, resources);
    if (result.kind !== 'page') {
      throw new Error(`${pagePath} is in the route table but redirects to ${result.location}.`);
    }
    searchAttributes[pagePath] = result.searchAttributes;
    if (Object.values(result.videoSources).some((origins) => origins.length > 0))
      videoSources[pagePath] = result.videoSources;
    const code = pageCode(manifest, entry.pageModuleSource(result.page));
    const styles = code.styles.map((file) => `<link rel="stylesheet" href="${file}" />`);
    const state: InlinedI18nState = {
      lng: result.lang,
      resources: { [result.lang]: result.inlinedResources },
      wholeNamespaces: result.wholeNamespaces,
    };
    const html = withStartScript(template, code)
      .replace('<html lang="en"', `<html lang="${result.lang}"`)
      .replace('<!--app-head-->', [result.head, ...styles, wholeMarkupFirst].join('\n    '))
      .replace('<!--app-html-->', result.html)
      .replace(
        '<!--app-state-->',
        `<script type="application/json" id="${i18nStateElementId}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`,
      );
    await mkdir(path.dirname(pageFile(pagePath)), { recursive: true });
    await writeFile(pageFile(pagePath), html);
  }

  const rootRedirect = await entry.render('/', resources);
  if (rootRedirect.kind !== 'redirect') throw new Error('The bare root must redirect.');
  await writeFile(
    path.join(clientDir, 'index.html'),
    languageRedirectPage(paths.home(defaultLanguage)),
  );
  // The app and its redirect rules (no page of its own): under a prefix it redirects case fixes
  // and shows its 404.
  await writeFile(
    path.join(clientDir, '404.html'),
    withStartScript(notFoundPage(template), pageCode(manifest, [entry.redirectsSource])),
  );

  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(entry));
  await writeFile(
    path.join(clientDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`,
  );

  // The manifest is a build artefact, not something to publish.
  await rename(manifestFile, path.join(distDir, 'client-manifest.json'));
  await rm(path.join(clientDir, '.vite'), { recursive: true, force: true });

  const info: BuildInfo = {
    builtAt: new Date().toISOString(),
    scriptHashes: [...scriptHashes, cspHash(languageRedirectScript)],
    styleHashes,
    pages,
    leadsTransferAbroad: leadsTransferAbroad(),
    videoSources,
  };
  await writeFile(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
  const compressed = await compressTree(clientDir);
  const overBudget = await pagesOverBudget(pages);
  if (overBudget.length > 0) {
    throw new Error(
      `These pages are over ${htmlBudgetBytes / 1024} KB of HTML with brotli:\n${overBudget.join('\n')}`,
    );
  }
  // A warning, not a failure: content an editor adds (a drone joins the finder's slice) must
  // not stop the site from being published. The browser tests fail on it (html-first.test.ts),
  // so a change of code cannot cross it unnoticed.
  const overScriptBudget = await pagesOverInitialJsBudget(clientDir, pages);
  if (overScriptBudget.length > 0) {
    console.warn(
      `Warning: these pages fetch over ${initialJsBudgetBytes / 1024} KB of JavaScript (gzip) ` +
        `to hydrate:\n${overScriptBudget.join('\n')}`,
    );
  }
  return { pages: pages.length, compressed, searchAttributes };
}
