import type { ConsoleMessage } from 'playwright-core';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { describe, expect, it, type BrowserContext, type Page } from './support/fixtures.ts';
import {
  collectPageErrors,
  isSameDocument,
  markDocument,
  patiently,
  singleHeading,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

describe('every prerendered page', () => {
  const pagePaths = allPagePaths();

  it('covers both languages', () => {
    expect(pagePaths.filter((p) => p.startsWith('/en')).length).toBeGreaterThan(20);
    expect(pagePaths.filter((p) => p.startsWith('/zh')).length).toBe(
      pagePaths.filter((p) => p.startsWith('/en')).length,
    );
  });

  // A few tabs at once, each reused for many pages: opening a tab per page costs a renderer
  // process each time, which on two cores is most of this file's run time.
  const maxTabs = 4;
  let openTabs = 0;
  const idleTabs: Page[] = [];
  const waitingForTab: ((page: Page) => void)[] = [];
  const takeTab = async (context: BrowserContext): Promise<Page> =>
    idleTabs.pop() ??
    (openTabs++ < maxTabs
      ? context.newPage()
      : new Promise<Page>((resolve) => waitingForTab.push(resolve)));
  const returnTab = (page: Page) => {
    const next = waitingForTab.shift();
    if (next) next(page);
    else idleTabs.push(page);
  };

  it.concurrent.for(pagePaths)(
    '%s loads, hydrates and has one h1',
    async (pagePath, { expect, fileContext }) => {
      const page = await takeTab(fileContext);
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') errors.push(message.text());
      };
      const onPageError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      try {
        const response = await page.goto(siteUrl(pagePath));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);

        const heading = await singleHeading(page);
        expect(heading).not.toBe('');
        const lang = pagePath.split('/')[1];
        expect(await page.getAttribute('html', 'lang')).toBe(lang);
        // SPEC §4: right-to-left applies only to ar, which the site does not offer.
        expect(await page.getAttribute('html', 'dir')).toBe('ltr');

        // The header's menu is a <details>: it opens whether or not the page has hydrated.
        const menu = page.locator('header details:visible').first();
        expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
        await menu.locator('summary').click();
        expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
        // Only a hydrated header reacts to the theme toggle: the prerendered one has no handler.
        // (The tabs share storage, so the theme each page starts with depends on the others.)
        const toggle = page.getByTestId('theme-toggle');
        const pressed = await toggle.getAttribute('aria-pressed');
        await toggle.click();
        await expect
          .poll(() => toggle.getAttribute('aria-pressed'), patiently)
          .toBe(pressed === 'true' ? 'false' : 'true');
        // A click elsewhere closes the menu, as a hydrated header does.
        expect(await menu.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
        expect(new URL(page.url()).pathname).toBe(pagePath);
        expect(errors).toEqual([]);
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
        returnTab(page);
      }
    },
  );
});

describe('client-side navigation from a prerendered page', () => {
  it.for([
    { from: '/en', linkText: 'About', expectedPath: '/en/about' },
    { from: '/zh/products', linkText: '联系我们', expectedPath: '/zh/contact' },
  ])(
    '$from → $expectedPath via the header',
    async ({ from, linkText, expectedPath }, { tab: page }) => {
      const errors = collectPageErrors(page);
      await page.goto(siteUrl(from));
      await waitForHydration(page);
      const before = await singleHeading(page);
      await markDocument(page);

      await page.locator('header nav').getByRole('link', { name: linkText, exact: true }).click();
      await page.waitForURL(siteUrl(expectedPath));
      await page.waitForFunction(
        (old) => document.querySelector('h1')?.textContent !== old,
        before,
      );

      expect(await isSameDocument(page)).toBe(true);
      expect(await singleHeading(page)).not.toBe('');
      expect(errors).toEqual([]);
    },
  );
});
