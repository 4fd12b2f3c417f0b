import { readFileSync } from 'node:fs';
import { drones } from '../../src/catalogue/drones.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { paths } from '../../src/routing/paths.ts';
import { rawRequest } from './support/raw-http.ts';
import { describe, expect, it, type Page } from './support/fixtures.ts';
import {
  builtChunk,
  isSameDocument,
  markDocument,
  openHydrated,
  partsRenderedInside,
  recordRenderedParts,
  visitHydrated,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** The site search, driven as a visitor would in a real browser against the real server. */

function localeText(lang: Language, namespace: string): Record<string, unknown> {
  const file = new URL(`../../public/locales/${lang}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function searchLabels(lang: Language): { unavailable: string; dismiss: string } {
  return localeText(lang, 'common').search as { unavailable: string; dismiss: string };
}

function categoryName(lang: Language, category: string): string {
  return (localeText(lang, 'common').categories as Record<string, string>)[category] ?? category;
}

/**
 * Opens search with "/" as a keyboard user would and waits until the field has focus. The
 * shortcut is offered once the control is (it appears when hydration has finished, which on a
 * busy machine can be a while after React first takes over #root).
 */
async function openSearch(page: Page): Promise<void> {
  await page.getByTestId('search-open').waitFor({ state: 'visible' });
  await page.locator('body').press('/');
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-testid') === 'search-input',
  );
}

/**
 * Replaces the query and waits until the results for it are shown. The field's value is read in
 * the same moment as the settled list, so a list shown for less than the whole query fails here,
 * by name, rather than as a wrong first result.
 */
async function search(page: Page, query: string): Promise<void> {
  const input = page.getByTestId('search-input');
  await input.fill('');
  await input.pressSequentially(query);
  // The result area is aria-busy while a search runs.
  const settled = await page.waitForFunction(() => {
    const body = document.querySelector('[data-testid="search-body"]');
    const done =
      document.querySelector('[data-testid="search-results"]') ??
      document.querySelector('[data-testid="search-no-results"]');
    const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]');
    return done !== null && body?.getAttribute('aria-busy') === 'false' && { typed: field?.value };
  });
  expect(await settled.jsonValue(), 'the field when the list settled').toEqual({ typed: query });
}

/**
 * Waits until the search has settled with `href` as its first result. While a query is typed
 * key by key, the results for its first letters show first and are then replaced: a key pressed
 * meanwhile would act on a list about to go.
 */
async function waitForFirstResult(page: Page, href: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="search-body"]')?.getAttribute('aria-busy') ===
        'false' &&
      document.querySelector('[data-testid="search-result"]')?.getAttribute('href') === expected,
    href,
  );
}

function resultLinks(page: Page): Promise<string[]> {
  return page
    .getByTestId('search-result')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe.each(languages)('search on /%s', (lang) => {
  let page: Page;
  let errors: string[];

  it.beforeAll(async ({ fileContext }) => {
    ({ page, errors } = await openHydrated(fileContext, `/${lang}/about`));
    await openSearch(page);
  });

  it.afterAll(async () => {
    await page?.close();
  });

  it('finds the ZS-VT30 page by "VT30", with its family and key figures', async () => {
    await search(page, 'VT30');
    expect((await resultLinks(page))[0]).toBe(`/${lang}/products/vtol/zs-VT30`);
    const first = page.getByTestId('search-result').first();
    expect(await first.getByTestId('search-result-family').textContent()).toBe(
      categoryName(lang, 'vtol'),
    );
    const figures = await first.getByTestId('search-result-figures').textContent();
    expect(figures).toMatch(/30\s?(kg|千克)/);
    expect((await first.locator('mark').allTextContents()).join('')).toMatch(/VT30/);
    // The count is announced in a live region.
    const status = page.getByTestId('search-status');
    expect(await status.getAttribute('role')).toBe('status');
    const count = (await resultLinks(page)).length;
    expect(await status.textContent()).toContain(String(count));
  });

  it.each(['vt-30', 'zs-VT30', 'VT 30', 'vt30', 'ZSVT30'])(
    'reads the loose code %j as the ZS-VT30',
    async (typed) => {
      await search(page, typed);
      expect((await resultLinks(page))[0]).toBe(`/${lang}/products/vtol/zs-VT30`);
    },
  );

  it.each(['IRT35', 'irt-35', 'ZS IRT35'])(
    'finds the ZS-IRT35 among the sensor payloads by %j',
    async (typed) => {
      await search(page, typed);
      const links = await resultLinks(page);
      expect(links[0]).toMatch(new RegExp(`^/${lang}/products/(sensors|Payloads)#zs-IRT35`));
      const first = page.getByTestId('search-result').first();
      expect(await first.getByTestId('search-result-family').textContent()).toBe(
        categoryName(lang, 'sensors'),
      );
      expect(await first.getByTestId('search-result-figures').count()).toBe(1);
    },
  );

  it('finds the aircraft that carry the ZS-IRT35 after its own card, by "IRT35"', async () => {
    await search(page, 'IRT35');
    const links = await resultLinks(page);
    expect(links[0]).toMatch(new RegExp(`^/${lang}/products/(sensors|Payloads)#zs-IRT35`));
    const carriers = drones
      .filter((drone) => drone.payloads.includes('zs-IRT35'))
      .map((drone) => paths.model(lang, drone.series, drone.slug));
    const models = links.filter((link) =>
      /^\/\w+\/products\/(vtol|multirotor|tandem)\//.test(link),
    );
    // Chinese found the card alone while its index split "ZS-IRT35" at the hyphen.
    expect(models.length).toBeGreaterThanOrEqual(3);
    expect(models.filter((link) => !carriers.includes(link))).toEqual([]);
    // Each quotes the code where the page names it, marked.
    const excerpts = page.getByTestId('search-result-excerpt');
    for (const index of [1, 2]) {
      expect(await excerpts.nth(index).locator('mark').allTextContents()).toContain('ZS-IRT35');
    }
  });

  it('offers the products overview and sales when nothing matches', async () => {
    await search(page, 'qqxyzzy');
    const help = page.getByTestId('search-no-results');
    expect(await help.textContent()).toContain('qqxyzzy');
    const links = await help
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([`/${lang}/products`, `/${lang}/contact?intent=sales`]);
    expect(await page.getByTestId('search-result').count()).toBe(0);
    // Announced as the count is, not only shown.
    expect(await page.getByTestId('search-status').textContent()).toContain('qqxyzzy');
  });

  it('quotes the pages as they read: no tags, no solid codes, each term apart from its value', async () => {
    await search(page, 'EM25');
    const excerpts = await page.getByTestId('search-result-excerpt').allTextContents();
    expect(excerpts.length).toBeGreaterThan(0);
    for (const text of excerpts) {
      expect(text).not.toMatch(/<\/?mark>|ZSEM25/);
      expect(text).not.toMatch(/(time|Payload|weight|续航时间|载重|最大起飞重量)\d/);
    }
  });

  it('raised no console errors (CSP included) while loading and searching', () => {
    expect(errors).toEqual([]);
  });
});

