import { describe, expect, it, type Page } from './support/fixtures.ts';
import {
  builtChunk,
  chunkFilesOf,
  collectPageErrors,
  elementsNotPrerendered,
  heldByReact,
  markPrerenderedElements,
  navigateInApp,
  prerenderedText,
  readBuiltFile,
  serveDocument,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/** docs/requirements/routes.md: what a visitor sees while a page's code loads, or if it cannot. */

async function openPage(page: Page, pagePath: string): Promise<Page> {
  await page.goto(siteUrl(pagePath));
  await waitForHydration(page);
  return page;
}

/** The lazy chunk of one screen, e.g. /assets/about-page-8mf-Kvig.js. */
function pageChunk(name: string) {
  const pattern = new RegExp(`^/assets/${name}-page-[\\w-]+\\.js$`);
  return (url: URL) => pattern.test(url.pathname);
}

function headerLink(page: Page, name: string) {
  return page.locator('header nav').getByRole('link', { name, exact: true });
}

async function waitForHeading(page: Page, pagePath: string) {
  const { heading } = await prerenderedText(pagePath);
  await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, heading);
}

describe('a page whose code is still loading', () => {
  it.for([
    { from: '/en', link: 'About', to: '/en/about', text: 'Loading...' },
    { from: '/zh', link: '关于我们', to: '/zh/about', text: '加载中…' },
    // From pages whose parts hydrate when the visitor comes near (docs/decisions/090), none of
    // them approached: the navigation must not wait for them to show the spinner.
    { from: '/en/contact', link: 'About', to: '/en/about', text: 'Loading...' },
    { from: '/zh/products/vtol', link: '关于我们', to: '/zh/about', text: '加载中…' },
  ])(
    'shows the full-screen "$text" spinner on leaving $from until the page arrives',
    async ({ from, link, to, text }, { page }) => {
      await openPage(page, from);
      const errors = collectPageErrors(page);
      // Hold the chunk until the spinner has been checked, so the test never races the network.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(pageChunk('about'), async (route) => {
        await released;
        await route.continue();
      });

      await headerLink(page, link).click();
      const spinner = page.getByTestId('page-loading');
      await spinner.waitFor({ state: 'visible' });
      expect((await spinner.innerText()).trim()).toBe(text);
      expect(await spinner.getAttribute('role')).toBe('status');
      const viewport = page.viewportSize();
      const box = await spinner.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });

      release();
      await waitForHeading(page, to);
      expect(page.url()).toBe(siteUrl(to));
      await spinner.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    },
  );
});

