import { describe, expect, it, type Page } from './support/fixtures.ts';
import { collectPageErrors, heldByReact, waitForHydration } from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** docs/requirements/product.md, Theme: starts light, the visitor toggles it, set before paint. */

interface EarlyTheme {
  /** When <body> was first inserted: before anything of the page could be painted. */
  atBody?: boolean;
  atDomContentLoaded?: boolean;
  /** Whether the app had already taken #root at DOMContentLoaded (it must not have). */
  appAtDomContentLoaded?: boolean;
}

/**
 * Records the html class as early as the page can be seen, on every load of this tab; dispose
 * of what it returns before the tab goes back.
 */
function recordEarlyTheme(page: Page) {
  return page.addInitScript(() => {
    const early: EarlyTheme = {};
    (window as { e2eEarlyTheme?: EarlyTheme }).e2eEarlyTheme = early;
    const isDark = () => document.documentElement.classList.contains('dark');
    const observer = new MutationObserver(() => {
      if (document.body) {
        early.atBody = isDark();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      early.atDomContentLoaded = isDark();
      const root = document.getElementById('root');
      // React keeps its root in the element under `__reactContainer$…` (support/pages.ts).
      early.appAtDomContentLoaded =
        root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    });
  });
}

function earlyTheme(page: Page): Promise<EarlyTheme | undefined> {
  return page.evaluate(() => (window as { e2eEarlyTheme?: EarlyTheme }).e2eEarlyTheme);
}

const htmlIsDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('theme', () => {
  it('starts light, even when the system prefers dark', async ({ newContext }) => {
    const context = await newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(siteUrl('/en'));
    await waitForHydration(page);
    expect(await htmlIsDark(page)).toBe(false);
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
    expect(errors).toEqual([]);
  });

  it('toggles, remembers the choice and applies it before first paint on the next load', async ({
    tab: page,
  }) => {
    const recording = await recordEarlyTheme(page);
    try {
      const errors = collectPageErrors(page);
      await page.goto(siteUrl('/en/about'));
      await waitForHydration(page);
      const lightBackground = await bodyBackground(page);
      const toggle = page.getByTestId('theme-toggle');

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await htmlIsDark(page)).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await bodyBackground(page)).not.toBe(lightBackground);

      await page.reload();
      expect(await earlyTheme(page)).toEqual({
        atBody: true,
        atDomContentLoaded: true,
        appAtDomContentLoaded: false,
      });
      await waitForHydration(page);
      // The same property, read once React has hydrated: the check above can tell.
      expect(await heldByReact(page)).toBe(true);
      // The prerendered button says "not pressed"; once hydrated it must report the real state.
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');

      // Another page, in the other language, loaded from scratch: still dark from the start.
      await page.goto(siteUrl('/zh/products'));
      expect((await earlyTheme(page))?.atBody).toBe(true);
      await waitForHydration(page);
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');

      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await htmlIsDark(page)).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
      await page.reload();
      expect(await earlyTheme(page)).toMatchObject({ atBody: false, atDomContentLoaded: false });
      expect(errors).toEqual([]);
    } finally {
      await recording.dispose();
    }
  });

  it('survives client-side navigation', async ({ tab: page }) => {
    await page.goto(siteUrl('/en'));
    await waitForHydration(page);
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => htmlIsDark(page)).toBe(true);
    await page.locator('header nav').getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(siteUrl('/en/contact'));
    expect(await htmlIsDark(page)).toBe(true);
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
  });
});
