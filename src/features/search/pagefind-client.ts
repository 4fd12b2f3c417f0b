/**
 * The part of Pagefind's browser API the dialog uses (pagefind.js ships without types).
 * https://pagefind.app/docs/api/
 */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: { element: string; id: string; text?: string };
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string>;
  sub_results: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
}

export interface PagefindInstance {
  init: () => Promise<void>;
  options: (options: { excerptLength?: number }) => Promise<void>;
  search: (term: string) => Promise<PagefindSearch | null>;
}

interface PagefindModule {
  createInstance: (options: { basePath: string }) => PagefindInstance;
}

/** Where the build writes the index (searchBundleName in scripts/search-index.ts). */
const bundlePath = '/pagefind/';

const instances = new Map<string, Promise<PagefindInstance>>();
/** Loads of Pagefind that failed in this page. */
let failedLoads = 0;

/**
 * Pagefind for one language, loaded on first use: its script, then that language's index
 * metadata and WebAssembly, never before the visitor opens search. Pagefind picks the index by
 * <html lang>, which is the page's language whenever the dialog is open.
 */
export function pagefindFor(lang: string): Promise<PagefindInstance> {
  let instance = instances.get(lang);
  if (!instance) {
    instance = (async () => {
      // Not bundled: the file is written by the build after Vite has run. A browser from before
      // whatwg/html#10327 keeps a failed import failed for the page's life (decision 106), so
      // a try after a failure asks for the script under an address of its own. The script
      // imports nothing, and reads its files from basePath: that is all a new try needs.
      const retry = failedLoads > 0 ? `?retry=${failedLoads}` : '';
      const module = (await import(
        /* @vite-ignore */ `${bundlePath}pagefind.js${retry}`
      )) as PagefindModule;
      const created = module.createInstance({ basePath: bundlePath });
      await created.options({ excerptLength: 24 });
      await created.init();
      return created;
    })();
    // A failed load (offline, no build) may succeed on the next try.
    instance.catch(() => {
      instances.delete(lang);
      failedLoads += 1;
    });
    instances.set(lang, instance);
  }
  return instance;
}

let searching: Promise<unknown> = Promise.resolve();

/**
 * Searches `term` and reads its first `count` pages, one search at a time, and skips a search
 * no longer `wanted` (the visitor has typed on). Pagefind keeps one object per page and writes
 * each search's excerpt and sub-results into it as the page is read, so a keystroke's search and
 * the next one's reading the same page together could each end with the other's (under "VT30",
 * the VTOL listing's cards as "VT3" matches them). Each page is copied as it is read.
 */
export function searchInTurn(
  instance: PagefindInstance,
  term: string,
  count: number,
  wanted: () => boolean,
): Promise<PagefindResultData[] | undefined> {
  const turn = searching.then(async () => {
    if (!wanted()) return undefined;
    const search = await instance.search(term);
    if (!wanted()) return undefined;
    const pages = await Promise.all(
      (search?.results ?? []).slice(0, count).map((result) => result.data()),
    );
    return pages.map((page) => ({ ...page }));
  });
  searching = turn.catch(() => undefined);
  return turn;
}
