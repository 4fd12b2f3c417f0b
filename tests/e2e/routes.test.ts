import type { Page } from 'playwright-core';
import { describe, expect, it } from './support/fixtures.ts';
import {
  collectPageErrors,
  isSameDocument,
  markDocument,
  singleHeading,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

// Every prerendered page's own load, hydration and header: every-page.test.ts.

describe('client-side navigation from a prerendered page', () => {
  const inNavigation = (name: string) => (page: Page) =>
    page.locator('header nav').getByRole('link', { name, exact: true });
  // The logo as the first navigation: the router starts with the page's own routes
  // (src/app/routes.tsx), and a language's bare path once matched its layout alone there, so
  // the home page stayed empty.
  const logo = (home: string) => (page: Page) => page.locator(`header a[href="${home}"]`).first();
  it.for([
    { from: '/en', via: 'the header', link: inNavigation('About'), expectedPath: '/en/about' },
    {
      from: '/zh/products',
      via: 'the header',
      link: inNavigation('联系我们'),
      expectedPath: '/zh/contact',
    },
    { from: '/en/about', via: 'the logo', link: logo('/en'), expectedPath: '/en' },
    { from: '/zh/products/vtol/zs-VT15', via: 'the logo', link: logo('/zh'), expectedPath: '/zh' },
  ])('$from → $expectedPath via $via', async ({ from, link, expectedPath }, { tab: page }) => {
    const errors = collectPageErrors(page);
    await page.goto(siteUrl(expectedPath));
    const target = await singleHeading(page);
    await page.goto(siteUrl(from));
    await waitForHydration(page);
    const before = await singleHeading(page);
    await markDocument(page);

    await link(page).click();
    await page.waitForURL(siteUrl(expectedPath));
    await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, before);

    expect(await isSameDocument(page)).toBe(true);
    expect(await singleHeading(page)).not.toBe('');
    expect(await singleHeading(page)).toBe(target);
    expect(errors).toEqual([]);
  });
});
