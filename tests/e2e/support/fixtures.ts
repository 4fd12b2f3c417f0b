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
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * The browser tests' fixtures (docs/decisions/045-test-fixtures.md). global-setup.ts launches
 * one Chromium for the whole run; each test file connects to it once (`browser`) and every test
 * gets contexts of its own, with empty storage, closed when the test ends. A test names what it
 * needs: `page` (a tab in a fresh context), `context`, or `newContext(options)` for a locale, a
 * colour scheme or JavaScript switched off.
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
  .extend('page', async ({ context }): Promise<Page> => context.newPage());

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
export type { Browser, BrowserContext, Page, ServerProcess };
export { test as it };
