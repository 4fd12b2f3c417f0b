/**
 * Code a page loads when the visitor first needs it, and loads again after a failure (offline),
 * for a part that says "try again" rather than show the page's error screen.
 *
 * Browsers from before whatwg/html#10327 keep a failed module fetch in the page's module map.
 * Chromium 150 does, and so do the Firefox and Safari versions of the same time. There, every
 * later import() of that chunk, or of a chunk that imports it, fails at once, without asking
 * the network. Browsers that follow the change fetch the chunk again. A deploy that renamed
 * the chunks gives the same picture everywhere: the page's old chunk names are gone for good.
 * So after a second failure in a row, `needsPageLoad` asks the server for the page itself
 * (docs/decisions/106).
 */
export interface CodeLoader<T> {
  /** The code, fetched once; after a failure, the next call fetches it again. */
  load(): Promise<T>;
  /**
   * After a failed `load`: whether only a new load of the page can now fetch the code. Not
   * after the first failure, which may be a moment offline. After a later one, true when the
   * server answers for the page (the network is back, and the page still cannot fetch it), and
   * false when it does not: a new load would then show the browser's error page, not ours.
   */
  needsPageLoad(): Promise<boolean>;
}

export function codeLoader<T>(importCode: () => Promise<T>): CodeLoader<T> {
  let loading: Promise<T> | undefined;
  /** Loads that failed in a row. */
  let failures = 0;
  return {
    load() {
      loading ??= importCode().then(
        (code) => {
          failures = 0;
          return code;
        },
        (error: unknown) => {
          loading = undefined;
          failures += 1;
          throw error;
        },
      );
      return loading;
    },
    async needsPageLoad() {
      if (failures < 2) return false;
      try {
        const response = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' });
        return response.ok;
      } catch {
        return false;
      }
    },
  };
}
