import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors } from './support/browser.ts';
import {
  isSameDocument,
  launchChromium,
  newContext,
  markDocument,
  navigateInApp,
  prerenderedText,
  readBuiltFile,
  serveDocument,
  waitForHydration,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/isolated-browser.ts';
import { siteUrl } from './support/site.ts';

/**
 * SPEC §2's redirects, both where they happen: the Node server answers with HTTP redirects,
 * and the client performs the same ones when the build sits on a plain static host (which
 * serves index.html for the root and 404.html for everything it does not have).
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface ContextSetup {
  locale?: string;
  cookie?: string;
  localStorage?: string;
}

/** A context with nothing stored but what the case asks for. */
async function contextWith({ locale = 'en-US', cookie, localStorage }: ContextSetup) {
  const context = await newContext(browser, { locale });
  if (cookie) await context.addCookies([{ name: 'i18next', value: cookie, url: siteUrl('/') }]);
  if (localStorage) {
    // Local storage belongs to the origin, so write it from a same-origin response first.
    const page = await context.newPage();
    await page.goto(siteUrl('/healthz'));
    await page.evaluate((lng) => window.localStorage.setItem('i18nextLng', lng), localStorage);
    await page.close();
  }
  return context;
}

async function recordTextAtDomContentLoaded(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { e2eTextAtDcl?: string }).e2eTextAtDcl = document.body.innerText;
    });
  });
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
  context: BrowserContext,
  url: string,
  file: 'index.html' | '404.html',
  expected: string,
) {
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await recordTextAtDomContentLoaded(page);
  await serveDocument(page, new URL(siteUrl(url)).pathname, await readBuiltFile(file));
  await page.goto(siteUrl(url));
  await waitForPage(page, expected);
  const textAtDcl = await page.evaluate(() => (window as { e2eTextAtDcl?: string }).e2eTextAtDcl);
  return { page, errors, textAtDcl };
}

// Each case has its own context, so a few can run at once.
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
    async ({ url = '/', setup, expected }, { expect }) => {
      const context = await contextWith(setup);
      try {
        const { page, errors, textAtDcl } = await clientRedirect(
          context,
          url,
          'index.html',
          expected,
        );
        expect(page.url()).toBe(siteUrl(expected));
        expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
        expect(textAtDcl).toContain('redirecting');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.concurrent.for([
    { url: '/about?x=1#team', setup: {}, expected: '/en/about?x=1#team' },
    {
      url: '/products/vtol/zs-VT15?utm_source=mail#specs',
      setup: { cookie: 'zh' },
      expected: '/zh/products/vtol/zs-VT15?utm_source=mail#specs',
    },
  ])(
    '$url gets the prefix added, keeping query and hash',
    async ({ url, setup, expected }, { expect }) => {
      const context = await contextWith(setup);
      try {
        const { page, errors, textAtDcl } = await clientRedirect(
          context,
          url,
          '404.html',
          expected,
        );
        expect(page.url()).toBe(siteUrl(expected));
        expect(textAtDcl).toContain('redirecting');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.concurrent.for([
    { url: '/en/no-such-page', expected: '/en' },
    { url: '/zh/products/vtol/zs-VT999', expected: '/zh' },
    { url: '/en/products/software', expected: '/en/products' },
    { url: '/zh/products/software', expected: '/zh/products' },
    { url: '/en/products/groundstation', expected: '/en/products/GroundStation' },
    { url: '/zh/products/vtol/zs-vt15', expected: '/zh/products/vtol/zs-VT15' },
  ])('$url → $expected', async ({ url, expected }, { expect }) => {
    const context = await contextWith({});
    try {
      const { page, errors } = await clientRedirect(context, url, '404.html', expected);
      expect(page.url()).toBe(siteUrl(expected));
      expect(await page.getAttribute('html', 'lang')).toBe(expected.slice(1, 3));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.concurrent.for([
    { from: '/en/about', to: '/en/no-such-page', expected: '/en' },
    { from: '/zh/about', to: '/zh/products/software', expected: '/zh/products' },
    { from: '/en/about', to: '/en/products/groundstation', expected: '/en/products/GroundStation' },
  ])(
    'an in-app navigation to $to lands on $expected',
    async ({ from, to, expected }, { expect }) => {
      const context = await contextWith({});
      try {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await page.goto(siteUrl(from));
        await waitForHydration(page);
        await markDocument(page);
        await navigateInApp(page, to);
        await waitForPage(page, expected);
        expect(page.url()).toBe(siteUrl(expected));
        expect(await isSameDocument(page)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('server-side redirects in the browser', () => {
  it.concurrent.for([
    { name: 'cookie', setup: { cookie: 'zh' }, url: '/', expected: '/zh' },
    { name: 'Accept-Language', setup: { locale: 'zh-CN' }, url: '/', expected: '/zh' },
    { name: 'default', setup: { locale: 'fr-FR' }, url: '/', expected: '/en' },
    {
      name: 'prefix added; the browser keeps the hash across the redirect',
      setup: {},
      url: '/about?x=1#team',
      expected: '/en/about?x=1#team',
    },
  ])('$name: $url → $expected', async ({ setup, url, expected }, { expect }) => {
    const context = await contextWith(setup);
    try {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const response = await page.goto(siteUrl(url));
      expect(response?.status()).toBe(200);
      // The redirect happened over HTTP: the first response for the URL was a 302.
      expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
      await waitForPage(page, expected);
      expect(page.url()).toBe(siteUrl(expected));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('server-side redirects over plain HTTP', () => {
  async function get(url: string, headers: Record<string, string> = {}) {
    return fetch(siteUrl(url), { redirect: 'manual', headers });
  }

  it.each<{ url: string; headers: Record<string, string>; expected: string }>([
    { url: '/', headers: {}, expected: '/en' },
    { url: '/?lng=zh', headers: {}, expected: '/zh?lng=zh' },
    { url: '/?lng=en', headers: { cookie: 'i18next=zh' }, expected: '/en?lng=en' },
    // An unsupported code is ignored (SPEC §5), so the next source decides.
    { url: '/?lng=de', headers: { 'accept-language': 'zh-CN' }, expected: '/zh?lng=de' },
    { url: '/', headers: { cookie: 'theme=dark; i18next=zh' }, expected: '/zh' },
    { url: '/', headers: { cookie: 'i18next=en', 'accept-language': 'zh' }, expected: '/en' },
    { url: '/', headers: { cookie: 'i18next=xx', 'accept-language': 'zh' }, expected: '/zh' },
    { url: '/', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, expected: '/zh' },
    { url: '/', headers: { 'accept-language': 'fr-FR,en;q=0.5,zh;q=0.4' }, expected: '/en' },
    { url: '/', headers: { 'accept-language': 'fr-FR' }, expected: '/en' },
    { url: '/about?x=1', headers: {}, expected: '/en/about?x=1' },
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
    expect(response.headers.get('cache-control')).toBe('no-store');
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
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe('/zh/products/GroundStation');
    expect(await response.text()).toContain('<html lang="zh">');
  });
});
