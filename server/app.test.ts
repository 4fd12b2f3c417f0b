import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildInfo } from '../scripts/build-layout.ts';
import { buildServer } from './app.ts';

const scriptHash = "'sha256-dGVzdC1vbmx5LWhhc2g='";
const styleHash = "'sha256-c3R5bGUtb25seS1oYXNo'";
const assetSource = `export const answer = 42; // ${'padding '.repeat(50)}`;

let root: string;
let app: FastifyInstance;

/** A build folder shaped like dist/: client/ with pages and assets, build-info.json beside it. */
async function writeFakeBuild(dir: string): Promise<string> {
  const client = path.join(dir, 'client');
  const page = (title: string) => `<!doctype html><html><title>${title}</title></html>`;
  const files: Record<string, string | Buffer> = {
    'en/index.html': page('en home'),
    'en/about/index.html': page('en about'),
    'en/products/index.html': page('en products'),
    'zh/index.html': page('zh home'),
    '404.html': page('not found'),
    'assets/x-abc.js': assetSource,
    'assets/x-abc.js.br': brotliCompressSync(assetSource),
    'assets/x-abc.js.gz': gzipSync(assetSource),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(client, name)), { recursive: true });
    await writeFile(path.join(client, name), content);
  }
  const buildInfo: BuildInfo = {
    builtAt: '2026-01-02T03:04:05.000Z',
    scriptHashes: [scriptHash],
    styleHashes: [styleHash],
    pages: ['/en', '/en/about', '/en/products', '/zh'],
    videoSources: {
      '/en/products': {
        media: ['https://media.example.com'],
        img: ['https://posters.example.com'],
        frame: ['https://player.bilibili.com'],
      },
    },
  };
  await writeFile(path.join(dir, 'build-info.json'), JSON.stringify(buildInfo));
  return client;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'server-app-'));
  const siteDir = await writeFakeBuild(root);
  app = await buildServer({
    host: '127.0.0.1',
    port: 0,
    siteDir,
    logLevel: 'silent',
    trustProxy: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** Where the language page sends a visitor without JavaScript, and the server's choice. */
function languagePage(html: string) {
  const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)"/.exec(html)?.[1];
  const link = /<a href="([^"]+)"/.exec(html)?.[1];
  expect(link).toBe(refresh);
  return {
    target: refresh?.replace(/&amp;/g, '&'),
    serverChoice: /<meta name="language-fallback" content="([^"]+)"/.exec(html)?.[1],
  };
}

describe('redirects before any HTML', () => {
  it('answers / without lng or cookie with the page that decides in the browser (issue 8)', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
    expect(String(response.headers.vary)).toMatch(/Accept-Language/);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(languagePage(response.body)).toEqual({ target: '/en', serverChoice: 'en' });
    expect(response.body).toContain('redirecting');
  });

  it('sends /?lng=zh to /zh, keeping the query', async () => {
    const response = await get('/?lng=zh');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/zh?lng=zh');
  });

  it('follows the i18next cookie', async () => {
    const response = await get('/', { cookie: 'theme=dark; i18next=zh' });
    expect(response.headers.location).toBe('/zh');
  });

  it('gives the page the Accept-Language choice as its fallback', async () => {
    const zh = await get('/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(zh.statusCode).toBe(200);
    expect(languagePage(zh.body)).toEqual({ target: '/zh', serverChoice: 'zh' });
    const fr = await get('/', { 'accept-language': 'fr-FR,fr' });
    expect(languagePage(fr.body)).toEqual({ target: '/en', serverChoice: 'en' });
  });

  it('lets the lng parameter beat the cookie, and the cookie beat Accept-Language', async () => {
    expect(
      (await get('/?lng=en', { cookie: 'i18next=zh', 'accept-language': 'zh' })).headers.location,
    ).toBe('/en?lng=en');
    expect(
      (await get('/', { cookie: 'i18next=en', 'accept-language': 'zh' })).headers.location,
    ).toBe('/en');
  });

  it('adds the prefix to /about?x=1, keeping the query', async () => {
    const response = await get('/about?x=1', { 'accept-language': 'zh' });
    expect(response.statusCode).toBe(200);
    expect(languagePage(response.body)).toEqual({ target: '/zh/about?x=1', serverChoice: 'zh' });
    expect(languagePage((await get('/about?x=1')).body).target).toBe('/en/about?x=1');
    const stored = await get('/about?x=1', { cookie: 'i18next=zh' });
    expect(stored.statusCode).toBe(302);
    expect(stored.headers.location).toBe('/zh/about?x=1');
  });

  it('escapes the query it writes into the page', async () => {
    const response = await get('/about?q=%22%3E%3Cscript%3E');
    expect(response.body).not.toContain('"><script>');
  });

  it('sends an unknown page under a prefix to that language home', async () => {
    const response = await get('/en/nope');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
    expect((await get('/zh/products/vtol/zs-VT999')).headers.location).toBe('/zh');
  });

  it('sends /en/products/software to /en/products for good', async () => {
    const response = await get('/en/products/software');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/products');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('fixes a trailing slash and the case of a path for good', async () => {
    const slash = await get('/en/about/?x=1');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/en/about?x=1');
    const cased = await get('/en/products/groundstation');
    expect(cased.statusCode).toBe(301);
    expect(cased.headers.location).toBe('/en/products/GroundStation');
  });

  it('sends a page asked for by its file name to the page, for good (issue 8)', async () => {
    const response = await get('/en/about/index.html?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/about?x=1');
  });

  it('sends a prefix in another case to the page, for good (issue 8)', async () => {
    const response = await get('/EN/about');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/about');
  });
});

