import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

import { chromiumFlags, chromiumPath } from '../../../scripts/chromium.ts';

export { chromiumFlags, chromiumPath };

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium with its own empty profile; close() removes the profile. */
export async function launchBrowser(options: BrowserContextOptions = {}): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'site-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
    ...options,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Collects console errors and uncaught page errors, which every page test asserts are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export type { Browser, Page };
