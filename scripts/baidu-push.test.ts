import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../src/config/site-config.ts';
import { projectRoot } from './build-layout.ts';
import { maxUrlsPerRequest, pageFingerprint, sitemapUrls } from './baidu-push.ts';

/** A request as the receiver saw it. */
interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  contentType: string;
  lines: string[];
}

/**
 * Stands in for data.zz.baidu.com: a real HTTP server on loopback that records each request and
 * answers as Baidu does, or with the answer a test sets.
 */
class Receiver {
  received: Received[] = [];
  /** The answer to the next requests; by default Baidu's success, counting the lines. */
  answer: (lines: string[]) => { status: number; body: unknown } = (lines) => ({
    status: 200,
    body: { success: lines.length, remain: 100_000, not_same_site: [], not_valid: [] },
  });
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://receiver.invalid');
      const lines = Buffer.concat(chunks).toString('utf8').split('\n');
      this.received.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        contentType: request.headers['content-type'] ?? '',
        lines,
      });
      const { status, body } = this.answer(lines);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/urls`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const origin = siteConfig.siteUrl;
const token = 'test-token-5fQ2';
let root: string;
let distDir: string;
let stateFile: string;
let endpoint: string;
const receiver = new Receiver();

/** A build folder as the prerender writes it: the sitemap (with alternates) and each page. */
async function writeBuild(pagePaths: string[], text = (pagePath: string) => pagePath) {
  const client = path.join(distDir, 'client');
  await rm(client, { recursive: true, force: true });
  const entries = pagePaths.map((pagePath) => {
    const other = pagePath.replace(/^\/(en|zh)/, (_, lang: string) =>
      lang === 'en' ? '/zh' : '/en',
    );
    return `  <url>\n    <loc>${origin}${pagePath}</loc>\n    <xhtml:link rel="alternate" hreflang="en" href="${origin}${other}"/>\n  </url>`;
  });
  await mkdir(client, { recursive: true });
  await writeFile(
    path.join(client, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  );
  for (const pagePath of pagePaths) {
    const dir = path.join(client, ...pagePath.split('/').filter(Boolean));
    await mkdir(dir, { recursive: true });
    await writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>${text(pagePath)}</title><link rel="stylesheet" href="/assets/a-1.css" /></head><body><p>${text(pagePath)}</p><script type="module" src="/assets/e-1.js"></script></body></html>`,
    );
  }
}

/** `npm run baidu-push` as an operator runs it, in a process of its own. */
async function push(
  args: string[] = [],
  env: Record<string, string> = { BAIDU_PUSH_TOKEN: token },
): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      [path.join(projectRoot, 'scripts', 'baidu-push.ts'), ...args],
      {
        cwd: projectRoot,
        env: {
          PATH: process.env.PATH,
          DIST_DIR: distDir,
          BAIDU_PUSH_STATE: stateFile,
          BAIDU_PUSH_ENDPOINT: endpoint,
          ...env,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const pages = ['/en', '/zh', '/en/about', '/zh/about', '/en/contact', '/zh/contact'];
const urls = pages.map((pagePath) => `${origin}${pagePath}`);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'baidu-push-'));
  distDir = path.join(root, 'dist');
  stateFile = path.join(root, 'data', 'baidu-push.json');
  endpoint = await receiver.start();
});

afterAll(async () => {
  await receiver.stop();
  await rm(root, { recursive: true, force: true });
});

beforeEach(async () => {
  receiver.received = [];
  receiver.answer = new Receiver().answer;
  await rm(path.dirname(stateFile), { recursive: true, force: true });
  await writeBuild(pages);
});

describe('sitemapUrls', () => {
  it('reads the pages of the sitemap the prerender writes, not their alternates', async () => {
    const xml = await readFile(path.join(distDir, 'client', 'sitemap.xml'), 'utf8');
    expect(sitemapUrls(xml)).toEqual(urls);
  });
});

describe('pageFingerprint', () => {
  it('changes with what a page says, not with the names of its code files', () => {
    const page = (text: string, script: string) =>
      `<title>${text}</title><link rel="modulepreload" href="/assets/${script}.js" /><p>${text}</p><script src="/assets/${script}.js"></script>`;
    expect(pageFingerprint(page('a', 'x-1'))).toBe(pageFingerprint(page('a', 'x-2')));
    expect(pageFingerprint(page('a', 'x-1'))).not.toBe(pageFingerprint(page('b', 'x-1')));
  });
});

