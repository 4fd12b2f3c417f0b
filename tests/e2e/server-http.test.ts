import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDir } from '../../scripts/build-layout.ts';
import { canonicalPath, isIndexable, sitePages } from '../../src/routing/site-pages.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { contentLanguages, languages } from '../../src/i18n/languages.ts';
import { contactEndpoint, formTokenEndpoint } from '../../src/features/contact-form/contact-api.ts';
import { readBuiltFile } from './support/pages.ts';
import { rawRequest, type RawResponse } from './support/raw-http.ts';
import { siteUrl } from './support/site.ts';

/** The web server's HTTP behaviour, seen by a plain client: headers, encodings, caching. */

let entryScript: string;
let stylesheet: string;

beforeAll(async () => {
  const html = await readBuiltFile('en/about/index.html');
  // The entry is started after the first paint by the inline start script, which names it.
  const script = /<script data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('The built /en/about names no entry script or CSS.');
  entryScript = script;
  stylesheet = style;
});

function header(response: RawResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

function cspDirectives(response: RawResponse): Map<string, string[]> {
  return new Map(
    header(response, 'content-security-policy')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function maxAge(response: RawResponse): number {
  const match = /max-age=(\d+)/.exec(header(response, 'cache-control'));
  if (!match?.[1]) throw new Error(`No max-age in "${header(response, 'cache-control')}"`);
  return Number(match[1]);
}

function decode(response: RawResponse): Buffer {
  switch (header(response, 'content-encoding')) {
    case 'br':
      return zlib.brotliDecompressSync(response.body);
    case 'gzip':
      return zlib.gunzipSync(response.body);
    case '':
      return response.body;
    default:
      throw new Error(`Unexpected content-encoding ${header(response, 'content-encoding')}`);
  }
}

describe('security headers', () => {
  const samples = () => [
    { name: 'a page', path: '/en/about' },
    { name: 'a zh page', path: '/zh/products/vtol/zs-VT15' },
    { name: 'the entry script', path: entryScript },
    { name: 'the stylesheet', path: stylesheet },
    { name: 'a translation bundle', path: '/locales/zh/common.json' },
    { name: 'a redirect', path: '/about' },
    { name: 'the health check', path: '/healthz' },
  ];

  it('are sent on pages, assets, redirects and the health check', async () => {
    for (const sample of samples()) {
      const response = await rawRequest(sample.path);
      expect(response.status, sample.name).toBeLessThan(400);
      const csp = cspDirectives(response);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc, `${sample.name}: script-src`).toBeDefined();
      expect(scriptSrc, sample.name).not.toContain("'unsafe-inline'");
      expect(scriptSrc, sample.name).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), sample.name).toEqual(["'none'"]);
      expect(csp.get('object-src'), sample.name).toEqual(["'none'"]);
      expect(csp.get('default-src'), sample.name).toEqual(["'self'"]);

      const hsts = header(response, 'strict-transport-security');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), sample.name).toBeGreaterThanOrEqual(
        31_536_000,
      );
      expect(header(response, 'x-content-type-options'), sample.name).toBe('nosniff');
      expect(header(response, 'referrer-policy'), sample.name).toMatch(
        /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
      );
      const permissions = header(response, 'permissions-policy');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(permissions, `${sample.name}: ${feature}`).toContain(`${feature}=()`);
      }
    }
  });

  it('allow exactly the inline scripts the page runs, by hash', async () => {
    // The last two are the language page that decides in the browser (issue 8).
    for (const pagePath of ['/en', '/zh/about', '/en/products/GroundStation', '/', '/about']) {
      const response = await rawRequest(pagePath);
      const html = response.body.toString('utf8');
      const scriptSrc = cspDirectives(response).get('script-src') ?? [];
      // Data blocks (JSON state, JSON-LD) never run, so only classic inline scripts need a hash.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes))
        .map(([, , body = '']) => body);
      expect(inline.length, pagePath).toBeGreaterThan(0);
      for (const body of inline) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect(scriptSrc, pagePath).toContain(hash);
      }
    }
  });
});

