import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as pagefind from 'pagefind';
import type { ElementAttributes } from '../src/features/catalogue/product-search-attributes.ts';
import { solidCodeAttributes } from '../src/features/search/product-codes.ts';

/** Where the index goes inside the built site, and so the URL the browser loads it from. */
export const searchBundleName = 'pagefind';

/**
 * Left out of the index though inside a page's content: breadcrumbs and other navigation, the
 * listings' filter forms and result counts, and screen-reader-only text, which repeats what
 * the page shows ("Learn More about ZS-VT15") and would crowd the excerpts.
 */
const excludeSelectors = ['nav', 'form', '[role=status]', '.sr-only'];

/** Pagefind's own ready-made interfaces; the site has its own dialog, so they are not shipped. */
const unusedBundleFiles = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/**
 * What the index records on a page beyond its HTML, by page path and then by the id of the
 * element that carries it: each product's family, key figures and solid code
 * (product-search-attributes.ts). Only the copy handed to Pagefind
 * holds them, so a visitor's page and its code do not (docs/decisions/066).
 */
export type SearchAttributes = Record<string, ElementAttributes>;

const attributeEscapes: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };

/** Attributes as a start tag writes them, each with a space before it, their values escaped. */
function attributesText(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value.replace(/[&"<]/g, (c) => attributeEscapes[c]!)}"`)
    .join('');
}

/**
 * `html` with `attributes` added to the start tag of each element they name by id. An id the
 * page lacks, or has twice, fails the build: the index would quietly lose that product's
 * figures or code.
 */
export function withSearchAttributes(html: string, attributes: ElementAttributes): string {
  let result = html;
  for (const [id, attrs] of Object.entries(attributes)) {
    const idAttribute = ` id="${id}"`;
    const at = result.indexOf(idAttribute);
    if (at === -1 || result.indexOf(idAttribute, at + 1) !== -1) {
      throw new Error(`The page must have one element with id "${id}" for the search index.`);
    }
    const added = attributesText(attrs);
    const end = at + idAttribute.length;
    result = result.slice(0, end) + added + result.slice(end);
  }
  return result;
}

/**
 * `html` with a space after each element a reader sees as apart from the next (a term and its
 * value, table cells, list items, links, buttons, headings) where the next tag follows at once.
 * Pagefind joins the text of adjacent elements, so an excerpt read "Flight time60 min" and
 * "Load on the ZS-EM255 kg"; the page itself lays them apart and is unchanged.
 */
export function withWordBreaks(html: string): string {
  return html.replace(
    /(<\/(?:a|button|caption|dd|div|dt|figcaption|h[1-6]|label|li|p|summary|td|th)>)(?=<)/g,
    '$1 ',
  );
}

/**
 * `html` with each of `codes` its text prints ("ZS-IRT35") also given to the index written
 * solid, where it stands (product-codes.ts). Pagefind's Chinese segmenter splits a printed code
 * at its hyphen, so the solid form the search dialog asks for found only the product's own
 * heading, which carries it, and not the pages that name it: the drones a payload fits, the
 * payloads a drone carries, the solutions that use it. Scripts and attributes are left as they
 * are.
 */
export function withSolidCodes(html: string, codes: readonly string[]): string {
  if (codes.length === 0) return html;
  const printed = new RegExp(`(?<![\\w-])(?:${codes.join('|')})(?![\\w-])`, 'gi');
  const marked = (code: string) =>
    `<span${attributesText(solidCodeAttributes(code))}>${code}</span>`;
  return html.replace(
    /(<script\b[\s\S]*?<\/script>)|>([^<]+)(?=<)/g,
    (whole, script: string | undefined, text: string | undefined) =>
      script ?? `>${text!.replace(printed, marked)}`,
  );
}

export interface SearchIndexSummary {
  /** Pages indexed per language, e.g. { en: 31, zh: 31 }. */
  pages: Record<string, number>;
  bundleDir: string;
}

/**
 * Whether a prerendered page belongs in search: a page search engines are told to skip
 * (noindex, the comparison view) or one that defers to another URL (/inspection is the home
 * page again) would only show up as a duplicate result.
 */
export function isSearchable(html: string, pagePath: string): boolean {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return false;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  return canonical === undefined || new URL(canonical).pathname === pagePath;
}

/**
 * Resolves once every file below `dir` holds bytes. Pagefind 1.5 answers `writeFiles` when it
 * has created each file and queued its bytes, not when they are on disk; closing the service
 * then kills the writes still queued, and the site would ship empty index files, as it once
 * did on a loaded machine. Pagefind 1.6 flushes first, but its new Chinese segmentation is not
 * taken yet (docs/decisions/025). Pagefind hands each file over in one call, which tokio
 * writes at once up to its 2 MiB buffer (the largest file here is 72 KB), so an empty file is
 * one whose bytes are still coming.
 */
export async function untilWritten(dir: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile());
    const sizes = await Promise.all(
      files.map((file) => stat(path.join(file.parentPath, file.name)).then(({ size }) => size)),
    );
    const empty = files.filter((_, i) => sizes[i] === 0);
    if (empty.length === 0) return;
    if (Date.now() > deadline) {
      const names = empty.map((file) => path.relative(dir, path.join(file.parentPath, file.name)));
      throw new Error(`Pagefind left these index files empty: ${names.join(', ')}`);
    }
    await sleep(20);
  }
}

/**
 * Indexes the prerendered pages with Pagefind, one index per language (Pagefind splits them
 * by <html lang>), and writes the bundle into the built site. Only each page's
 * `data-pagefind-body` (the <main> element) is read, so header, footer and menus are left out.
 * The platform package ships Pagefind's extended build, which segments Chinese into words.
 */
export async function buildSearchIndex(
  clientDir: string,
  pagePaths: readonly string[],
  searchAttributes: SearchAttributes,
  productCodes: readonly string[],
): Promise<SearchIndexSummary> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const pages: Record<string, number> = {};
    for (const pagePath of pagePaths) {
      const html = await readFile(path.join(clientDir, pagePath, 'index.html'), 'utf8');
      if (!isSearchable(html, pagePath)) continue;
      const attributes = searchAttributes[pagePath];
      if (!attributes) throw new Error(`The prerender recorded nothing for ${pagePath}.`);
      const lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'unknown';
      const described = withWordBreaks(withSearchAttributes(html, attributes));
      // The English index joins a hyphenated code by itself.
      const content = lang === 'zh' ? withSolidCodes(described, productCodes) : described;
      const added = await index.addHTMLFile({ url: pagePath, content });
      if (added.errors.length > 0) {
        throw new Error(`Pagefind could not index ${pagePath}: ${added.errors.join('; ')}`);
      }
      pages[lang] = (pages[lang] ?? 0) + 1;
    }
    const bundleDir = path.join(clientDir, searchBundleName);
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length > 0) {
      throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    }
    for (const file of await readdir(bundleDir)) {
      if (unusedBundleFiles.test(file)) await rm(path.join(bundleDir, file));
    }
    await untilWritten(bundleDir);
    return { pages, bundleDir };
  } finally {
    await pagefind.close();
  }
}
