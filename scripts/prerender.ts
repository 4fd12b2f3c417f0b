import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type * as EntryServer from '../src/entry-server.tsx';
import type { Resources } from '../src/i18n/i18n-options.ts';
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

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

async function loadResources(): Promise<Resources> {
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

/** The chunk files a page needs beyond the entry, so the HTML can preload them all at once. */
function chunkFilesFor(
  manifest: Manifest,
  source: string,
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
    if (chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return { scripts: [...scripts], styles: [...styles] };
}

const themeScriptPattern = /<!--theme-init-->\s*<script>([\s\S]*?)<\/script>\s*<!--\/theme-init-->/;

function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
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
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes a brotli and a gzip twin of every compressible file under `dir`. */
export async function compressTree(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !compressible.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}

/** Writes one HTML file per route and language, the sitemap, robots.txt and compressed twins. */
export async function prerender(): Promise<{ pages: number; compressed: number }> {
  const entry = (await import(
    pathToFileURL(path.join(serverBundleDir, 'entry-server.js')).href
  )) as typeof EntryServer;
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const resources = await loadResources();

  const themeScript = themeScriptPattern.exec(template)?.[1];
  if (themeScript === undefined) {
    throw new Error('index.html lost its theme-init script; the CSP hash cannot be computed.');
  }

  const pages = entry.allPagePaths();
  for (const pagePath of pages) {
    const result = await entry.render(pagePath, resources);
    if (result.kind !== 'page') {
      throw new Error(`${pagePath} is in the route table but redirects to ${result.location}.`);
    }
    const { scripts, styles } = chunkFilesFor(manifest, entry.pageModuleSources[result.page.kind]);
    // The template already preloads what the entry imports; add only what this page adds.
    const preloads = [
      ...styles
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" href="/${file}" />`),
      ...scripts
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" href="/${file}" />`),
    ];
    const state = {
      lng: result.lang,
      resources: {
        [result.lang]: Object.fromEntries(
          result.namespaces.map((ns) => [ns, resources[result.lang]?.[ns] ?? {}]),
        ),
      },
    };
    const html = template
      .replace('<html lang="en">', `<html lang="${result.lang}">`)
      .replace('<!--app-head-->', [result.head, ...preloads].join('\n    '))
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
  await writeFile(path.join(clientDir, '404.html'), notFoundPage(template));

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
    scriptHashes: [cspHash(themeScript), cspHash(languageRedirectScript)],
    pages,
  };
  await writeFile(buildInfoFile, `${JSON.stringify(info, null, 2)}\n`);
  const compressed = await compressTree(clientDir);
  return { pages: pages.length, compressed };
}