describe('language', () => {
  it('finds the firefighting pages for "消防" on /zh, in Chinese only', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/zh');
    await openSearch(page);
    await search(page, '消防');
    const links = await resultLinks(page);
    expect(links).toEqual(expect.arrayContaining(['/zh/firefighting']));
    expect(links.some((link) => link.startsWith('/zh/products/firefighting'))).toBe(true);
    expect(links.every((link) => link.startsWith('/zh/') || link === '/zh')).toBe(true);
    expect(errors).toEqual([]);
  });

  it('finds English pages only for English words on /en, and no Chinese page', async ({
    tab: page,
  }) => {
    await visitHydrated(page, '/en');
    await openSearch(page);
    await search(page, 'firefighting');
    const links = await resultLinks(page);
    expect(links).toEqual(expect.arrayContaining(['/en/firefighting']));
    expect(links.every((link) => link.startsWith('/en/') || link === '/en')).toBe(true);
    await search(page, '消防');
    expect(await page.getByTestId('search-no-results').count()).toBe(1);
  });
});

describe('keyboard', () => {
  it('works from the keyboard alone: "/", typing, arrows, Enter (a client-side navigation)', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/about');
    await markDocument(page);
    await openSearch(page);
    await page.keyboard.type('VT30');
    await waitForFirstResult(page, '/en/products/vtol/zs-VT30');
    const focusedHref = () =>
      page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    const links = await resultLinks(page);
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(links[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedHref()).toBe(links[1]);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(siteUrl('/en/products/vtol/zs-VT30'));
    await page.getByRole('heading', { level: 1, name: 'ZS-VT30' }).waitFor();
    expect(await page.getByTestId('search-dialog').isVisible()).toBe(false);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('keeps what is typed while the dialog loads on first use', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/en/about');
    // Hold the dialog's code back, as a slow network would, while the visitor types on.
    let releaseDialog = () => {};
    const dialogHeld = new Promise<void>((resolve) => (releaseDialog = resolve));
    await page.route(/\/assets\/search-dialog-[\w-]+\.js$/, async (route) => {
      await dialogHeld;
      await route.continue();
    });
    await page.getByTestId('search-open').waitFor({ state: 'visible' });
    await page.locator('body').press('/');
    await page.keyboard.type('VT3O');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    expect(await page.getByTestId('search-dialog').count()).toBe(0);
    releaseDialog();

    await page.getByTestId('search-result').first().waitFor();
    expect(await page.getByTestId('search-input').inputValue()).toBe('VT30');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    expect((await resultLinks(page))[0]).toBe('/en/products/vtol/zs-VT30');
    // Typing goes on in the field itself, after what was typed ahead.
    await page.keyboard.type(' ');
    expect(await page.getByTestId('search-input').inputValue()).toBe('VT30 ');
    expect(errors).toEqual([]);
  });

  it('opens with Ctrl+K, keeps focus inside, closes with Escape and returns focus', async ({
    tab: page,
  }) => {
    await visitHydrated(page, '/zh/contact');
    // Typing "/" into a form field types it; it does not open search.
    await page.locator('input[name="name"]').focus();
    await page.keyboard.press('/');
    expect(await page.getByTestId('search-dialog').count()).toBe(0);

    await page.getByTestId('search-open').focus();
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').waitFor();
    expect(await page.getByTestId('search-dialog').getAttribute('aria-labelledby')).toBeTruthy();
    await page.keyboard.type('VT30');
    await waitForFirstResult(page, '/zh/products/vtol/zs-VT30');
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('[data-testid="search-dialog"]') !== null,
      );
      expect(inside, `focus after ${step + 1} Tab presses`).toBe(true);
    }
    // One Escape closes, wherever focus is, the field included (which holds text).
    await page.getByTestId('search-input').focus();
    await page.keyboard.press('Escape');
    await page.getByTestId('search-dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'search-open',
    );
  });
});

