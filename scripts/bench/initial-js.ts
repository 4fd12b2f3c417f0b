import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/**
 * What a page may fetch to hydrate, gzip (issue 32): React DOM's ~63 KB, the router and i18next,
 * and what is left for the page's own code (docs/decisions/089, 094). The build warns above it
 * and the browser tests fail, so that no change crosses it unnoticed until a bench.
 */
export const initialJsBudgetBytes = 135 * 1024;

/** One script file, raw and gzipped on its own. */
export interface MeasuredScript {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface InitialJs {
  page: string;
  files: MeasuredScript[];
  totalGzipBytes: number;
}

/**
 * Root-relative .js URLs a page fetches to hydrate: the ones the start-up script names
 * (`data-entry`, `data-modules`: fetched after the first paint), or, in a build from before it,
 * the module script and modulepreload links of the head.
 */
export function initialScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const started = [attribute('data-entry'), ...(attribute('data-modules') ?? '').split(' ')];
    for (const url of started) if (url?.endsWith('.js')) urls.add(url);
    const isEntry = /^<script\b/.test(tag) && attribute('type') === 'module';
    const isPreload = /^<link\b/.test(tag) && attribute('rel') === 'modulepreload';
    const url = attribute('src') ?? attribute('href');
    if ((isEntry || isPreload) && url?.endsWith('.js')) urls.add(url);
  }
  return [...urls];
}

/**
 * Measured from the files rather than from Lighthouse so the budget does not depend on which
 * encoding the server picked or on what the browser happened to have requested by the time the
 * trace ended. Each file is compressed on its own because each is a separate response;
 * `measuredFiles` keeps each file's figures for the next page that fetches it.
 */
export async function measureInitialJs(
  siteDir: string,
  page: string,
  measuredFiles = new Map<string, Promise<MeasuredScript>>(),
): Promise<InitialJs> {
  const html = await readFile(path.join(siteDir, page, 'index.html'), 'utf8');
  const urls = initialScriptUrls(html);
  if (urls.length === 0) throw new Error(`${page} loads no module script; is the build complete?`);
  const measure = async (url: string): Promise<MeasuredScript> => {
    const content = await readFile(path.join(siteDir, url));
    const compressed = await gzip(content, { level: 9 });
    return { file: url, bytes: content.length, gzipBytes: compressed.length };
  };
  const files = await Promise.all(
    urls.map((url) => {
      const known = measuredFiles.get(url) ?? measure(url);
      measuredFiles.set(url, known);
      return known;
    }),
  );
  return { page, files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** The pages over the initial-JavaScript budget, as lines for the build's warning and the test. */
export async function pagesOverInitialJsBudget(
  siteDir: string,
  pages: readonly string[],
): Promise<string[]> {
  // The pages share most of their scripts (React, the router, the shell): each is gzipped once.
  const measuredFiles = new Map<string, Promise<MeasuredScript>>();
  const measured = await Promise.all(
    pages.map((page) => measureInitialJs(siteDir, page, measuredFiles)),
  );
  return measured
    .filter(({ totalGzipBytes }) => totalGzipBytes > initialJsBudgetBytes)
    .map(({ page, totalGzipBytes }) => `  - ${page}: ${(totalGzipBytes / 1024).toFixed(1)} KB`);
}
