import { describe, expect, it, type Page, type TabWith } from './support/fixtures.ts';
import {
  collectPageErrors,
  isSameDocument,
  markDocument,
  navigateInApp,
  prerenderedText,
  readBuiltFile,
  serveDocument,
  waitForHydration,
} from './support/pages.ts';
import { siteUrl } from './support/site.ts';

/**
 * The redirects of docs/requirements/routes.md, both where they happen: the Node server answers
 * with HTTP redirects, and the client performs the same ones when the build sits on a plain static
 * host (which serves index.html for the root and 404.html for everything it does not have).
 */

interface ContextSetup {
  locale?: string;
  cookie?: string;
  localStorage?: string;
}

/** A tab with nothing stored but what the case asks for. */
async function tabFor(tabWith: TabWith, { locale = 'en-US', cookie, localStorage }: ContextSetup) {
  const page = await tabWith({ locale });
  if (cookie) {
    await page.context().addCookies([{ name: 'i18next', value: cookie, url: siteUrl('/') }]);
  }
  if (localStorage) {
    // Local storage belongs to the origin, so write it from a same-origin response first.
    await page.goto(siteUrl('/healthz'));
    await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), localStorage);
  }
  return page;
}

/**
 * Runs `visit` and gives what it returns with the first status text the tab showed meanwhile
 * (the interim "redirecting"), kept in session storage as the parser adds it: the redirecting
 * page is replaced before it finishes loading, and the page it leads to would otherwise hide it.
 */