describe('no cost until used, and nothing without JavaScript', () => {
  it('loads no search code or index before the dialog opens, then loads them', async ({
    context,
  }) => {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(siteUrl('/en/products/vtol'), { waitUntil: 'networkidle' });
    const isSearchFile = (path: string) =>
      path.startsWith('/pagefind/') || /search-dialog/.test(path) || path.endsWith('/search.json');
    expect(requested.filter(isSearchFile)).toEqual([]);
    await openSearch(page);
    await search(page, 'VT30');
    expect(requested).toEqual(
      expect.arrayContaining(['/pagefind/pagefind.js', '/locales/en/search.json']),
    );
    expect(requested.some((path) => /\/assets\/search-dialog-[\w-]+\.js$/.test(path))).toBe(true);
    expect(requested.some((path) => /^\/pagefind\/pagefind\.en_\w+\.pf_meta$/.test(path))).toBe(
      true,
    );
    // Only the page's language is loaded.
    expect(requested.filter((path) => /\.zh_|\/zh_/.test(path))).toEqual([]);
  });

  it('renders nothing of the page again when the texts it lacked arrive', async ({ context }) => {
    // The dialog's texts are not in the page (docs/decisions/020): they arrive after it asks
    // for them, and only what asked renders again. The whole page once did, a 50–110 ms frame
    // while the visitor typed at 4× CPU (docs/decisions/066).
    await recordRenderedParts(context);
    const { page, errors } = await openHydrated(context, '/en/about');
    await page.waitForLoadState('networkidle');
    const before = await partsRenderedInside(page, 'main');
    expect(before, 'components rendered in <main> while it hydrated').toBeGreaterThan(0);
    await openSearch(page);
    await search(page, 'VT30');
    await page.waitForLoadState('networkidle');
    expect(await partsRenderedInside(page, 'main'), 'components of <main> rendered again').toBe(
      before,
    );
    expect(errors).toEqual([]);
  });

  it('does not offer the control without JavaScript, and it takes the same place with it', async ({
    newContext,
  }) => {
    const box = async (javaScriptEnabled: boolean) => {
      const noScript = await newContext({
        javaScriptEnabled,
        viewport: { width: 360, height: 640 },
      });
      try {
        const page = await noScript.newPage();
        await page.goto(siteUrl('/zh'), { waitUntil: 'networkidle' });
        const button = page.getByTestId('search-open');
        // With JavaScript the control is revealed once the page has hydrated, which on a busy
        // machine can come after the network has gone quiet; it never comes without.
        if (javaScriptEnabled) await button.waitFor({ state: 'visible' });
        const header = page.locator('header');
        return {
          visible: await button.isVisible(),
          rect: await button.boundingBox(),
          headerHeight: (await header.boundingBox())?.height,
          named: await page.getByRole('button', { name: '搜索' }).count(),
        };
      } finally {
        await noScript.close();
      }
    };
    const without = await box(false);
    expect(without.visible).toBe(false);
    expect(without.named).toBe(0);
    const withScript = await box(true);
    expect(withScript.visible).toBe(true);
    expect(withScript.named).toBe(1);
    // Revealed in place: nothing in the header moves, and the header stays one line at 360 px.
    expect(withScript.rect).toEqual(without.rect);
    expect(withScript.headerHeight).toBe(without.headerHeight);
    expect(withScript.headerHeight).toBeLessThanOrEqual(72);
  });
});

