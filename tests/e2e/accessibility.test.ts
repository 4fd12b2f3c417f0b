import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { languages } from '../../src/i18n/languages.ts';
import { chromiumFlags, chromiumPath } from './support/browser.ts';
import { siteUrl } from './support/site.ts';

/** WCAG 2.2 AA as far as a machine can tell: what the spec asks every page to meet. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The header's own words, so the tests find the menu buttons the way a visitor does. */
function navText(lang: string): { menu: string; products: string } {
  const file = new URL(`../../public/locales/${lang}/common.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { nav: { menu: string; products: string } })
    .nav;
}

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

let browser: Browser;
/**
 * One tab per theme, reused for every page, so a check costs a navigation and no more. Each tab
 * has a context of its own: the two work side by side, and with shared storage one tab's theme
 * could leak into the other's page load.
 */
const tabs = {} as Record<Theme, Page>;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const theme of themes) {
    const context = await browser.newContext();
    // Stored before every load, so the inline script in index.html applies it before first paint
    // exactly as it would for a returning visitor.
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    tabs[theme] = await context.newPage();
  }
});

afterAll(async () => {
  await browser?.close();
});

/** Loads a page and waits until it has hydrated, so axe sees what a visitor interacts with. */
async function open(theme: Theme, path: string, width = 1280): Promise<Page> {
  const tab = tabs[theme];
  await tab.setViewportSize({ width, height: 800 });
  const response = await tab.goto(siteUrl(path), { waitUntil: 'networkidle' });
  expect(response?.status(), `${path} should load`).toBe(200);
  // Guards against silently checking the light theme twice.
  const dark = await tab.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(dark, `${path} should render in the ${theme} theme`).toBe(theme === 'dark');
  return tab;
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

async function findProblems(tab: Page, where: string): Promise<string[]> {
  // The site has no frames, so the default mode's per-run blank page (where it merges results
  // across frames) only costs time: more than half of each analysis.
  const results = await new AxeBuilder({ page: tab }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations.flatMap((violation) => describeViolation(violation, where));
}

function expectNone(problems: string[]) {
  expect(problems.length, `axe found:\n\n${problems.join('\n\n')}\n`).toBe(0);
}

describe('every prerendered page passes axe (WCAG 2.2 AA) in both themes', () => {
  test.for(allPagePaths())('%s', async (path) => {
    // The two tabs work side by side: most of a check is waiting for the network to settle.
    const problems = await Promise.all(
      themes.map(async (theme) => findProblems(await open(theme, path), `${path} (${theme})`)),
    );
    expectNone(problems.flat());
  });
});

describe('open menus pass axe too', () => {
  /** Opens the disclosure named `name` and waits until the panel it controls is shown. */
  async function openMenu(tab: Page, name: string) {
    const button = tab.getByRole('button', { name, exact: true });
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    await tab.locator(`[id="${panelId}"]`).waitFor({ state: 'visible' });
    return tab;
  }

  test.for(languages)('mobile menu at 360 px, /%s', async (lang) => {
    const problems = await Promise.all(
      themes.map(async (theme) => {
        const tab = await openMenu(await open(theme, `/${lang}`, 360), navText(lang).menu);
        return findProblems(tab, `/${lang} with the mobile menu open at 360 px (${theme})`);
      }),
    );
    expectNone(problems.flat());
  });

  test.for(languages)('desktop Products menu, /%s/products', async (lang) => {
    const problems = await Promise.all(
      themes.map(async (theme) => {
        const tab = await openMenu(await open(theme, `/${lang}/products`), navText(lang).products);
        return findProblems(tab, `/${lang}/products with the Products menu open (${theme})`);
      }),
    );
    expectNone(problems.flat());
  });
});

describe('the open search dialog passes axe', () => {
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
    return tab;
  }

  test.for(languages.flatMap((lang) => ['VT30', 'qqxyzzy'].map((query) => [lang, query])))(
    '/%s/products with results for %s',
    async ([lang, query]) => {
      const problems = await Promise.all(
        themes.map(async (theme) => {
          const tab = await searchFor(await open(theme, `/${lang}/products`), query ?? '');
          return findProblems(tab, `/${lang}/products searching "${query}" (${theme})`);
        }),
      );
      expectNone(problems.flat());
    },
  );
});
