import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { loadHydrated, markPrerenderedElements } from './pages.ts';

export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/**
 * Tabs for checking pages in a theme, whose prerendered elements are marked
 * (`elementsNotPrerendered`). One context per theme, with its theme stored before every
 * load so the inline script in index.html applies it before first paint, as for a returning
 * visitor. Two contexts, so one theme cannot leak into the other's page loads through shared
 * storage. A tab that finished a check is kept for the next, which then costs a navigation on
 * a warm cache where a new tab costs a renderer process (decision 048).
 */
export class ThemedTabs {
  private readonly idle: Record<Theme, Page[]> = { light: [], dark: [] };

  private constructor(private readonly contexts: Record<Theme, BrowserContext>) {}

  static async open(browser: Browser): Promise<ThemedTabs> {
    const contexts = {} as Record<Theme, BrowserContext>;
    for (const theme of themes) {
      contexts[theme] = await browser.newContext();
      await contexts[theme].addInitScript((value) => localStorage.setItem('theme', value), theme);
      await markPrerenderedElements(contexts[theme]);
    }
    return new ThemedTabs(contexts);
  }

  /** Runs `check` in an idle tab of the theme's context, opening one when none is idle. */
  async lend<T>(theme: Theme, check: (tab: Page) => Promise<T>): Promise<T> {
    const tab = this.idle[theme].pop() ?? (await this.contexts[theme].newPage());
    try {
      return await check(tab);
    } finally {
      this.idle[theme].push(tab);
    }
  }

  async close(): Promise<void> {
    await Promise.all(themes.map((theme) => this.contexts[theme].close()));
  }
}

/**
 * Loads a page in a tab of `theme` and waits until it has hydrated, so checks see what a visitor
 * interacts with.
 */
export async function openThemed(
  expect: ExpectStatic,
  tab: Page,
  theme: Theme,
  path: string,
  width = 1280,
): Promise<void> {
  await tab.setViewportSize({ width, height: 800 });
  await loadHydrated(tab, path);
  // Guards against silently checking the light theme twice.
  const dark = await tab.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark, `${path} should render in the ${theme} theme`).toBe(theme === 'dark');
}
