import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allPagePaths } from '../../src/app/site-pages.ts';
import { languages } from '../../src/i18n/languages.ts';
import { launchBrowser, type BrowserSession, type Page } from './support/browser.ts';
import { siteUrl } from './support/site.ts';

/** WCAG 2.2 AA as far as a machine can tell: what the spec asks every page to meet. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

let session: BrowserSession;
/** One tab per theme, reused for every page: a new tab per page would triple the run time. */
const tabs = {} as Record<Theme, Page>;

beforeAll(async () => {
  session = await launchBrowser();
  for (const theme of themes) {
    const tab = await session.context.newPage();
    // The tabs share one origin's storage, so each sets its own theme before every load; the
    // inline script in index.html then applies it exactly as it would for a returning visitor.
    await tab.addInitScript((value) => localStorage.setItem('theme', value), theme);
    tabs[theme] = tab;
  }
});

afterAll(async () => {
  await session?.close();
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

function describeViolation(violation: Result, where: string): string[] {
  return violation.nodes.map(
    (node) =>
      `${violation.id} [${violation.impact ?? 'n/a'}] on ${where}\n` +
      `  target: ${node.target.join(' ')}\n` +
      `  ${node.failureSummary?.replaceAll('\n', '\n  ') ?? violation.help}\n` +
      `  help: ${violation.helpUrl}`,
  );
}

/** Runs axe on the tab as it is and fails with one line per offending element. */
async function expectNoViolations(tab: Page, where: string) {
  const results = await new AxeBuilder({ page: tab }).withTags(wcagTags).analyze();
  const problems = results.violations.flatMap((violation) => describeViolation(violation, where));
  expect(problems, `axe found ${problems.length} problem(s):\n\n${problems.join('\n\n')}`).toEqual(
    [],
  );
}

describe('every prerendered page passes axe (WCAG 2.2 AA)', () => {
  const cases = allPagePaths().flatMap((path) => themes.map((theme) => ({ path, theme })));

  test.for(cases)('$path ($theme)', async ({ path, theme }) => {
    const tab = await open(theme, path);
    await expectNoViolations(tab, `${path} (${theme})`);
  });
});

describe('open menus pass axe too', () => {
  const cases = languages.flatMap((lang) => themes.map((theme) => ({ lang, theme })));

  test.for(cases)('mobile menu at 360 px, /$lang ($theme)', async ({ lang, theme }) => {
    const tab = await open(theme, `/${lang}`, 360);
    const button = tab.locator('header button[aria-controls]:visible');
    await expect.poll(() => button.count()).toBe(1);
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    await tab.locator(`[id="${panelId}"]`).waitFor({ state: 'visible' });
    await expectNoViolations(tab, `/${lang} with the mobile menu open at 360 px (${theme})`);
  });

  test.for(cases)('desktop Products menu, /$lang ($theme)', async ({ lang, theme }) => {
    const tab = await open(theme, `/${lang}/products`);
    const nav = tab.locator('header nav:visible');
    // The second disclosure of the main navigation is Products (navigation.ts orders them).
    const button = nav.locator('button[aria-controls]').nth(1);
    await button.click();
    const panelId = await button.getAttribute('aria-controls');
    await tab.locator(`[id="${panelId}"]`).waitFor({ state: 'visible' });
    await expectNoViolations(tab, `/${lang}/products with the Products menu open (${theme})`);
  });
});
