import { allPagePaths } from '../../src/routing/site-pages.ts';
import { themeProblems } from './support/axe.ts';
import { describe, expect, test } from './support/fixtures.ts';
import {
  elementsNotPrerendered,
  heldByReact,
  pageErrorsDuring,
  singleHeading,
} from './support/pages.ts';
import { openThemed, ThemedTabs } from './support/themed-tabs.ts';

/*
 * Every prerendered page, visited once with JavaScript: it loads and hydrates without an error,
 * keeps every prerendered element, works (one h1, its language, the header's menu and theme
 * toggle), and passes axe (WCAG 2.2 AA) in both themes. One visit serves every check: the visit
 * and its hydration cost more than the checks, and the suite is bound by the CPU (decision 057).
 */

const pagePaths = allPagePaths();

let tabs: ThemedTabs;
test.beforeAll(async ({ browser }) => {
  tabs = await ThemedTabs.open(browser);
});
test.afterAll(() => tabs?.close());

test('the pages cover both languages', () => {
  expect(pagePaths.filter((p) => p.startsWith('/en')).length).toBeGreaterThan(20);
  expect(pagePaths.filter((p) => p.startsWith('/zh')).length).toBe(
    pagePaths.filter((p) => p.startsWith('/en')).length,
  );
});

// Several pages at once (Vitest's five), sharing two cores with the other test files: each has
// four minutes rather than one. Its visit and two axe runs took over two minutes for the largest
// listing once, in a CI run whose static checks and editor test ran beside it.
describe.concurrent('every prerendered page', { timeout: 240_000 }, () => {
  test.for(pagePaths)(
    '%s loads, hydrates, works, and passes axe in both themes',
    (pagePath, { expect }) =>
      tabs.lend('light', async (tab) => {
        const problems: string[] = [];
        const errors = await pageErrorsDuring(tab, async () => {
          await openThemed(expect, tab, 'light', pagePath);
          // React hydrated the page: it holds #root, and took over the prerendered elements
          // rather than replacing any (docs/decisions/066). A mismatch would also be reported,
          // as a page error, and fail the check of `errors` below.
          expect(await heldByReact(tab)).toBe(true);
          expect(await elementsNotPrerendered(tab)).toEqual([]);
          expect(await singleHeading(tab)).not.toBe('');
          expect(await tab.getAttribute('html', 'lang')).toBe(pagePath.split('/')[1]);
          // Right-to-left applies only to ar, which the site does not offer
          // (docs/requirements/languages.md).
          expect(await tab.getAttribute('html', 'dir')).toBe('ltr');
          problems.push(...(await themeProblems(tab, 'light', `${pagePath} (light)`)));

          // The header's menu is a <details>: it opens whether or not the page has hydrated.
          const menu = tab.locator('header details:visible').first();
          const isOpen = () => menu.evaluate((details: HTMLDetailsElement) => details.open);
          expect(await isOpen()).toBe(false);
          await menu.locator('summary').click();
          expect(await isOpen()).toBe(true);
          // Dark with the page's own toggle, as a visitor would switch: only a hydrated header
          // reacts to it, the prerendered one has no handler.
          const toggle = tab.getByTestId('theme-toggle');
          await toggle.click();
          await tab.locator('html.dark').waitFor({ state: 'attached' });
          await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
          // That click, elsewhere than the menu, closed it, as a hydrated header does.
          expect(await isOpen()).toBe(false);
          problems.push(
            ...(await themeProblems(tab, 'dark', `${pagePath} (dark, switched on the page)`)),
          );
          expect(new URL(tab.url()).pathname).toBe(pagePath);
        });
        expect(errors).toEqual([]);
        expect(problems.length, `axe found:\n\n${problems.join('\n\n')}\n`).toBe(0);
      }),
  );
});
