import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { benchPages } from '../../scripts/bench/bench-pages.ts';
import { pagesOverInitialJsBudget } from '../../scripts/bench/initial-js.ts';
import { clientDir } from '../../scripts/build-layout.ts';
import { functionsCompiledOnFirstCall } from '../../scripts/eager-compile.ts';
import { pageModuleSource } from '../../src/app/routes.tsx';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { allPagePaths, pagePath as pagePathOf, sitePages } from '../../src/routing/site-pages.ts';
import { describe, expect, it, type NewContext, type Page } from './support/fixtures.ts';
import {
  chunkFilesOf,
  collectPageErrors,
  readBuiltFile,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/**
 * Issue 10: the prerendered HTML paints and works on its own; the page's code is requested
 * only after the first paint, all of it at once; and the first render needs no text beyond
 * what the HTML carries. One page of every type in both languages (the benched pages).
 */

/** The code the page's start script names: the entry, and every module fetched beside it. */
async function startScriptCode(pagePath: string): Promise<{ entry: string; modules: string[] }> {
  const html = await readBuiltFile(`${pagePath.replace(/^\//, '')}/index.html`);
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const modules = /data-modules="([^"]*)"/.exec(html)?.[1];
  if (!entry || modules === undefined) throw new Error(`${pagePath} has no start script.`);
  return { entry, modules: modules.split(' ').filter(Boolean) };
}

/** The sources of the modules a path shows (its screen, its catalogue slice), as Vite's manifest names them. */
function screenSources(lang: Language, pagePath: string): string[] {
  const shown = sitePages.find(({ page }) => pagePathOf(lang, page) === pagePath);
  if (!shown) throw new Error(`${pagePath} is not a page of the route table.`);
  return pageModuleSource(shown.page);
}

/** The header search control's label in each language, from the locale files. */
const searchLabel = Object.fromEntries(
  languages.map((lang) => {
    const file = new URL(`../../public/locales/${lang}/common.json`, import.meta.url);
    const common = JSON.parse(readFileSync(file, 'utf8')) as { search: { open: string } };
    return [lang, common.search.open];
  }),
);

/**
 * The visible text of #root as the prerendered page paints it in a browser with JavaScript,
 * before any code arrives (every script file refused). A browser without JavaScript may read
 * more: where the static page cannot answer a query, it shows every choice at once (the
 * products overview's panels, `noscript:` in product-tabs.tsx).
 */
async function prerenderedPaint(page: Page, pagePath: string): Promise<string> {
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => route.abort('blockedbyclient'),
  );
  await page.goto(siteUrl(pagePath));
  return page.locator('#root').innerText();
}

/**
 * Makes `page` a visit with JavaScript where no translation can be fetched. A page fetches the
 * rest of its text once the visitor starts to use it, which these visits never do: with
 * /locales/ unreachable, any text the first render lacked would show as a fetch (and a raw key),
 * recorded in `textRequests`.
 */
async function withoutTexts(page: Page, textRequests: string[]) {
  await page.route(
    (url) => url.pathname.startsWith('/locales/'),
    (route) => {
      textRequests.push(new URL(route.request().url()).pathname);
      return route.abort('connectionfailed');
    },
  );
}

describe('every prerendered page', () => {
  // Issue 32's budget, on every page rather than the benched ones (docs/decisions/094).
  it('starts with at most 135 KB of script, each file gzipped', async () => {
    expect(await pagesOverInitialJsBudget(clientDir, allPagePaths())).toEqual([]);
  });

  it('has its functions compiled with their script, not on their first call', async () => {
    // docs/decisions/097: in a function's body every declaration is a parenthesised expression,
    // and every function expression or arrow but a method stands in parentheses.
    const assets = path.join(clientDir, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const lazy = await Promise.all(
      scripts.map(async (file) => {
        const code = await readFile(path.join(assets, file), 'utf8');
        const { declarations, expressions } = functionsCompiledOnFirstCall(code, {
          topLevel: false,
        });
        return declarations.length + expressions.length > 0
          ? [`${file}: ${declarations.length} declarations, ${expressions.length} expressions`]
          : [];
      }),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(lazy.flat()).toEqual([]);
  });
});

/** A script or link element added to the page, and whether its task had added one already. */
interface AddedElement {
  file: string;
  sharesTask: boolean;
}

describe('the start script', () => {
  // docs/decisions/100: adding a request element costs the main thread a moment, so each
  // start-up file is requested in a task of its own. Its text is the same on every page.
  it('requests the entry, then each module, one per task', async ({ tab: page }) => {
    const pagePath = '/en/about';
    const { entry, modules } = await startScriptCode(pagePath);
    await page.addInitScript(() => {
      const added: AddedElement[] = [];
      // Cleared at the end of each task (its microtask checkpoint): an element added while it
      // is still set was added in the same task as the one before.
      let taskHasAdded = false;
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement || node instanceof HTMLLinkElement) {
          const url = node instanceof HTMLScriptElement ? node.src : node.href;
          added.push({ file: new URL(url, location.href).pathname, sharesTask: taskHasAdded });
          taskHasAdded = true;
          queueMicrotask(() => (taskHasAdded = false));
        }
        return appendChild.call(this, node) as T;
      };
      Object.assign(window, { startScriptAdded: added });
    });
    await page.goto(siteUrl(pagePath));
    await waitForHydration(page);
    const added = await page.evaluate(
      () => (window as unknown as { startScriptAdded: AddedElement[] }).startScriptAdded,
    );
    const startFiles = [entry, ...modules];
    const byStartScript = added.filter(({ file }) => startFiles.includes(file));
    expect(byStartScript.map(({ file }) => file)).toEqual(startFiles);
    expect(byStartScript.filter(({ sharesTask }) => sharesTask)).toEqual([]);
  });
});