describe('a page whose code fails to load', () => {
  it('shows "Error loading component" and the error, with header and footer still working', async ({
    page,
  }) => {
    await openPage(page, '/en');
    await page.route(pageChunk('about'), (route) => route.abort('connectionfailed'));
    await headerLink(page, 'About').click();

    const heading = page.locator('main h1');
    await expect.poll(() => heading.textContent()).toBe('Error loading component');
    expect(await page.locator('h1').count()).toBe(1);
    // "followed by the error message": the browser's own words naming the missing chunk.
    const message = await page.locator('main h1 + p').innerText();
    expect(message).toMatch(/about-page-[\w-]+\.js/);
    expect(page.url()).toBe(siteUrl('/en/about'));

    await headerLink(page, 'Contact').click();
    await waitForHeading(page, '/en/contact');
    expect(page.url()).toBe(siteUrl('/en/contact'));

    await page.goBack();
    await expect.poll(() => heading.textContent()).toBe('Error loading component');
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await waitForHeading(page, '/en/privacy');
  });

  it('shows "Error loading component" on a direct load whose page code fails', async ({ page }) => {
    await page.route(pageChunk('about'), (route) => route.abort('connectionfailed'));
    await page.goto(siteUrl('/en/about'));
    const heading = page.locator('main h1');
    await expect.poll(() => heading.textContent()).toBe('Error loading component');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('main h1 + p').innerText()).toMatch(/about-page-[\w-]+\.js/);
    // The header around the error still takes the visitor elsewhere.
    await headerLink(page, 'Contact').click();
    await waitForHeading(page, '/en/contact');
  });

  it('keeps a prerendered part whose code fails, links and all, rather than the error screen', async ({
    page,
  }) => {
    // The footer's code comes when the visitor nears it (docs/decisions/090); offline, it
    // cannot, and the page stays as it was prerendered (docs/decisions/106).
    await openPage(page, '/en/about');
    const { heading } = await prerenderedText('/en/about');
    await page.route(builtChunk('site-footer'), (route) => route.abort('internetdisconnected'));
    const footerFailed = page.waitForEvent('requestfailed', (request) =>
      /\/site-footer-/.test(request.url()),
    );
    const footer = page.locator('footer');
    await footer.hover();
    await footerFailed;
    // An update React renders after the failed load has reached it.
    const toggle = page.getByTestId('theme-toggle');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('main h1').textContent()).toBe(heading);

    // The footer's links, its bare HTML, still lead on.
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(siteUrl('/en/privacy'));
    await waitForHeading(page, '/en/privacy');
  });

  it('raises vite:preloadError when a preloaded dependency of the page fails', async ({
    newContext,
  }) => {
    // A chunk the model page needs that nothing loaded for /en/about has fetched yet.
    const alreadyLoaded = new Set([
      ...(await chunkFilesOf('index.html')),
      ...(await chunkFilesOf('src/pages/about-page.tsx')),
    ]);
    const modelPage = await chunkFilesOf('src/pages/model-detail-page.tsx');
    const dependency = [...modelPage].find(
      (file) => !alreadyLoaded.has(file) && !file.includes('model-detail-page'),
    );
    if (!dependency) throw new Error('The model page has no chunk of its own to fail.');

    const context = await newContext();
    // A listener from the very first script, as an app or a monitoring snippet would add it.
    await context.addInitScript(() => {
      const events: string[] = [];
      (window as { e2ePreloadErrors?: string[] }).e2ePreloadErrors = events;
      window.addEventListener('vite:preloadError', (event) => {
        const payload = (event as Event & { payload?: unknown }).payload;
        events.push(payload instanceof Error ? payload.message : String(payload));
      });
    });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.route(
      (url) => url.pathname === `/${dependency}`,
      (route) => route.abort('connectionfailed'),
    );
    await page.goto(siteUrl('/en/about'));
    await waitForHydration(page);
    expect(requested).not.toContain(`/${dependency}`);

    await navigateInApp(page, '/en/products/vtol/zs-VT15');
    const preloadErrors = () =>
      page.evaluate(() => (window as { e2ePreloadErrors?: string[] }).e2ePreloadErrors);
    await expect.poll(preloadErrors).toHaveLength(1);
    expect(requested).toContain(`/${dependency}`);
    // Nobody prevented the event's default, so the error reaches the page's error screen.
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Error loading component');
    expect(await page.locator('main h1 + p').innerText()).toBe((await preloadErrors())?.[0]);
  });
});

describe('start-up', () => {
  it('fails with a clear error when the page has no #root element', async ({ newContext }) => {
    const context = await newContext();
    const page = await context.newPage();
    const html = await readBuiltFile('en/about/index.html');
    expect(html).toContain('<div id="root">');
    await serveDocument(page, '/en/about', html.replace('<div id="root">', '<div id="app">'));
    const pageError = page.waitForEvent('pageerror');
    await page.goto(siteUrl('/en/about'));
    expect((await pageError).message).toMatch(/\broot\b/);
    // Nothing took over the page: the static HTML is all there is.
    expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('false');
    expect(await heldByReact(page, 'app')).toBe(false);
  });

  it('reports a page whose HTML differs from its first render, which React then builds anew', async ({
    newContext,
  }) => {
    // The proof that every-page.test.ts can fail: its checks of each page (no element rebuilt,
    // no error, #root held by React) against a page that cannot hydrate as prerendered, here a
    // heading changed after the build, as a stale HTML file would be.
    const context = await newContext();
    await markPrerenderedElements(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const html = await readBuiltFile('en/about/index.html');
    const { heading } = await prerenderedText('/en/about');
    const doctored = html.replace(`>${heading}</h1>`, `>${heading}, as it was</h1>`);
    expect(doctored).not.toBe(html);
    await serveDocument(page, '/en/about', doctored);
    await page.goto(siteUrl('/en/about'));
    await waitForHydration(page);
    expect(await heldByReact(page)).toBe(true);
    // React's production build reports a mismatch as error #418, and renders the root anew.
    await expect.poll(() => errors.join('\n')).toMatch(/\b418\b/);
    expect(await elementsNotPrerendered(page)).not.toEqual([]);
    expect(await page.locator('h1').innerText()).toBe(heading);
  });
});
