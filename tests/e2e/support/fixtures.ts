import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject, test as base } from 'vitest';
import { startServer, type ServerProcess } from '../../../scripts/server-process.ts';
import './site.ts';

/** A context with empty storage, whose waits give up well before the test's own timeout. */
async function openContext(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  // So a failure names the step that hung rather than just the test.
  context.setDefaultTimeout(stepTimeout);
  return context;
}

/** Playwright's, for a context that names none. */
const defaultViewport = { width: 1280, height: 720 };
const stepTimeout = 15_000;

interface Lease {
  context: BrowserContext;
  page: Page;
  /** Every origin the tab's frames have shown since it was lent (its storage is cleaned at
   * return, so the one it was lent on needs no note). */
  origins: Set<string>;
}

/**
 * Idle tabs, one per context so that a test's cookies cannot reach another test running
 * beside it. A tab goes back cleaned; a tab that cannot be cleaned is closed with its context.
 */
class TabPool {
  private idle: Lease[] = [];
  private all = new Set<BrowserContext>();

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions = {},
  ) {}

  async borrow(): Promise<Lease> {
    const lease = this.idle.pop() ?? (await this.open());
    lease.origins.clear();
    lease.page.on('framenavigated', (frame) => lease.origins.add(new URL(frame.url()).origin));
    return lease;
  }

  async giveBack(lease: Lease, { reuse }: { reuse: boolean }): Promise<void> {
    if (reuse && (await this.clean(lease).catch(() => false))) this.idle.push(lease);
    else await this.discard(lease);
  }

  async close(): Promise<void> {
    // At the end of a run the browser may already be closing, taking these along.
    await Promise.all([...this.all].map((context) => context.close().catch(() => {})));
  }

  private async open(): Promise<Lease> {
    const context = await openContext(this.browser, this.options);
    this.all.add(context);
    return { context, page: await context.newPage(), origins: new Set() };
  }

  private async discard(lease: Lease): Promise<void> {
    this.all.delete(lease.context);
    await lease.context.close().catch(() => {});
  }

  /**
   * Back to what a fresh context would give. Storage is cleared from the page itself, which
   * reaches only the origin it shows (sessionStorage belongs to the tab): a tab that went
   * anywhere else is not reused.
   */
  private async clean({ context, page, origins }: Lease): Promise<boolean> {
    await page.removeAllListeners(undefined, { behavior: 'ignoreErrors' });
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
    for (const other of context.pages()) if (other !== page) await other.close();
    const shown = new Set([...origins, new URL(page.url()).origin]);
    shown.delete('null');
    if (shown.size > 1) return false;
    const [origin] = shown;
    // Without JavaScript a page cannot have stored anything. With it, the page stores a last
    // value as it is left (the router's scroll positions), so it is left first, for the
    // server's health check: a plain document of the same origin, where the storage is then
    // cleared. (A routed empty page cost a third of a visit; a tab left for about:blank, most
    // of one.)
    if (origin && this.options.javaScriptEnabled !== false) {
      await page.goto(`${origin}/healthz`);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    const viewport = this.options.viewport === undefined ? defaultViewport : this.options.viewport;
    await Promise.all([
      context.clearCookies(),
      context.clearPermissions(),
      viewport && page.setViewportSize(viewport),
      page.setDefaultTimeout(stepTimeout),
      // Back to what the context's options set: null would switch emulation off instead.
      page.emulateMedia({
        media: null,
        colorScheme: this.options.colorScheme ?? null,
        reducedMotion: this.options.reducedMotion ?? null,
        forcedColors: this.options.forcedColors ?? null,
      }),
    ]);
    return true;
  }
}

/** One pool per set of context options. */
class TabPools {
  private pools = new Map<string, TabPool>();

  constructor(private readonly browser: Browser) {}

  for(options: BrowserContextOptions): TabPool {
    const key = JSON.stringify(options);
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = new TabPool(this.browser, options)));
    return pool;
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}

/**
 * The browser tests' fixtures (docs/decisions/045-test-fixtures.md). global-setup.ts launches
 * one Chromium for the whole run; each test file connects to it once (`browser`) and every test
 * gets contexts of its own, with empty storage, closed when the test ends. A test names what it
 * needs: `tab` or `tabWith(options)` (a used tab, cleaned: the cheap way to visit pages,
 * decision 048), `page` (a tab in a fresh context), `context`, or `newContext(options)` for a
 * locale, a colour scheme or JavaScript switched off.
 */
export const test = base
  // Vitest reads a fixture's dependencies from its destructured first argument: none here.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await chromium.connect(inject('browserEndpoint'));
    onCleanup(() => browser.close());
    return browser;
  })
  /** For a file whose tests share tabs on purpose (a pool of tabs, a dialog kept open). */
  .extend('fileContext', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
    const context = await openContext(browser);
    onCleanup(() => context.close());
    return context;
  })
  .extend('newContext', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.all(contexts.map((context) => context.close()));
    });
    return async (options: BrowserContextOptions = {}): Promise<BrowserContext> => {
      const context = await openContext(browser, options);
      contexts.push(context);
      return context;
    };
  })
  .extend('context', async ({ newContext }) => newContext())
  .extend('page', async ({ context }): Promise<Page> => context.newPage())
  /** Tabs kept between the tests of a worker, each alone in its context (see `tabWith`). */
  .extend('tabPools', { scope: 'worker' }, async ({ browser }, { onCleanup }) => {
    const pools = new TabPools(browser);
    onCleanup(() => pools.close());
    return pools;
  })
  /**
   * `tabWith(options)`: a tab as clean as a new context with those options would give (no
   * cookies, storage, routes, listeners or other tabs, the default viewport), but one that
   * earlier tests of the worker have used: a new tab costs Chromium about a second of CPU, a
   * visit in a used one a quarter of that (decision 048). For tests that visit pages; one that
   * needs an empty history takes `page`, and init scripts a test adds it must dispose of.
   */
  .extend('tabWith', ({ tabPools, onTestFailed }, { onCleanup }) => {
    const leases: { pool: TabPool; lease: Lease }[] = [];
    let failed = false;
    onTestFailed(() => {
      failed = true;
    });
    // A failed test may leave a navigation or a dialog half done: its tabs are not reused.
    onCleanup(async () => {
      await Promise.all(leases.map(({ pool, lease }) => pool.giveBack(lease, { reuse: !failed })));
    });
    return async (options: BrowserContextOptions = {}): Promise<Page> => {
      const pool = tabPools.for(options);
      const lease = await pool.borrow();
      leases.push({ pool, lease });
      return lease.page;
    };
  })
  /** `tabWith()`: a used tab, cleaned, with the default settings. */
  .extend('tab', ({ tabWith }) => tabWith())
  /** `tabWith({ javaScriptEnabled: false })`. */
  .extend('noScriptTab', ({ tabWith }) => tabWith({ javaScriptEnabled: false }));

/**
 * `test` with a server of the file's own (its own database, port and settings, e.g. a mail
 * server or a rate limit), started once for the file and disposed of after it.
 */
export function testWithServer(env: Record<string, string> = {}) {
  return test.extend(
    'server',
    { scope: 'file' },
    // eslint-disable-next-line no-empty-pattern
    async ({}, { onCleanup }): Promise<ServerProcess> => {
      const server = await startServer({ env });
      onCleanup(() => server.dispose());
      return server;
    },
  );
}

export { expect, describe } from 'vitest';
export type NewContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;
export type TabWith = (options?: BrowserContextOptions) => Promise<Page>;
export type { Browser, BrowserContext, Page, ServerProcess };
export { test as it };