describe('content encoding', () => {
  const files = () => [
    { path: '/en/about', file: 'en/about/index.html' },
    { path: '/zh/products/tandem/zs-th400', file: 'zh/products/tandem/zs-th400/index.html' },
    { path: entryScript, file: entryScript.slice(1) },
    { path: stylesheet, file: stylesheet.slice(1) },
    { path: '/locales/en/pages.json', file: 'locales/en/pages.json' },
    { path: '/sitemap.xml', file: 'sitemap.xml' },
  ];

  it.each([
    { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br' },
    { acceptEncoding: 'br', expected: 'br' },
    { acceptEncoding: 'gzip, deflate', expected: 'gzip' },
    { acceptEncoding: 'br;q=0, gzip', expected: 'gzip' },
    { acceptEncoding: 'identity', expected: '' },
    { acceptEncoding: undefined, expected: '' },
  ])('Accept-Encoding $acceptEncoding gets "$expected"', async ({ acceptEncoding, expected }) => {
    for (const { path: urlPath, file } of files()) {
      const original = await readFile(path.join(clientDir, file));
      const response = await rawRequest(urlPath, {
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.status, urlPath).toBe(200);
      expect(header(response, 'content-encoding'), urlPath).toBe(expected);
      expect(header(response, 'vary').toLowerCase(), urlPath).toContain('accept-encoding');
      expect(Number(header(response, 'content-length')), urlPath).toBe(response.body.length);
      expect(decode(response).equals(original), `${urlPath} decodes to the built file`).toBe(true);
      if (expected) expect(response.body.length, urlPath).toBeLessThan(original.length);
    }
  });
});

describe('caching', () => {
  it('marks hashed assets immutable for a year', async () => {
    for (const asset of [entryScript, stylesheet]) {
      const response = await rawRequest(asset);
      expect(header(response, 'cache-control'), asset).toContain('immutable');
      expect(maxAge(response), asset).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it('lets browsers keep HTML only briefly', async () => {
    for (const pagePath of ['/en', '/zh/about']) {
      const response = await rawRequest(pagePath);
      expect(header(response, 'content-type')).toMatch(/^text\/html; charset=utf-8/i);
      expect(header(response, 'cache-control'), pagePath).not.toContain('immutable');
      expect(maxAge(response), pagePath).toBeLessThanOrEqual(600);
    }
  });

  it.each(['/en/about', '/locales/zh/common.json'])(
    '%s answers a matching If-None-Match with 304 and no body',
    async (urlPath) => {
      const first = await rawRequest(urlPath, { headers: { 'accept-encoding': 'br' } });
      const etag = header(first, 'etag');
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);

      const revalidated = await rawRequest(urlPath, {
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(header(revalidated, 'etag')).toBe(etag);

      // Another encoding is another representation: its validator must differ.
      const plain = await rawRequest(urlPath);
      expect(header(plain, 'etag')).not.toBe(etag);
      const mismatched = await rawRequest(urlPath, { headers: { 'if-none-match': etag } });
      expect(mismatched.status).toBe(200);
      expect(mismatched.body.length).toBeGreaterThan(0);

      const stale = await rawRequest(urlPath, {
        headers: { 'accept-encoding': 'br', 'if-none-match': '"stale-etag"' },
      });
      expect(stale.status).toBe(200);
    },
  );
});

describe('for Baidu (decision 070)', () => {
  it('every response forbids transcoding and keeps its own cache policy: HTML, assets, API', async () => {
    const json = { 'content-type': 'application/json' };
    const responses: [string, RawResponse, RegExp][] = [
      ['/en', await rawRequest('/en'), /max-age=\d+/],
      [
        '/zh/about',
        await rawRequest('/zh/about', { headers: { 'accept-encoding': 'br' } }),
        /max-age=\d+/,
      ],
      [entryScript, await rawRequest(entryScript), /immutable/],
      [stylesheet, await rawRequest(stylesheet), /immutable/],
      ['/locales/zh/common.json', await rawRequest('/locales/zh/common.json'), /max-age=\d+/],
      ['/sitemap.xml', await rawRequest('/sitemap.xml'), /max-age=\d+/],
      ['a redirect', await rawRequest('/about'), /no-store/],
      ['a missing file', await rawRequest('/assets/missing-0000.js'), /no-store/],
      ['GET token API', await rawRequest(formTokenEndpoint), /no-store/],
      [
        'POST contact API',
        await rawRequest(contactEndpoint, { method: 'POST', headers: json }),
        /no-store/,
      ],
      ['/healthz', await rawRequest('/healthz'), /^/],
    ];
    for (const [name, response, ownPolicy] of responses) {
      const cacheControl = header(response, 'cache-control');
      expect(cacheControl.split(/,\s*/), name).toContain('no-transform');
      expect(cacheControl, name).toMatch(ownPolicy);
    }
    // The API answers are the API's own, not a page.
    expect(header(responses[8]![1], 'content-type')).toMatch(/^application\/json/);
    expect(responses[9]![1].status).toBeGreaterThanOrEqual(400);
    expect(header(responses[9]![1], 'content-type')).toMatch(/^application\/json/);
  });

  it.each(languages)(
    'a %s page declares its language in a header and in its head',
    async (lang) => {
      const response = await rawRequest(`/${lang}/about`);
      expect(header(response, 'content-language')).toBe(contentLanguages[lang]);
      const html = decode(response).toString('utf8');
      expect(html).toContain(`<html lang="${lang}"`);
      const pragma = [...html.matchAll(/<meta http-equiv="content-language" content="([^"]*)"/g)];
      expect(pragma.map((match) => match[1])).toEqual([contentLanguages[lang]]);
      expect(html.indexOf('http-equiv="content-language"')).toBeLessThan(html.indexOf('</head>'));
    },
  );
});

describe('HEAD', () => {
  it.each(['/en/about', '/zh', '/locales/en/common.json'])(
    'HEAD %s matches GET without a body',
    async (urlPath) => {
      const variants: Record<string, string>[] = [{}, { 'accept-encoding': 'br' }];
      for (const headers of variants) {
        const get = await rawRequest(urlPath, { headers });
        const head = await rawRequest(urlPath, { method: 'HEAD', headers });
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(header(head, 'content-length')).toBe(String(get.body.length));
        expect(header(head, 'content-type')).toBe(header(get, 'content-type'));
        expect(header(head, 'etag')).toBe(header(get, 'etag'));
        expect(header(head, 'content-security-policy')).not.toBe('');
      }
    },
  );

  it('HEAD on an asset and on a redirect', async () => {
    const asset = await rawRequest(entryScript, { method: 'HEAD' });
    expect(asset.status).toBe(200);
    expect(header(asset, 'content-type')).toMatch(/javascript/);
    const redirect = await rawRequest('/', { method: 'HEAD', headers: { cookie: 'i18next=zh' } });
    expect(redirect.status).toBe(302);
    expect(header(redirect, 'location')).toBe('/zh');
    // Without lng or cookie the answer is the page that reads local storage (issue 8).
    const languagePage = await rawRequest('/', {
      method: 'HEAD',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(languagePage.status).toBe(200);
    expect(languagePage.body.length).toBe(0);
    expect(header(languagePage, 'content-type')).toMatch(/^text\/html/);
  });
});

describe('service files', () => {
  it('/healthz answers 200 with JSON', async () => {
    const response = await fetch(siteUrl('/healthz'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { status?: unknown };
    expect(body.status).toBe('ok');
  });

  it('/robots.txt allows crawling and names the sitemap', async () => {
    const response = await fetch(siteUrl('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  });

  it('/sitemap.xml lists every indexable canonical page in both languages, once', async () => {
    const response = await fetch(siteUrl('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

    const canonical = new Set(
      languages.flatMap((lang) =>
        sitePages
          .filter(({ page }) => isIndexable(page))
          .map(({ page }) => `${siteConfig.siteUrl}${canonicalPath(lang, page)}`),
      ),
    );
    expect(locs.length).toBe(new Set(locs).size);
    expect(new Set(locs)).toEqual(canonical);
    for (const lang of languages) {
      expect(locs.filter((loc) => loc?.startsWith(`${siteConfig.siteUrl}/${lang}`)).length).toBe(
        canonical.size / 2,
      );
    }
  });

  it('pages left out of the sitemap tell crawlers not to index them', async () => {
    const hidden = sitePages.filter(({ page }) => !isIndexable(page));
    for (const lang of languages) {
      for (const { page } of hidden) {
        const pagePath = canonicalPath(lang, page);
        const html = await (await fetch(siteUrl(pagePath))).text();
        expect(html, pagePath).toMatch(/<meta name="robots" content="noindex/);
      }
    }
  });

  it('every sitemap URL is served by this server as a page, not a redirect', async () => {
    const xml = await (await fetch(siteUrl('/sitemap.xml'))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
    for (const loc of locs) {
      const response = await rawRequest(new URL(loc).pathname, { method: 'HEAD' });
      expect(response.status, loc).toBe(200);
    }
  });
});
