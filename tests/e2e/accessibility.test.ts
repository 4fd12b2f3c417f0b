import { readFileSync } from 'node:fs';
import { languages } from '../../src/i18n/languages.ts';
import type { ExpectStatic } from 'vitest';
import { axeViolations, colourRules, themeProblems } from './support/axe.ts';
import { describe, test, type Page } from './support/fixtures.ts';
import { openThemed, ThemedTabs, themes } from './support/themed-tabs.ts';

/** The header's own words, so the tests find the menu buttons the way a visitor does. */
function navText(lang: string): { menu: string; products: string } {
  const file = new URL(`../../public/locales/${lang}/common.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { nav: { menu: string; products: string } })
    .nav;
}

let tabs: ThemedTabs;
test.beforeAll(async ({ browser }) => {
  tabs = await ThemedTabs.open(browser);
});
test.afterAll(() => tabs?.close());

/**
 * Checks `path` in both themes once `prepare` has opened what is to be checked (a menu, a
 * dialog). Switching the theme on the page would close it, so each theme has a tab of its own,
 * side by side.
 */
async function checkThemes(
  expect: ExpectStatic,
  path: string,
  where: string,
  { width = 1280, prepare }: { width?: number; prepare: (tab: Page) => Promise<unknown> },
): Promise<void> {
  const problems = await Promise.all(
    themes.map((theme) =>
      tabs.lend(theme, async (tab) => {
        await openThemed(expect, tab, theme, path, width);
        await prepare(tab);
        return themeProblems(tab, theme, `${where} (${theme})`);
      }),
    ),
  );
  const found = problems.flat();
  expect(found.length, `axe found:\n\n${found.join('\n\n')}\n`).toBe(0);
}

/** Several checks run at once and share the cores, so each has two minutes rather than one. */
const concurrentChecks = { timeout: 120_000 };

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

describe.concurrent('the mission finder with its ranking passes axe', concurrentChecks, () => {
  test.for(languages)('/%s/products/finder with a mission', (lang, { expect }) => {
    // Every group shows (fits, ask sales, does not fit), with temperatures given "on request".
    const path = `/${lang}/products/finder?task=logistics&payload=40&range=80&tmin=-20`;
    return checkThemes(expect, path, path, {
      width: 360,
      prepare: (tab) => tab.getByTestId('finder-doesNotFit').waitFor(),
    });
  });
});

describe('the check itself', () => {
  // Every test above expects no findings, which a check that ran nothing would also give.
  test('finds a missing alt text and low contrast, each rule set and scope as asked', async ({
    expect,
  }) => {
    await tabs.lend('light', async (tab) => {
      await openThemed(expect, tab, 'light', '/en/about');
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