async function withInterimText<T>(
  page: Page,
  visit: () => Promise<T>,
): Promise<{ visited: T; interim: string | null }> {
  const recording = await page.addInitScript(() => {
    const record = () => {
      const status = document.querySelector('[role="status"]')?.textContent;
      if (status && sessionStorage.getItem('e2eTextAtDcl') === null) {
        sessionStorage.setItem('e2eTextAtDcl', status);
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
  try {
    const visited = await visit();
    return { visited, interim: await page.evaluate(() => sessionStorage.getItem('e2eTextAtDcl')) };
  } finally {
    // The tab is lent: its next test must not find this script.
    await recording.dispose();
  }
}

async function waitForPage(page: Page, expectedUrl: string) {
  const expected = new URL(siteUrl(expectedUrl));
  await page.waitForURL((url) => url.pathname === expected.pathname);
  const { heading } = await prerenderedText(expected.pathname);
  await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, heading);
}

/**
 * Loads `url` as a static host would serve it (the file's body, whatever the path) and waits
 * for the client to land on `expected`.
 */
async function clientRedirect(
  page: Page,
  url: string,
  file: 'index.html' | '404.html',
  expected: string,
) {
  const errors = collectPageErrors(page);
  const { interim } = await withInterimText(page, async () => {
    await serveDocument(page, new URL(siteUrl(url)).pathname, await readBuiltFile(file));
    await page.goto(siteUrl(url));
    await waitForPage(page, expected);
  });
  return { errors, interim };
}

// Each case has a tab of its own, so a few can run at once.
describe('client-side redirects (static hosting)', () => {
  const rootCases: { name: string; url?: string; setup: ContextSetup; expected: string }[] = [
    { name: 'the lng query parameter', url: '/?lng=zh', setup: {}, expected: '/zh?lng=zh' },
    {
      name: 'lng over the cookie',
      url: '/?lng=en',
      setup: { cookie: 'zh', locale: 'zh-CN' },
      expected: '/en?lng=en',
    },
    { name: 'the i18next cookie', setup: { cookie: 'zh' }, expected: '/zh' },
    {
      name: 'the cookie over local storage',
      setup: { cookie: 'en', localStorage: 'zh', locale: 'zh-CN' },
      expected: '/en',
    },
    { name: 'local storage i18nextLng', setup: { localStorage: 'zh' }, expected: '/zh' },
    {
      name: 'local storage over the browser language',
      setup: { localStorage: 'en', locale: 'zh-CN' },
      expected: '/en',
    },
    { name: 'the browser language', setup: { locale: 'zh-CN' }, expected: '/zh' },
    { name: 'en for an unsupported browser language', setup: { locale: 'fr-FR' }, expected: '/en' },
    { name: 'en when nothing says otherwise', setup: {}, expected: '/en' },
  ];

  it.concurrent.for(rootCases)(
    'the bare root follows $name',
    async ({ url = '/', setup, expected }, { expect, tabWith }) => {
      const page = await tabFor(tabWith, setup);
      const { errors, interim } = await clientRedirect(page, url, 'index.html', expected);
      expect(page.url()).toBe(siteUrl(expected));
      expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
      expect(interim).toContain('redirecting');
      expect(errors).toEqual([]);
    },
  );

  it.concurrent.for([
    { url: '/about?x=1#team', setup: {}, expected: '/en/about?x=1#team' },
    {
      url: '/products/vtol/zs-VT15?utm_source=mail#specs',
      setup: { cookie: 'zh' },
      expected: '/zh/products/vtol/zs-VT15?utm_source=mail#specs',
    },
    { url: '/about?lng=zh', setup: { cookie: 'en' }, expected: '/zh/about?lng=zh' },
    {
      url: '/about?x=1#team',
      setup: { cookie: 'en', localStorage: 'zh' },
      expected: '/en/about?x=1#team',
    },
    {
      url: '/about?x=1#team',
      setup: { localStorage: 'zh', locale: 'en-US' },
      expected: '/zh/about?x=1#team',
    },
    { url: '/about#team', setup: { locale: 'zh-CN' }, expected: '/zh/about#team' },
    { url: '/about', setup: { locale: 'fr-FR' }, expected: '/en/about' },
  ])(
    '$url gets the prefix added, keeping query and hash',
    async ({ url, setup, expected }, { expect, tabWith }) => {
      const page = await tabFor(tabWith, setup);
      const { errors, interim } = await clientRedirect(page, url, '404.html', expected);
      expect(page.url()).toBe(siteUrl(expected));
      expect(interim).toContain('redirecting');
      expect(errors).toEqual([]);
    },
  );

  it.concurrent.for([
    { url: '/en/no-such-page', expected: '/en' },
    { url: '/zh/products/vtol/zs-VT999', expected: '/zh' },
    { url: '/en/products/software', expected: '/en/products' },
    { url: '/zh/products/software', expected: '/zh/products' },
    { url: '/en/products/groundstation', expected: '/en/products/GroundStation' },
    { url: '/zh/products/vtol/zs-vt15', expected: '/zh/products/vtol/zs-VT15' },
    // Issue 8: a prefix in another case, and a page asked for by its file name.
    { url: '/EN/about', expected: '/en/about' },
    { url: '/Zh/products/GroundStation', expected: '/zh/products/GroundStation' },
    { url: '/en/about/index.html', expected: '/en/about' },
  ])('$url → $expected', async ({ url, expected }, { expect, tabWith }) => {
    const page = await tabFor(tabWith, {});
    const { errors } = await clientRedirect(page, url, '404.html', expected);
    expect(page.url()).toBe(siteUrl(expected));
    expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
    expect(errors).toEqual([]);
  });

  it.concurrent.for([
    { from: '/en/about', to: '/en/no-such-page', expected: '/en' },
    { from: '/zh/about', to: '/zh/products/software', expected: '/zh/products' },
    { from: '/en/about', to: '/en/products/groundstation', expected: '/en/products/GroundStation' },
  ])(
    'an in-app navigation to $to lands on $expected',
    async ({ from, to, expected }, { expect, tabWith }) => {
      const page = await tabFor(tabWith, {});
      const errors = collectPageErrors(page);
      await page.goto(siteUrl(from));
      await waitForHydration(page);
      await markDocument(page);
      await navigateInApp(page, to);
      await waitForPage(page, expected);
      expect(page.url()).toBe(siteUrl(expected));
      expect(await isSameDocument(page)).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});

describe('the server: lng and the cookie redirect over HTTP', () => {
  it.concurrent.for([
    { name: 'cookie', setup: { cookie: 'zh' }, url: '/', expected: '/zh' },
    {
      name: 'the cookie over local storage and the browser language',
      setup: { cookie: 'en', localStorage: 'zh', locale: 'zh-CN' },
      url: '/about?x=1',
      expected: '/en/about?x=1',
    },
    { name: 'lng', setup: { cookie: 'en' }, url: '/?lng=zh', expected: '/zh?lng=zh' },
    {
      name: 'lng on a prefix-less path, over local storage',
      setup: { localStorage: 'en' },
      url: '/about?lng=zh',
      expected: '/zh/about?lng=zh',
    },
    {
      name: 'prefix added; the browser keeps the hash across the redirect',
      setup: { cookie: 'en' },
      url: '/about?x=1#team',
      expected: '/en/about?x=1#team',
    },
  ])('$name: $url → $expected', async ({ setup, url, expected }, { expect, tabWith }) => {
    const page = await tabFor(tabWith, setup);
    const errors = collectPageErrors(page);
    const response = await page.goto(siteUrl(url));
    expect(response?.status()).toBe(200);
    // The redirect happened over HTTP: the first response for the URL was a 302.
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await waitForPage(page, expected);
    expect(page.url()).toBe(siteUrl(expected));
    expect(errors).toEqual([]);
  });
});

describe('the server: otherwise a page decides in the browser (issue 8)', () => {
  /** Opens `url` and waits for the page it lands on; the first document was the server's page. */
  async function landFrom(page: Page, url: string, expected: string) {
    const errors = collectPageErrors(page);
    const { visited: firstResponse, interim } = await withInterimText(page, async () => {
      // Responses carry no fragment.
      const requested = siteUrl(url).replace(/#.*$/, '');
      const first = page.waitForResponse((response) => response.url() === requested);
      await page.goto(siteUrl(url), { waitUntil: 'commit' });
      const response = await first;
      await waitForPage(page, expected);
      return response;
    });
    return { errors, firstResponse, interim };
  }

  it.concurrent.for([
    {
      name: 'local storage, though the browser is English',
      setup: { localStorage: 'zh', locale: 'en-US' },
      url: '/',
      expected: '/zh',
    },
    {
      name: 'local storage on a prefix-less path, keeping query and hash',
      setup: { localStorage: 'zh', locale: 'en-US' },
      url: '/products/vtol?x=1#list',
      expected: '/zh/products/vtol?x=1#list',
    },
    {
      name: 'local storage over Accept-Language',
      setup: { localStorage: 'en', locale: 'zh-CN' },
      url: '/about',
      expected: '/en/about',
    },
    {
      name: "the server's Accept-Language choice",
      setup: { locale: 'zh-CN' },
      url: '/',
      expected: '/zh',
    },
    {
      name: "the server's choice on a prefix-less path, keeping query and hash",
      setup: { locale: 'zh-CN' },
      url: '/about?x=1#team',
      expected: '/zh/about?x=1#team',
    },
    {
      name: 'en for an unsupported browser language',
      setup: { locale: 'fr-FR' },
      url: '/',
      expected: '/en',
    },
    {
      name: 'en on a prefix-less path when nothing says otherwise',
      setup: { locale: 'fr-FR' },
      url: '/products/GroundStation',
      expected: '/en/products/GroundStation',
    },
  ])('$name: $url → $expected', async ({ setup, url, expected }, { expect, tabWith }) => {
    const page = await tabFor(tabWith, setup);
    const { errors, firstResponse, interim } = await landFrom(page, url, expected);
    expect(firstResponse.status()).toBe(200);
    expect(page.url()).toBe(siteUrl(expected));
    expect(interim).toContain('redirecting');
    expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
    expect(errors).toEqual([]);
  });

  it.concurrent.for([
    { locale: 'zh-CN', url: '/', expected: '/zh' },
    { locale: 'zh-CN', url: '/about?x=1', expected: '/zh/about?x=1' },
    { locale: 'fr-FR', url: '/products/vtol', expected: '/en/products/vtol' },
  ])(
    'without JavaScript $url reaches the server choice $expected',
    async ({ locale, url, expected }, { expect, tabWith }) => {
      const page = await tabWith({ locale, javaScriptEnabled: false });
      await page.goto(siteUrl(url));
      await page.waitForURL(siteUrl(expected));
      const { heading } = await prerenderedText(new URL(siteUrl(expected)).pathname);
      expect(await page.locator('h1').innerText()).toBe(heading);
      // The page also offers the way on as a link, for a browser that ignores the refresh.
      const html = await (
        await fetch(siteUrl(url), { headers: { 'accept-language': locale } })
      ).text();
      expect(html).toContain(`<a href="${expected}">`);
    },
  );
});

describe('server-side redirects over plain HTTP', () => {
  async function get(url: string, headers: Record<string, string> = {}) {
    return fetch(siteUrl(url), { redirect: 'manual', headers });
  }

  it.each<{ url: string; headers: Record<string, string>; expected: string }>([
    { url: '/?lng=zh', headers: {}, expected: '/zh?lng=zh' },
    { url: '/?lng=en', headers: { cookie: 'i18next=zh' }, expected: '/en?lng=en' },
    { url: '/', headers: { cookie: 'theme=dark; i18next=zh' }, expected: '/zh' },
    { url: '/', headers: { cookie: 'i18next=en', 'accept-language': 'zh' }, expected: '/en' },
    {
      url: '/products/vtol/zs-VT15?a=1&b=2',
      headers: { cookie: 'i18next=zh' },
      expected: '/zh/products/vtol/zs-VT15?a=1&b=2',
    },
    { url: '/en/no-such-page', headers: {}, expected: '/en' },
    { url: '/zh/products/vtol/zs-VT999', headers: {}, expected: '/zh' },
  ])('$url with $headers → 302 $expected', async ({ url, headers, expected }) => {
    const response = await get(url, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(expected);
    // The answer depends on who asks, so no shared cache may keep it.
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
  });

  // Without lng or a valid cookie, local storage (which only the browser reads) comes first:
  // the answer is a page whose script decides, and whose fallback is the server's choice.
  it.each<{ url: string; headers: Record<string, string>; expected: string }>([
    { url: '/', headers: {}, expected: '/en' },
    // An unsupported code is ignored (docs/requirements/languages.md), so the next source decides.
    { url: '/?lng=de', headers: { 'accept-language': 'zh-CN' }, expected: '/zh?lng=de' },
    { url: '/', headers: { cookie: 'i18next=xx', 'accept-language': 'zh' }, expected: '/zh' },
    { url: '/', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, expected: '/zh' },
    { url: '/', headers: { 'accept-language': 'fr-FR,en;q=0.5,zh;q=0.4' }, expected: '/en' },
    { url: '/', headers: { 'accept-language': 'fr-FR' }, expected: '/en' },
    { url: '/about?x=1', headers: {}, expected: '/en/about?x=1' },
  ])(
    '$url with $headers → the language page, falling back to $expected',
    async ({ url, headers, expected }) => {
      const response = await get(url, headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(response.headers.get('vary')).toMatch(/Cookie/);
      expect(response.headers.get('vary')).toMatch(/Accept-Language/);
      const html = (await response.text()).replace(/&amp;/g, '&');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${expected}" />`);
      expect(html).toContain(`<a href="${expected}">`);
      expect(html).toContain(`<meta name="language-fallback" content="${expected.slice(1, 3)}" />`);
    },
  );

  it.each([
    { url: '/EN/about', expected: '/en/about' },
    { url: '/Zh/products/vtol?x=1', expected: '/zh/products/vtol?x=1' },
    { url: '/en/about/index.html', expected: '/en/about' },
    {
      url: '/zh/products/GroundStation/index.html?x=1',
      expected: '/zh/products/GroundStation?x=1',
    },
  ])('$url → 301 $expected (issue 8)', async ({ url, expected }) => {
    const response = await get(url);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(expected);
  });

  it.each([
    { url: '/en/products/software', expected: '/en/products' },
    { url: '/zh/products/software?x=1', expected: '/zh/products?x=1' },
    { url: '/en/products/groundstation', expected: '/en/products/GroundStation' },
    { url: '/zh/products/payloads', expected: '/zh/products/Payloads' },
    { url: '/en/products/vtol/zs-vt15', expected: '/en/products/vtol/zs-VT15' },
  ])('$url → 301 $expected', async ({ url, expected }) => {
    const response = await get(url);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(expected);
  });

  it.each(['/en', '/zh/products/GroundStation', '/en/products/vtol/zs-VT15'])(
    '%s is served as it is',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    },
  );

  it('following the redirects from a prefix-less path ends on a page', async () => {
    const response = await fetch(siteUrl('/products/GroundStation'), {
      headers: { cookie: 'i18next=zh' },
    });
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/zh/products/GroundStation');
    expect(await response.text()).toMatch(/<html lang="zh"[ >]/);
  });
});
