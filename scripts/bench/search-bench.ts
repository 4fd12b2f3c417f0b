import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { clientDir } from '../build-layout.ts';
import { launchChromium } from '../chromium.ts';
import { searchBundleName } from '../search-index.ts';
import { startServer } from '../server-process.ts';
import { median } from './median.ts';
import { kb } from './report.ts';

/** Words visitors arrive with (issue 11): model and payload codes, loosely typed, and jobs. */
const queries: Record<string, string[]> = {
  en: ['VT30', 'vt-30', 'EM25', 'IRT35', 'firefighting', 'power line inspection', 'thermal'],
  zh: ['VT30', 'EM25', 'IRT35', '消防', '喊话器', '巡检', '物流'],
};

export interface SearchIndexSize {
  lang: string;
  pages: number;
  files: number;
  /** Pagefind's files are gzip-compressed already; this is what they weigh on the wire. */
  bytes: number;
}

export interface SearchTiming {
  lang: string;
  /** From the click on the search button until the dialog can search (code, WASM, metadata). */
  openMedianMs: number;
  /** From the keystroke completing a query until its results are in the dialog. */
  keystrokeMedianMs: number;
  keystrokeMaxMs: number;
  samples: number;
}

export interface SearchBenchResult {
  /** Pagefind's script and worker, shared by both languages (gzip as served). */
  sharedScriptBytes: number;
  indexes: SearchIndexSize[];
  timings: SearchTiming[];
}

/** pagefind-entry.json: which index and WebAssembly each language uses. */
interface PagefindEntry {
  languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
}

const medianMs = (values: readonly number[]) => Number(median(values).toFixed(1));

async function filesUnder(dir: string): Promise<{ name: string; bytes: number }[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { name: path.relative(dir, file), bytes: (await stat(file)).size };
      }),
  );
}

/** Each language's share of the bundle: metadata, word index, fragments, filters, WASM. */
export async function measureSearchIndex(siteDir: string): Promise<{
  sharedScriptBytes: number;
  indexes: SearchIndexSize[];
}> {
  const bundleDir = path.join(siteDir, searchBundleName);
  const files = await filesUnder(bundleDir);
  const entry = JSON.parse(
    await readFile(path.join(bundleDir, 'pagefind-entry.json'), 'utf8'),
  ) as PagefindEntry;
  const indexes = Object.entries(entry.languages).map(([lang, index]) => {
    const own = files.filter(
      ({ name }) =>
        name === `pagefind.${index.hash}.pf_meta` ||
        name === `wasm.${index.wasm ?? 'unknown'}.pagefind` ||
        (/^(index|fragment|filter)\//.test(name) && path.basename(name).startsWith(`${lang}_`)),
    );
    return {
      lang,
      pages: index.page_count,
      files: own.length,
      bytes: own.reduce((sum, file) => sum + file.bytes, 0),
    };
  });
  const sharedScriptBytes = files
    .filter(({ name }) => name === 'pagefind.js.gz' || name === 'pagefind-worker.js.gz')
    .reduce((sum, file) => sum + file.bytes, 0);
  return { sharedScriptBytes, indexes };
}

/**
 * Types all but the last character of `query`, waits for its results, then times the last
 * keystroke until the dialog shows the results for the whole query: the time a visitor waits
 * after typing. The dialog marks its result area aria-busy while a search runs; a
 * MutationObserver sees the flag fall even when it rises and falls within one frame.
 */
async function timeKeystroke(page: Page, query: string): Promise<number> {
  const input = page.getByTestId('search-input');
  await input.fill(query.slice(0, -1));
  await page.locator('[data-testid="search-body"][aria-busy="false"]').waitFor();
  const elapsed = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const body = document.querySelector('[data-testid="search-body"]');
        if (!body) throw new Error('The search dialog has no result area.');
        let pressedAt = 0;
        let busy = false;
        document.addEventListener('beforeinput', () => (pressedAt = performance.now()), {
          once: true,
          capture: true,
        });
        new MutationObserver((_records, observer) => {
          const nowBusy = body.getAttribute('aria-busy') === 'true';
          if (pressedAt > 0 && busy && !nowBusy) {
            observer.disconnect();
            // The results are in the DOM; count until the frame that shows them.
            requestAnimationFrame(() => resolve(performance.now() - pressedAt));
          }
          busy = nowBusy;
        }).observe(body, { attributes: true, attributeFilter: ['aria-busy'] });
      }),
  );
  // Typed, not pressed: a Chinese character arrives as text input, as from an input method.
  await input.pressSequentially(query.slice(-1));
  return elapsed;
}

/**
 * Search in the browser against the real server: per language, each query in a fresh browser
 * context (nothing cached), so opening search loads Pagefind and the language's metadata, and
 * the query's first characters fetch its part of the index.
 */
export async function runSearchBench(siteDir = clientDir): Promise<SearchBenchResult> {
  const { sharedScriptBytes, indexes } = await measureSearchIndex(siteDir);
  const server = await startServer({ env: { SITE_DIR: siteDir } });
  const browser = await launchChromium();
  try {
    const timings: SearchTiming[] = [];
    for (const [lang, words] of Object.entries(queries)) {
      const opens: number[] = [];
      const keystrokes: number[] = [];
      for (const query of words) {
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await page.goto(`${server.baseUrl}/${lang}/about`, { waitUntil: 'networkidle' });
          const openedAt = Date.now();
          await page.getByTestId('search-open').click();
          await page.locator('[data-testid="search-body"][aria-busy="false"]').waitFor();
          opens.push(Date.now() - openedAt);
          keystrokes.push(await timeKeystroke(page, query));
        } finally {
          await context.close();
        }
      }
      timings.push({
        lang,
        openMedianMs: medianMs(opens),
        keystrokeMedianMs: medianMs(keystrokes),
        keystrokeMaxMs: Number(Math.max(...keystrokes).toFixed(1)),
        samples: keystrokes.length,
      });
    }
    return { sharedScriptBytes, indexes, timings };
  } finally {
    await browser.close();
    await server.dispose();
  }
}

export function formatSearchBench(result: SearchBenchResult): string {
  return [
    `Site search (Pagefind; script and worker ${kb(result.sharedScriptBytes).toFixed(1)} KB gzip, shared):`,
    ...result.indexes.map(
      (index) =>
        `  index ${index.lang}: ${kb(index.bytes).toFixed(1)} KB in ${index.files} files for ${index.pages} pages`,
    ),
    ...result.timings.map(
      (timing) =>
        `  ${timing.lang}: keystroke to results median ${timing.keystrokeMedianMs} ms ` +
        `(max ${timing.keystrokeMaxMs} ms, ${timing.samples} queries, a fresh browser each); ` +
        `opening search median ${timing.openMedianMs} ms`,
    ),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatSearchBench(await runSearchBench()));
}
