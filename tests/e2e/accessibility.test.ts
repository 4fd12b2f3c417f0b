import type { Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { languages } from '../../src/i18n/languages.ts';
import type { ExpectStatic } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { describe, test, type BrowserContext, type Page } from './support/fixtures.ts';
import { waitForHydration } from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** The header's own words, so the tests find the menu buttons the way a visitor does. */
function navText(lang: string): { menu: string; products: string } {
  const file = new URL(`../../public/locales/${lang}/common.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { nav: { menu: string; products: string } })
    .nav;
}

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/**
 * One context per theme, with its theme stored before every load so the inline script in
 * index.html applies it before first paint, as for a returning visitor. Two contexts, so one
 * theme cannot leak into the other's page loads through shared storage.
 */
const contexts = {} as Record<Theme, BrowserContext>;
/** Tabs that finished a check, kept for the next: a check costs a navigation, on a warm cache. */
const idleTabs: Record<Theme, Page[]> = { light: [], dark: [] };

test.beforeAll(async ({ browser }) => {
  for (const theme of themes) {
    contexts[theme] = await browser.newContext();
    await contexts[theme].addInitScript((value) => localStorage.setItem('theme', value), theme);
  }
});

/** Runs `check` in an idle tab of the theme's context, opening one when none is idle. */
async function inIdleTab<T>(theme: Theme, check: (tab: Page) => Promise<T>): Promise<T> {
  const tab = idleTabs[theme].pop() ?? (await contexts[theme].newPage());
  try {
    return await check(tab);
  } finally {
    idleTabs[theme].push(tab);
  }
}

/**
 * Checks `path` in both themes. A page is checked light, then switched to dark with its own
 * toggle, as a visitor would, and its colours checked again: one load where a tab per theme
 * costs two. What `prepare` opens first (a menu, a dialog) the toggle would close, so then each
 * theme has a tab of its own, side by side. The tests of a file run several at a time, each
 * borrowing idle tabs.
 */
async function checkThemes(
  expect: ExpectStatic,
  path: string,
  where: string,
  { width = 1280, prepare }: { width?: number; prepare?: (tab: Page) => Promise<unknown> } = {},
): Promise<void> {
  const problems = prepare
    ? await Promise.all(
        themes.map((theme) =>
          inIdleTab(theme, async (tab) => {
            await open(expect, tab, theme, path, width);
            await prepare(tab);
            return findProblems(tab, theme, `${where} (${theme})`);
          }),
        ),
      )
    : await inIdleTab('light', async (tab) => {
        await open(expect, tab, 'light', path, width);
        const light = await findProblems(tab, 'light', `${where} (light)`);
        await tab.getByTestId('theme-toggle').click();
        await tab.locator('html.dark').waitFor({ state: 'attached' });
        return [light, await findProblems(tab, 'dark', `${where} (dark, switched on the page)`)];
      });
  const found = problems.flat();
  expect(found.length, `axe found:\n\n${found.join('\n\n')}\n`).toBe(0);
}

/** Loads a page and waits until it has hydrated, so axe sees what a visitor interacts with. */
async function open(expect: ExpectStatic, tab: Page, theme: Theme, path: string, width: number) {
  await tab.setViewportSize({ width, height: 800 });
  const response = await tab.goto(siteUrl(path));
  expect(response?.status(), `${path} should load`).toBe(200);
  // Hydration rather than network idle, which waits half a second after the last request.
  await waitForHydration(tab);
  // Guards against silently checking the light theme twice.
  const dark = await tab.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark, `${path} should render in the ${theme} theme`).toBe(theme === 'dark');
}

/** One entry per offending element: the rule, the element and the page, so it can be fixed. */
function describeViolation(violation: Result, where: string): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} [${violation.impact ?? 'n/a'}] on ${where}\n` +
      `  target: ${node.target.join(' ')}\n` +
      `  ${node.failureSummary?.replaceAll('\n', '\n  ') ?? violation.help}\n` +
      `  help: ${violation.helpUrl}`,
  );
}

/**
 * The rules whose outcome depends on colour. The dark theme changes colours only (its markup
 * differs in one aria-pressed value and a decorative icon), so the other rules, which read the
 * markup, would give the light theme's answer again at the same cost: about half of each run.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

async function findProblems(tab: Page, theme: Theme, where: string): Promise<string[]> {
  const violations = await axeViolations(tab, theme === 'light' ? {} : { rules: colourRules });
  return violations.flatMap((violation) => describeViolation(violation, where));
}

/** Five checks run at once and share the cores, so each has two minutes rather than one. */
const concurrentChecks = { timeout: 120_000 };

describe.concurrent(
  'every prerendered page passes axe (WCAG 2.2 AA) in both themes',
  concurrentChecks,
  () => {
    test.for(allPagePaths())('%s', (path, { expect }) => checkThemes(expect, path, path));
  },
);

describe.concurrent('open menus pass axe too', concurrentChecks, () => {
  /** Opens the header menu named `name` (a <details>) and waits until its panel is shown. */
  async function openMenu(tab: Page, name: string) {
    const menu = tab.locator('header details', {
      has: tab.locator('summary', { hasText: new RegExp(`^${name}$`) }),
    });
    await menu.locator('summary').click();
    await menu.locator('summary + *').waitFor({ state: 'visible' });
  }

  test.for(languages)('mobile menu at 360 px, /%s', (lang, { expect }) =>
    checkThemes(expect, `/${lang}`, `/${lang} with the mobile menu open at 360 px`, {
      width: 360,
      prepare: (tab) => openMenu(tab, navText(lang).menu),
    }),
  );

  test.for(languages)('desktop Products menu, /%s/products', (lang, { expect }) =>
    checkThemes(expect, `/${lang}/products`, `/${lang}/products with the Products menu open`, {
      prepare: (tab) => openMenu(tab, navText(lang).products),
    }),
  );
});

describe.concurrent('the open search dialog passes axe', concurrentChecks, () => {
  /** Opens search from the keyboard and types `query`, waiting until its answer is shown. */
  async function searchFor(tab: Page, query: string) {
    await tab.locator('body').press('/');
    const input = tab.getByTestId('search-input');
    await input.waitFor();
    await input.fill(query);
    await tab
      .locator('[data-testid="search-results"], [data-testid="search-no-results"]')
      .first()
      .waitFor();
  }

  test.for(languages.flatMap((lang) => ['VT30', 'qqxyzzy'].map((query) => [lang, query])))(
    '/%s/products with results for %s',
    ([lang, query], { expect }) =>
      checkThemes(expect, `/${lang}/products`, `/${lang}/products searching "${query}"`, {
        prepare: (tab) => searchFor(tab, query ?? ''),
      }),
  );
});

describe('the check itself', () => {
  // Every test above expects no findings, which a check that ran nothing would also give.
  test('finds a missing alt text and low contrast, each rule set and scope as asked', async ({
    expect,
  }) => {
    await inIdleTab('light', async (tab) => {
      await open(expect, tab, 'light', '/en/about', 1280);
      await tab.evaluate(() => {
        const broken = document.createElement('section');
        broken.id = 'broken';
        broken.innerHTML = '<img src="/favicon.ico"><p>Faint text</p>';
        // Through the DOM: the site's CSP ignores style attributes.
        Object.assign(broken.querySelector('p')!.style, { color: '#aaa', background: '#fff' });
        document.querySelector('main')!.prepend(broken);
      });
      const ids = async (options: Parameters<typeof axeViolations>[1]) =>
        (await axeViolations(tab, options)).map((violation) => violation.id).sort();
      expect(await ids({})).toEqual(['color-contrast', 'image-alt']);
      expect(await ids({ rules: colourRules })).toEqual(['color-contrast']);
      expect(await ids({ include: '#broken' })).toEqual(['color-contrast', 'image-alt']);
      expect(await ids({ include: 'header' })).toEqual([]);
    });
  });
});