describe.each(benchPages)('$path ($type)', ({ lang, path: pagePath }) => {
  it('paints before requesting code, fetches it side by side, and hydrates from its own text', async ({
    tab: page,
    tabWith,
  }) => {
    const { entry, modules } = await startScriptCode(pagePath);
    // The page's own chunks and all they import, from the build's manifest: the start script
    // must name every one, or the entry would find them only once it runs.
    const pageChunks = (
      await Promise.all(screenSources(lang, pagePath).map((source) => chunkFilesOf(source)))
    ).flatMap((files) => [...files].map((file) => `/${file}`));
    expect(pageChunks.filter((file) => file !== entry && !modules.includes(file))).toEqual([]);
    const expectedText = await prerenderedPaint(await tabWith(), pagePath);
    const textRequests: string[] = [];
    await withoutTexts(page, textRequests);
    const errors = collectPageErrors(page);
    // No waterfall: the entry is held back until every module the page needs has been
    // requested. A module found only by running the entry would never be, and the test fails.
    const notRequested = new Set(modules);
    let allRequested = () => {};
    const requested = new Promise<void>((resolve) => (allRequested = resolve));
    page.on('request', (request) => {
      notRequested.delete(new URL(request.url()).pathname);
      if (notRequested.size === 0) allRequested();
    });
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await Promise.race([requested, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        await route.continue();
      },
    );
    await page.goto(siteUrl(pagePath));
    await waitForHydration(page);
    expect([...notRequested], 'requested only once the entry ran').toEqual([]);
    // Renders right after hydration (a value read on the client, the compare controls
    // enabled) must find their text too: give them the moment they take.
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const firstPaint = timing.firstPaint ?? Infinity;
    expect(firstPaint).toBeLessThan(Infinity);
    expect(timing.scripts.map((script) => script.path)).toContain(entry);
    for (const script of timing.scripts) {
      expect(script.startTime, `${script.path} before the first paint`).toBeGreaterThan(firstPaint);
    }

    expect(textRequests).toEqual([]);
    expect(errors).toEqual([]);
    // Search is offered only once the page has hydrated (invisible before, so without
    // JavaScript it is not offered): its label must be there, in the page's language, from
    // the inlined text; the rest of the page reads exactly as the HTML did.
    const searchOpen = page.getByTestId('search-open');
    await expect.poll(() => searchOpen.isVisible()).toBe(true);
    expect(await searchOpen.innerText()).toBe(searchLabel[lang]);
    await searchOpen.evaluate((button) => (button.style.visibility = 'hidden'));
    expect(await page.locator('#root').innerText()).toBe(expectedText);
  });

  // A lazy image waits for the layout that finds it in view, where an eager one is fetched as
  // soon as the HTML names it. At Lighthouse's two screen sizes: which element is largest
  // depends on the width, and on Chinese pages, whose text blocks are smaller, it is more often
  // a drawing.
  it.for([
    { screen: 'phone', metrics: screenEmulationMetrics.mobile },
    { screen: 'desktop', metrics: screenEmulationMetrics.desktop },
  ])(
    "fetches the $screen's largest element at once when it is an image",
    async ({ metrics: { width, height, deviceScaleFactor, mobile } }, { tabWith }) => {
      // A used tab with the screen's settings: the largest element is the document's own, and a
      // fresh context per page cost Chromium four times the CPU of the visit (decision 107).
      const page = await tabWith({
        viewport: { width, height },
        deviceScaleFactor,
        isMobile: mobile,
      });
      await page.goto(siteUrl(pagePath));
      await waitForHydration(page);
      const largest = await page.evaluate(
        () =>
          new Promise<{
            tag: string;
            src: string;
            loading: string;
            eagerAsLarge: boolean;
          } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as
                (PerformanceEntry & { element: Element | null; size: number }) | undefined;
              const element = entry?.element;
              // Equal drawings side by side (a grid's first row at desktop width) paint in any
              // order, and the first painted stays the largest element. Whether a lazy one
              // painted first or not, the size was reached by then, and no later than the
              // eager one of the same size: that is what the rule protects.
              const visibleArea = (image: Element) => {
                const box = image.getBoundingClientRect();
                const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
                const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
                return Math.max(0, width) * Math.max(0, height);
              };
              const eagerAsLarge = [...document.querySelectorAll('img:not([loading="lazy"])')].some(
                (image) => entry !== undefined && visibleArea(image) >= entry.size * 0.99,
              );
              resolve(
                element
                  ? {
                      tag: element.tagName,
                      src: element.getAttribute('src') ?? '',
                      loading: element.getAttribute('loading') ?? '',
                      eagerAsLarge,
                    }
                  : null,
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).not.toBeNull();
      if (largest?.tag === 'IMG' && !largest.eagerAsLarge)
        expect(largest, 'a lazy image').not.toHaveProperty('loading', 'lazy');
    },
  );
});

// Chinese text is set from the system's Noto Sans CJK named by local(), which the browser opens
// from its file; reached as a fallback, the same font is first copied whole (decision 064). A page
// sets text in both weights, so both faces must resolve: a name that no longer matches the
// installed font leaves its face in error, and the text falls back. The faces and the stack are
// in the page's head, so a layout that runs before the stylesheet arrives uses them too
// (decision 065); without the stylesheet the headings are bold by the browser's own styles.
describe.each(benchPages.filter(({ lang }) => lang === 'zh'))(
  '$path ($type)',
  ({ path: pagePath }) => {
    async function facesInUse(page: Page) {
      return page.evaluate(async () => {
        await document.fonts.ready;
        return {
          faces: [...document.fonts]
            .map(({ weight, status }) => ({ weight, status }))
            .sort((a, b) => a.weight.localeCompare(b.weight)),
          family: getComputedStyle(document.querySelector('h1')!).fontFamily,
        };
      });
    }
    const chineseFacesFirst = {
      faces: [
        { weight: '400', status: 'loaded' },
        { weight: '700', status: 'loaded' },
      ],
      family: expect.stringMatching(/^"PingFang SC", "Microsoft YaHei", "Local Noto Sans CJK SC"/),
    };

    it('sets its Chinese text from the local faces, regular and bold', async ({ tab: page }) => {
      await page.goto(siteUrl(pagePath));
      expect(await facesInUse(page)).toEqual(chineseFacesFirst);
    });

    it('sets them before the stylesheet arrives', async ({ tab: page }) => {
      const stylesheets: string[] = [];
      await page.route(
        (url) => url.pathname.endsWith('.css'),
        (route) => {
          stylesheets.push(route.request().url());
          return route.abort('connectionfailed');
        },
      );
      await page.goto(siteUrl(pagePath));
      expect(stylesheets).toHaveLength(1);
      expect(await facesInUse(page)).toEqual(chineseFacesFirst);
    });
  },
);

describe('without JavaScript', () => {
  async function openStatic(newContext: NewContext, pagePath: string, width = 1280): Promise<Page> {
    const context = await newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(pagePath));
    return page;
  }

  it('opens the mobile menu and follows its links', async ({ newContext }) => {
    const page = await openStatic(newContext, '/zh', 360);
    const menu = page.locator('header details:visible');
    await menu.locator('summary', { hasText: '菜单' }).click();
    await menu.getByRole('link', { name: '关于我们' }).click();
    await page.waitForURL(siteUrl('/zh/about'));
    expect(await page.locator('h1').innerText()).toBe(
      /<h1[^>]*>([^<]*)<\/h1>/.exec(await readBuiltFile('zh/about/index.html'))?.[1],
    );
  });

  it('opens the desktop menus and follows their links', async ({ newContext }) => {
    const page = await openStatic(newContext, '/en/about');
    const products = page.locator('header details', {
      has: page.locator('summary', { hasText: /^Products$/ }),
    });
    await products.locator('summary').click();
    await products.getByRole('link', { name: 'VTOL series' }).click();
    await page.waitForURL(siteUrl('/en/products/vtol'));
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  });
});
