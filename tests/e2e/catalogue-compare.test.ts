import { describe, expect, it, type Page } from './support/fixtures.ts';
import {
  atTwiceTheTextSize,
  builtChunk,
  isSameDocument,
  markDocument,
  openHydrated,
  visitHydrated,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** The URLs of the requests `page` makes, from now on, for the built chunk named `name`. */
function requestsForChunk(page: Page, name: string): string[] {
  const chunk = builtChunk(name);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(request.url())) requested.push(request.url());
  });
  return requested;
}

function compareBox(page: Page, slug: string) {
  return page.locator(`[data-product="${slug}"]`).getByTestId('compare-toggle');
}

async function columns(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="compare-table"] thead th[data-product]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-product') ?? ''));
}

/** A desktop and a phone: the sticky bar covers a larger share of the phone's screen. */
const barViewports = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];

describe('compare from a listing', () => {
  it('takes three products, refuses a fourth with a message, and opens the comparison', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/products/vtol');
    const bar = page.getByTestId('compare-bar');
    expect(await bar.getByTestId('compare-link').innerText()).toBe('Compare (0/3)');
    for (const slug of ['zs-VT15', 'zs-VT60', 'zs-VT150']) await compareBox(page, slug).check();
    await page.waitForURL(/compare=zs-VT15,zs-VT60,zs-VT150$/);
    // The bar is a part of its own (docs/decisions/090): it answers once it has hydrated.
    await expect.poll(() => bar.getByTestId('compare-link').innerText()).toBe('Compare (3/3)');

    await compareBox(page, 'zs-VT30').click();
    await expect
      .poll(() => page.getByTestId('compare-message').innerText())
      .toBe('ZS-VT30 was not added: you can compare up to 3 products. Remove one first.');
    expect(await compareBox(page, 'zs-VT30').isChecked()).toBe(false);
    expect(page.url()).toMatch(/compare=zs-VT15,zs-VT60,zs-VT150$/);

    // Dropping one makes room again, and the message goes.
    await bar.getByRole('button', { name: 'Remove ZS-VT60 from the comparison' }).click();
    await page.waitForURL(/compare=zs-VT15,zs-VT150$/);
    await compareBox(page, 'zs-VT30').check();
    await page.waitForURL(/compare=zs-VT15,zs-VT150,zs-VT30$/);
    expect(await page.getByTestId('compare-message').innerText()).toBe('');

    await markDocument(page);
    await bar.getByTestId('compare-link').click();
    await page.waitForURL(/\/en\/products\/compare\?compare=zs-VT15,zs-VT150,zs-VT30$/);
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-VT150', 'zs-VT30']);
    expect(await isSameDocument(page)).toBe(true);

    // Back returns to the listing with the choice still ticked.
    await page.goBack();
    await page.waitForURL(/\/en\/products\/vtol\?compare=/);
    await expect.poll(() => compareBox(page, 'zs-VT30').isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it.for(barViewports)(
    "at $width px: fetches the bar's code with the listing, before any tick asks for it",
    async (viewport, { tab: page }) => {
      await page.setViewportSize(viewport);
      const barCode = requestsForChunk(page, 'compare-bar');
      const errors = await visitHydrated(page, '/en/products/vtol');
      // No pointer, tap or focus: the sticky bar is in view, which is enough.
      await expect.poll(() => barCode.length).toBe(1);
      expect(errors).toEqual([]);
    },
  );

  it('in a window short for its text, leaves the bar at the end of the list', async ({
    tab: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const belowTheWindow = () =>
      page
        .getByTestId('compare-bar')
        .evaluate((bar) => bar.getBoundingClientRect().top > innerHeight);
    const errors = await visitHydrated(page, '/en/products/vtol');
    expect(await belowTheWindow()).toBe(false);
    // At twice the text size the bar would cover half the phone's screen.
    await atTwiceTheTextSize(page, async () => {
      await page.reload();
      await waitForHydration(page);
      expect(await belowTheWindow()).toBe(true);
    });
    expect(errors).toEqual([]);
  });

  it('keeps a second tick while the first is still on its way to the URL', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/products/vtol');
    const [first, second] = ['zs-VT15', 'zs-VT60'];
    for (const slug of [first, second]) {
      await expect.poll(() => compareBox(page, slug).isEnabled()).toBe(true);
    }
    // A visitor ticks a second box just as the first tick is written to the URL, on a phone
    // too busy to paint the next frame soon: the router renders the first tick's URL before
    // the second tick is written. The second box is read every few milliseconds until the URL
    // holds both.
    const readings = await page.evaluate(
      ({ first, second }) =>
        new Promise<{ ticked: boolean; search: string; at: number }[]>((resolve, reject) => {
          const box = (slug: string) =>
            document.querySelector<HTMLInputElement>(
              `[data-product="${slug}"] [data-testid="compare-toggle"]`,
            )!;
          const readings: { ticked: boolean; search: string; at: number }[] = [];
          let start = 0;
          const read = () => {
            const search = location.search;
            readings.push({ ticked: box(second).checked, search, at: performance.now() - start });
            if (search === `?compare=${first},${second}`) resolve(readings);
            else setTimeout(read, 5);
          };
          const replaceState = history.replaceState.bind(history);
          history.replaceState = (...args: Parameters<History['replaceState']>) => {
            replaceState(...args);
            if (start > 0 || location.search !== `?compare=${first}`) return;
            start = performance.now();
            const nextFrame = requestAnimationFrame.bind(window);
            window.requestAnimationFrame = (callback) => {
              setTimeout(() => nextFrame(callback), 300);
              return 0;
            };
            queueMicrotask(() => {
              box(second).click();
              read();
            });
          };
          setTimeout(() => reject(new Error(`the URL stayed at "${location.search}"`)), 10_000);
          box(first).click();
        }),
      { first, second },
    );
    // The race shows once the router has rendered the first tick's URL, which it has well
    // within 100 ms; the held-back frame keeps the second tick from the URL for 300 ms. How
    // many readings fall in between depends on how busy the host is, so the test asks for a
    // few, not for a count.
    const inRaceWindow = readings.filter(
      ({ search, at }) => search === `?compare=${first}` && at >= 100,
    );
    expect(inRaceWindow.length).toBeGreaterThanOrEqual(3);
    expect(readings.filter(({ ticked }) => !ticked)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.for(barViewports)(
    'at $width px: the keyboard never lands under the bar, and keeps its place as products go',
    async (viewport, { tab: page }) => {
      await page.setViewportSize(viewport);
      const errors = await visitHydrated(
        page,
        '/en/products/multirotor?compare=zs-EM02,zs-EM07,zs-EM25',
      );
      const bar = page.getByTestId('compare-bar');
      await expect.poll(() => bar.getByRole('button', { name: /^Remove/ }).count()).toBe(3);
      // Every stop of the page's main part, filters and cards, is in view above the bar
      // (WCAG 2.4.11).
      await page.locator('main').focus();
      const covered: string[] = [];
      for (let stop = 0; stop < 80; stop += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null;
          const barBox = document.querySelector('[data-testid="compare-bar"]')!;
          if (!focused || barBox.contains(focused) || !focused.closest('main')) return undefined;
          const box = focused.getBoundingClientRect();
          const barTop = barBox.getBoundingClientRect().top;
          return { name: focused.outerHTML.slice(0, 80), hidden: box.top >= barTop };
        });
        if (where?.hidden) covered.push(where.name);
      }
      expect(covered).toEqual([]);

      // Removing one moves focus to the remove button now in its place, not to the page.
      await bar.getByRole('button', { name: 'Remove ZS-EM07 from the comparison' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/compare=zs-EM02,zs-EM25$/);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Remove ZS-EM25 from the comparison');
      await page.keyboard.press('Enter');
      await page.waitForURL(/compare=zs-EM02$/);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Remove ZS-EM02 from the comparison');
      // Clearing all leaves focus on the bar, which now says how to choose.
      await bar.getByRole('button', { name: 'Clear' }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('compare-bar');
      expect(errors).toEqual([]);
    },
  );
});

describe('the comparison view', () => {
  it('at 360 px: scrolls the comparison inside its table, never the page sideways', async ({
    tab: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const errors = await visitHydrated(
      page,
      '/en/products/compare?compare=zs-VT15,zs-VT30,zs-EM25',
    );
    // The prerendered page has no products: the table comes with the render that reads the URL.
    await page.getByTestId('compare-table').waitFor();
    const widths = await page.evaluate(() => {
      const scroller = document.querySelector('[data-testid="compare-table"]')!.parentElement!;
      const root = document.documentElement;
      return {
        page: root.scrollWidth - root.clientWidth,
        table: scroller.scrollWidth - scroller.clientWidth,
      };
    });
    expect(widths.page).toBe(0);
    expect(widths.table).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('shows a shared comparison of a VTOL and a multirotor, rows aligned, units shown', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/products/compare?compare=zs-VT15,zs-EM25');
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-EM25']);
    const cells = async (row: string) => page.locator(`[data-row="${row}"] td`).allTextContents();
    expect(await cells('flightTime')).toEqual(['210 min', '60 min (no payload)']);
    expect(await cells('payload')).toEqual(['5 kg', '10 kg']);
    expect(await cells('range')).toEqual(['245 km', '—not stated']);
    expect(await cells('windResistance')).toEqual(['Beaufort force 6', 'Beaufort force 6']);
    expect(await page.locator('[data-row="flightTime"]').getAttribute('data-differs')).toBe('true');
    expect(await page.locator('[data-row="windResistance"]').getAttribute('data-differs')).toBe(
      'false',
    );

    await page.getByLabel('Show differences only').check();
    expect(await page.locator('[data-row="windResistance"]').count()).toBe(0);
    expect(await page.locator('[data-row="flightTime"]').count()).toBe(1);

    // Room for a third drone, of any series.
    await page.getByTestId('compare-add').selectOption('zs-th400');
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await page.waitForURL(/\?compare=zs-VT15,zs-EM25,zs-th400$/);
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-EM25', 'zs-th400']);
    expect(await page.getByTestId('compare-add').count()).toBe(0);

    await page.getByRole('button', { name: 'Remove ZS-EM25' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?compare=zs-VT15,zs-th400$/);
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-th400']);
    // Focus goes to the remove button now in its place, then, with none left, to the text
    // that says how to choose products.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toMatch(/^Remove\s*ZS-TH400$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\?compare=zs-VT15$/);
    await expect.poll(focused).toMatch(/^Remove\s*ZS-VT15$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/compare$/);
    await expect.poll(focused).toMatch(/^Choose up to 3 products/);
    expect(errors).toEqual([]);
  });

  it('leaves out, and names, products that cannot be compared with the first', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(
      page,
      '/zh/products/compare?compare=zs-EPT30,zs-EPT40,zs-IRT25',
    );
    await expect.poll(() => columns(page)).toEqual(['zs-EPT30', 'zs-EPT40']);
    expect(await page.getByRole('status').first().innerText()).toContain('ZS-IRT25 双光热成像吊舱');
    expect(await page.locator('[data-row="capacity"] td').allInnerTexts()).toEqual([
      '30 kg',
      '40 kg',
    ]);
    expect(errors).toEqual([]);
  });

  it('opens a shared link whose codes lost their case on the way', async ({ tab: page }) => {
    const errors = await visitHydrated(page, '/en/products/compare?compare=zs-vt15,zs-em25');
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-EM25']);
    expect(errors).toEqual([]);
  });

  it('still opens a link shared with the old ?items= name, and renames it in place', async ({
    context,
  }) => {
    // A tab opened straight at a comparison: how long its history is without any rewrite.
    const control = await openHydrated(context, '/en/products/compare?compare=zs-VT15,zs-EM25');
    const historyLength = await control.page.evaluate(() => window.history.length);
    await control.page.close();

    const { page, errors } = await openHydrated(
      context,
      '/en/products/compare?items=zs-VT15,zs-EM25',
    );
    await page.waitForURL(/\/en\/products\/compare\?compare=zs-VT15,zs-EM25$/);
    await expect.poll(() => columns(page)).toEqual(['zs-VT15', 'zs-EM25']);
    // Renamed in place: the old URL is not left behind as a step of the history.
    expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
    expect(errors).toEqual([]);
  });

  it("starts without the table's code when nothing is chosen", async ({ tab: page }) => {
    const comparisonCode = requestsForChunk(page, 'comparison');
    const errors = await visitHydrated(page, '/en/products/compare');
    await page.waitForLoadState('networkidle');
    expect(comparisonCode).toEqual([]);
    // A shared comparison brings it.
    await page.goto(siteUrl('/en/products/compare?compare=zs-EM25,zs-EM40'));
    await expect.poll(() => columns(page)).toEqual(['zs-EM25', 'zs-EM40']);
    expect(comparisonCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("leaves the filters panel as it was at a tick: its code comes with the URL's change, not in the tick", async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/en/products/multirotor');
    await page.waitForLoadState('networkidle');
    // The Navigation API tells when the address changed, on the page's own clock.
    await page.evaluate(() => {
      const seen = window as unknown as { navigation: EventTarget; addressChangedAt?: number };
      seen.navigation.addEventListener('currententrychange', () => {
        seen.addressChangedAt ??= performance.now();
      });
    });
    await compareBox(page, 'zs-EM25').check();
    await expect.poll(() => page.url()).toContain('compare=zs-EM25');
    // The router's new address renders every part not hydrated yet, which then asks for its
    // code (docs/decisions/090); the tick's own render must not reach the panel.
    const order = () =>
      page.evaluate((chunk) => {
        const fetched = performance
          .getEntriesByType('resource')
          .find((entry) => new RegExp(chunk).test(entry.name));
        const { addressChangedAt } = window as unknown as { addressChangedAt?: number };
        return fetched && addressChangedAt !== undefined
          ? fetched.startTime > addressChangedAt
            ? 'after the address changed'
            : 'before the address changed'
          : 'not yet';
      }, builtChunk('filters-panel').source);
    await expect.poll(order).toBe('after the address changed');
    expect(errors).toEqual([]);
  });

  it("fetches the table's code at a listing's first tick, before its bar is followed", async ({
    tab: page,
  }) => {
    const comparisonCode = requestsForChunk(page, 'comparison');
    const errors = await visitHydrated(page, '/en/products/multirotor');
    await page.waitForLoadState('networkidle');
    expect(comparisonCode).toEqual([]);
    await compareBox(page, 'zs-EM25').check();
    await expect.poll(() => comparisonCode.length).toBe(1);
    await compareBox(page, 'zs-EM40').check();
    await page.getByTestId('compare-bar').getByTestId('compare-link').click();
    await expect.poll(() => columns(page)).toEqual(['zs-EM25', 'zs-EM40']);
    expect(comparisonCode).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('is noindex, and its prerendered page invites the visitor to choose products', async () => {
    const html = await (await fetch(siteUrl('/en/products/compare'))).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(html).toContain('Choose up to 3 products to compare');
    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    expect(sitemap).not.toContain('/products/compare');
  });
});