describe('npm run baidu-push', { timeout: 60_000 }, () => {
  it('sends every sitemap page once, as Baidu asks, then only what changed', async () => {
    const first = await push();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/urls');
    expect(request?.query.get('site')).toBe(origin);
    expect(request?.query.get('token')).toBe(token);
    expect(request?.contentType).toBe('text/plain');
    expect(request?.lines).toEqual(urls);
    expect(first.stdout).toContain('6 pages in the sitemap; 6 to push');
    expect(first.stdout).toContain('Baidu took 6 of 6; 100000 more allowed today');
    // The token is a secret: never printed.
    expect(first.stdout).not.toContain(token);
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as {
      urls: Record<string, { fingerprint: string; pushedAt: string }>;
    };
    expect(Object.keys(state.urls)).toEqual(urls);

    // Nothing changed: nothing is sent.
    const second = await push();
    expect(second.code).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(second.stdout).toContain('6 pages in the sitemap; 0 to push');

    // A page whose text changed, and one new page, go; a new release of the code alone does not.
    await writeBuild([...pages, '/en/news'], (pagePath) =>
      pagePath === '/zh/about' ? '关于我们（新）' : pagePath,
    );
    const third = await push();
    expect(third.code).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.lines).toEqual([`${origin}/zh/about`, `${origin}/en/news`]);

    // --all sends everything again.
    const all = await push(['--all']);
    expect(all.code).toBe(0);
    expect(receiver.received[2]?.lines).toEqual([...urls, `${origin}/en/news`]);
  });

  it('without BAIDU_PUSH_TOKEN explains, sends nothing and fails', async () => {
    const result = await push([], {});
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('BAIDU_PUSH_TOKEN is not set');
    expect(receiver.received).toHaveLength(0);
    expect(existsSync(stateFile)).toBe(false);
  });

  it("reports Baidu's refusal in its words, fails, and records nothing as pushed", async () => {
    receiver.answer = () => ({ status: 400, body: { error: 401, message: 'token is not valid' } });
    const result = await push();
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('Baidu refused the push');
    expect(result.stderr).toContain('error 401: token is not valid');
    expect(result.stderr).toContain('Check BAIDU_PUSH_TOKEN');
    expect(result.stderr).not.toContain(token);
    expect(receiver.received).toHaveLength(1);
    expect(existsSync(stateFile)).toBe(false);

    // Fixed, the next run sends them all.
    receiver.answer = new Receiver().answer;
    expect((await push()).code).toBe(0);
    expect(receiver.received[1]?.lines).toEqual(urls);
  });

  it('sends at most 2000 lines a request, and no more than Baidu still allows today', async () => {
    const many = Array.from({ length: 2500 }, (_, index) => `/en/news/item-${index}`);
    await writeBuild(many);
    // Baidu allows 2100 today: 2000, then 100, then the rest waits.
    let remain = 2100;
    receiver.answer = (lines) => {
      remain -= lines.length;
      return { status: 200, body: { success: lines.length, remain, not_valid: [] } };
    };
    const first = await push();
    expect(first.code).toBe(0);
    expect(receiver.received.map((request) => request.lines.length)).toEqual([
      maxUrlsPerRequest,
      100,
    ]);
    expect(first.stdout).toContain('400 pages wait for the next run');

    // The next day the 400 left go, and nothing already pushed.
    remain = 100_000;
    receiver.received = [];
    expect((await push()).code).toBe(0);
    expect(receiver.received.map((request) => request.lines)).toEqual([
      many.slice(2100).map((pagePath) => `${origin}${pagePath}`),
    ]);
  });

  it('does not count a URL Baidu found invalid as pushed', async () => {
    receiver.answer = (lines) => ({
      status: 200,
      body: { success: lines.length - 1, remain: 10, not_valid: [`${origin}/zh/contact`] },
    });
    const result = await push();
    expect(result.stdout).toContain(`Not valid: ${origin}/zh/contact.`);
    receiver.answer = new Receiver().answer;
    await push();
    expect(receiver.received[1]?.lines).toEqual([`${origin}/zh/contact`]);
  });
});
