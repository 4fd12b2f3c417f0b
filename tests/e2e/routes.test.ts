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

describe('the logo as the first navigation from a prerendered page', () => {
  // The router starts with the page's own routes (src/app/routes.tsx); a language's bare path
  // once matched its layout alone there, and the home page stayed empty.
  it.for([
    { from: '/en/about', expectedPath: '/en' },
    { from: '/zh/products/vtol/zs-VT15', expectedPath: '/zh' },
  ])('$from → $expectedPath shows the home page', async ({ from, expectedPath }, { tab: page }) => {
    const errors = collectPageErrors(page);
    await page.goto(siteUrl(expectedPath));
    const home = await singleHeading(page);
    await page.goto(siteUrl(from));
    await waitForHydration(page);
    const before = await singleHeading(page);
    await markDocument(page);

    await page.locator(`header a[href="${expectedPath}"]`).first().click();
    await page.waitForURL(siteUrl(expectedPath));
    await page.waitForFunction((old) => document.querySelector('h1')?.textContent !== old, before);

    expect(await isSameDocument(page)).toBe(true);
    expect(await singleHeading(page)).toBe(home);
    expect(errors).toEqual([]);
  });
});