describe('pages', () => {
  it('serves a prerendered page as HTML', async () => {
    const response = await get('/en/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>en about</title>');
    expect(response.headers['cache-control']).toMatch(/must-revalidate/);
  });

  it('serves each language home', async () => {
    expect((await get('/en')).body).toContain('en home');
    expect((await get('/zh')).body).toContain('zh home');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/en/about' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
  });

  it('answers 404 with the 404 page when a route-table page is missing from the build', async () => {
    const response = await get('/zh/about');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not found');
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
  });

  it('answers 400 to a malformed URL', async () => {
    const response = await get('/en/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('Bad request: malformed URL');
  });

  it('answers 404, not a redirect, for a file the build does not have', async () => {
    for (const url of ['/assets/home-page-OLDHASH.js', '/locales/fr/common.json', '/logo.png']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
      expect(response.headers['cache-control'], url).toBe('no-store, no-transform');
    }
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of [
      '/../build-info.json',
      '/%2e%2e/build-info.json',
      '/en/..%2f..%2fbuild-info.json',
    ]) {
      const response = await get(url);
      expect(response.body).not.toContain(scriptHash);
    }
  });
});

describe('hashed assets', () => {
  it('sends brotli when accepted, with the right headers', async () => {
    const response = await get('/assets/x-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable, no-transform',
    );
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
    expect(response.rawPayload.equals(brotliCompressSync(assetSource))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('sends gzip to a client that does not take brotli', async () => {
    const response = await get('/assets/x-abc.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(gzipSync(assetSource))).toBe(true);
  });

  it('sends the plain file to a client that takes neither', async () => {
    const response = await get('/assets/x-abc.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(assetSource);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(assetSource));
  });

  it('answers 304 to a matching If-None-Match, per representation', async () => {
    const first = await get('/assets/x-abc.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/assets/x-abc.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The brotli ETag must not validate the plain file: they are different bytes.
    const plain = await get('/assets/x-abc.js', { 'if-none-match': etag });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('answers 304 when the tag is one of several or marked weak', async () => {
    const { etag } = (await get('/assets/x-abc.js', { 'accept-encoding': 'br' })).headers;
    for (const ifNoneMatch of [`"other", ${String(etag)}`, `W/${String(etag)}`, '*']) {
      const response = await get('/assets/x-abc.js', {
        'accept-encoding': 'br',
        'if-none-match': ifNoneMatch,
      });
      expect(response.statusCode, ifNoneMatch).toBe(304);
    }
    const stale = await get('/assets/x-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': '"other", W/"older"',
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers 304 for pages too', async () => {
    const first = await get('/en/about');
    const again = await get('/en/about', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('files too large for memory', () => {
  let diskServer: FastifyInstance;

  beforeAll(async () => {
    diskServer = await buildServer(
      {
        host: '127.0.0.1',
        port: 0,
        siteDir: path.join(root, 'client'),
        logLevel: 'silent',
        trustProxy: false,
      },
      { memoryLimitBytes: 0 },
    );
    await diskServer.ready();
  });

  afterAll(async () => {
    await diskServer?.close();
  });

  const fromDisk = (url: string, headers: Record<string, string> = {}) =>
    diskServer.inject({ method: 'GET', url, headers });

  it('are streamed pre-compressed, with the same cache policy and Vary', async () => {
    const response = await fromDisk('/assets/x-abc.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable, no-transform',
    );
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
    expect(response.rawPayload.equals(brotliCompressSync(assetSource))).toBe(true);
    const plain = await fromDisk('/assets/x-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetSource);
  });

  it('answer 304 to their own validator', async () => {
    const first = await fromDisk('/en/about', { 'accept-encoding': 'br' });
    expect(first.body).toContain('en about');
    expect(first.headers['cache-control']).toMatch(/must-revalidate/);
    const again = await fromDisk('/en/about', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('Cache-Control: no-transform (decision 070)', () => {
  it.each([
    ['a page', '/en/about', 'public, max-age=300, must-revalidate, no-transform'],
    ['an asset', '/assets/x-abc.js', 'public, max-age=31536000, immutable, no-transform'],
    ['a 404', '/zh/about', 'no-store, no-transform'],
    ['a 400', '/en/%E0%A4%A', 'no-store, no-transform'],
    ['/healthz', '/healthz', 'no-transform'],
  ])('is added to what %s already says', async (_name, url, expected) => {
    expect((await get(url)).headers['cache-control']).toBe(expected);
  });

  it('is on a 304 too', async () => {
    const first = await get('/assets/x-abc.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/x-abc.js', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable, no-transform',
    );
  });
});

describe('Content-Language', () => {
  it('names the language of each page, Chinese as zh-CN', async () => {
    expect((await get('/en/about')).headers['content-language']).toBe('en');
    expect((await get('/en')).headers['content-language']).toBe('en');
    expect((await get('/zh')).headers['content-language']).toBe('zh-CN');
  });

  it('is left off files that are not a page in one language', async () => {
    expect((await get('/assets/x-abc.js')).headers['content-language']).toBeUndefined();
    expect((await get('/zh/about')).headers['content-language']).toBeUndefined();
    expect((await get('/healthz')).headers['content-language']).toBeUndefined();
  });
});

describe('/healthz', () => {
  it('reports ok with the build time', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', builtAt: '2026-01-02T03:04:05.000Z' });
  });
});

describe('security headers', () => {
  const requests: [string, () => Promise<LightMyRequestResponse>][] = [
    ['a page', () => get('/en/about')],
    ['a redirect', () => get('/', { cookie: 'i18next=zh' })],
    ['the language page', () => get('/')],
    ['a permanent redirect', () => get('/en/products/software')],
    ['an asset', () => get('/assets/x-abc.js', { 'accept-encoding': 'br' })],
    ['a 404', () => get('/zh/about')],
    ['a 400', () => get('/en/%E0%A4%A')],
    ['/healthz', () => get('/healthz')],
    ['a method no route takes', () => app.inject({ method: 'POST', url: '/en/about' })],
  ];

  it.each(requests)('are on %s', async (_name, request) => {
    const response = await request();
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(scriptHash);
    expect(csp).not.toContain('unsafe-inline');
    // WebAssembly compilation for the site search, and never eval() of JavaScript.
    expect(scriptSrc?.trim().split(/\s+/)).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(requests)('forbid transcoding %s, keeping its cache policy', async (_name, request) => {
    const response = await request();
    const directives = String(response.headers['cache-control']).split(/,\s*/);
    expect(directives).toContain('no-transform');
    expect(directives.filter((directive) => directive === 'no-transform')).toHaveLength(1);
  });

  it('take the script and style hashes from build-info.json', async () => {
    const info = JSON.parse(
      await readFile(path.join(root, 'build-info.json'), 'utf8'),
    ) as BuildInfo;
    const directives = String((await get('/en')).headers['content-security-policy']).split('; ');
    const scriptSources = directives.find((directive) => directive.startsWith('script-src '));
    const styleSources = directives.find((directive) => directive.startsWith('style-src '));
    for (const hash of info.scriptHashes) expect(scriptSources).toContain(hash);
    for (const hash of info.styleHashes) expect(styleSources).toContain(hash);
    expect(styleSources).not.toContain('unsafe-inline');
  });

  it.each(['/en/products', '/en/products/', '/en/products?tab=vtol'])(
    "allow a page's video hosts on that page (%s)",
    async (url) => {
      const directives = String((await get(url)).headers['content-security-policy']).split('; ');
      expect(directives).toContain("media-src 'self' https://media.example.com");
      expect(directives).toContain("img-src 'self' data: https://posters.example.com");
      expect(directives).toContain("frame-src 'self' https://player.bilibili.com");
      expect(directives).toContain("frame-ancestors 'none'");
    },
  );

  it('allow no video host on a page without videos, nor on its files', async () => {
    for (const url of ['/en/about', '/en', '/assets/x-abc.js']) {
      const csp = String((await get(url)).headers['content-security-policy']);
      expect(csp, url).not.toMatch(/media\.example|posters\.example|bilibili|frame-src/);
      expect(csp.split('; '), url).toContain("img-src 'self' data:");
    }
  });
});