describe('a search that cannot load', () => {
  // Offline at the first try, back at the second. A browser from before whatwg/html#10327
  // (Chromium 150 here) would refuse the same script again without asking the network
  // (docs/decisions/106).
  it('says so, and its button loads it once the network is back', async ({ tab: page }) => {
    await visitHydrated(page, '/en/about');
    let reachable = false;
    await page.route(
      (url) => url.pathname === '/pagefind/pagefind.js',
      (route) => (reachable ? route.continue() : route.abort('internetdisconnected')),
    );
    await openSearch(page);
    await expect
      .poll(() => page.getByTestId('search-status').textContent())
      .toBe(searchLabels('en').unavailable);

    reachable = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await search(page, 'VT30');
    expect((await resultLinks(page))[0]).toBe('/en/products/vtol/zs-VT30');
  });

  // The dialog's own chunk. Each failed press says so; the visitor chooses when to load the page
  // again, as the notice advises, because a reload forced on a form page would lose what was
  // typed (docs/decisions/106).
  it('says so when the dialog’s code cannot load, and searches after the page is loaded again', async ({
    tab: page,
  }) => {
    await visitHydrated(page, '/zh/about');
    await markDocument(page);
    let reachable = false;
    await page.route(builtChunk('search-dialog'), (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    const notice = page.getByTestId('search-unavailable');
    const labels = searchLabels('zh');

    await page.context().setOffline(true);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await page.getByTestId('search-open').click();
      await notice.waitFor();
      expect(await notice.getByRole('paragraph').innerText(), `attempt ${attempt}`).toBe(
        labels.unavailable,
      );
      expect(await notice.getAttribute('role')).toBe('alert');
      await notice.getByRole('button', { name: labels.dismiss, exact: true }).click();
      expect(await notice.count()).toBe(0);
    }

    await page.context().setOffline(false);
    reachable = true;
    await page.reload();
    expect(await isSameDocument(page)).toBe(false);
    await waitForHydration(page);
    await openSearch(page);
    await search(page, 'VT30');
    expect((await resultLinks(page))[0]).toBe('/zh/products/vtol/zs-VT30');
  });
});

describe('the index as served', () => {
  it('is served with fitting content types and the CSP lets Pagefind compile its WebAssembly', async () => {
    const entry = await rawRequest('/pagefind/pagefind-entry.json');
    expect(entry.status).toBe(200);
    const index = JSON.parse(entry.body.toString('utf8')) as {
      languages: Record<string, { hash: string; page_count: number }>;
    };
    expect(Object.keys(index.languages).sort()).toEqual([...languages].sort());
    const meta = await rawRequest(`/pagefind/pagefind.${index.languages.zh?.hash ?? ''}.pf_meta`);
    expect(meta.status).toBe(200);
    expect(meta.headers['content-type']).toBe('application/octet-stream');
    const script = await rawRequest('/pagefind/pagefind.js');
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    const wasm = await rawRequest('/pagefind/wasm.en.pagefind');
    expect(wasm.status).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/octet-stream');
    const scriptSrc = String(script.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))
      ?.trim()
      .split(/\s+/);
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });
});
