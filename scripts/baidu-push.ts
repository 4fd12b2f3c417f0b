import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { siteConfig } from '../src/config/site-config.ts';
import { clientDir, projectRoot } from './build-layout.ts';

/**
 * `npm run baidu-push`: tells Baidu's link submission (普通收录, API 提交) which pages of the
 * built site are new or changed, so its crawler comes sooner than it would find them. Baidu
 * reads no IndexNow and fetches sitemaps rarely; this is the channel it offers
 * (docs/decisions/070-china-maps-and-baidu.md).
 */

const usage = `Usage: npm run baidu-push [-- --all]

  Sends the built sitemap's pages (dist/client/sitemap.xml) that are new or changed since the
  last push to Baidu's link submission API; --all sends every one.

  BAIDU_PUSH_TOKEN     the push token of the site in Baidu's search resource platform
                       (ziyuan.baidu.com: 普通收录 > API提交); required
  BAIDU_PUSH_SITE      the site as verified there (default ${siteConfig.siteUrl})
  BAIDU_PUSH_ENDPOINT  the API (default http://data.zz.baidu.com/urls)
  BAIDU_PUSH_STATE     what was pushed, and when (default data/baidu-push.json)`;

const defaultEndpoint = 'http://data.zz.baidu.com/urls';
/** Baidu refuses more lines in one request ("only 2000 urls are allowed once"). */
export const maxUrlsPerRequest = 2000;
const requestTimeoutMs = 30_000;

/** What Baidu answers a push it took. */
interface PushAnswer {
  success: number;
  remain: number;
  not_same_site?: string[];
  not_valid?: string[];
}

/** data/baidu-push.json: each URL with the fingerprint of the page last pushed, and when. */
interface PushState {
  urls: Record<string, { fingerprint: string; pushedAt: string }>;
}

export class PushError extends Error {}

/** The page URLs of a sitemap, in its order: its <loc>s (the hreflang alternates repeat them). */
export function sitemapUrls(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(([, url = '']) =>
    url.replaceAll('&amp;', '&'),
  );
}

/**
 * What a page says, as a hash: its HTML without scripts and links. A release renames the code
 * and style files every page names (and the state script repeats the text); a page whose words,
 * head and links stay the same has not changed for a search engine.
 */
export function pageFingerprint(html: string): string {
  const content = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/\s+/g, ' ');
  return createHash('sha256').update(content).digest('base64url');
}

/** The built file of a sitemap URL: /zh/about is client/zh/about/index.html. */
function pageFile(url: string): string {
  const { pathname } = new URL(url);
  return path.join(clientDir, ...pathname.split('/').filter(Boolean), 'index.html');
}

async function readState(file: string): Promise<PushState> {
  if (!existsSync(file)) return { urls: {} };
  return JSON.parse(await readFile(file, 'utf8')) as PushState;
}

async function writeState(file: string, state: PushState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole, then renamed: an interrupted push never leaves half a file.
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

function describeList(urls: string[] | undefined): string {
  return urls && urls.length > 0 ? urls.join(', ') : 'none';
}

/** One request of up to 2000 lines; a refusal becomes a PushError with Baidu's own words. */
async function pushBatch(endpoint: URL, urls: string[]): Promise<PushAnswer> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new PushError(
      `Could not reach ${endpoint.origin}${endpoint.pathname}: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  let answer: Partial<PushAnswer> & { error?: number; message?: string };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new PushError(
      `Baidu answered HTTP ${response.status} with no JSON: ${text.slice(0, 200)}`,
    );
  }
  if (!response.ok || answer.error !== undefined) {
    const hint =
      answer.error === 401
        ? ' Check BAIDU_PUSH_TOKEN against the token shown in the search resource platform.'
        : answer.message === 'site error'
          ? ' Check that BAIDU_PUSH_SITE is the site as verified there (with https://).'
          : answer.message === 'over quota'
            ? " Today's quota is used up; run again tomorrow."
            : '';
    throw new PushError(
      `Baidu refused the push (HTTP ${response.status}, error ${answer.error ?? '?'}: ${answer.message ?? text}).${hint}`,
    );
  }
  if (typeof answer.success !== 'number' || typeof answer.remain !== 'number') {
    throw new PushError(`Baidu's answer lacks success and remain: ${text.slice(0, 200)}`);
  }
  return answer as PushAnswer;
}

export interface PushOptions {
  all: boolean;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** The whole command; returns the process's exit code. */
export async function baiduPush({ all, env, log }: PushOptions): Promise<number> {
  const token = env.BAIDU_PUSH_TOKEN;
  if (!token) {
    throw new PushError(
      "BAIDU_PUSH_TOKEN is not set: nothing was sent. Take the token from Baidu's search " +
        'resource platform (ziyuan.baidu.com, 普通收录 > API提交) and run again with it set.',
    );
  }
  const site = env.BAIDU_PUSH_SITE || siteConfig.siteUrl;
  const stateFile = path.resolve(
    projectRoot,
    env.BAIDU_PUSH_STATE || path.join('data', 'baidu-push.json'),
  );
  const endpoint = new URL(env.BAIDU_PUSH_ENDPOINT || defaultEndpoint);
  endpoint.searchParams.set('site', site);
  endpoint.searchParams.set('token', token);

  const sitemapFile = path.join(clientDir, 'sitemap.xml');
  if (!existsSync(sitemapFile)) {
    throw new PushError(`${sitemapFile} does not exist: build the site first (npm run build).`);
  }
  const urls = sitemapUrls(await readFile(sitemapFile, 'utf8'));
  const fingerprints = new Map<string, string>();
  for (const url of urls) {
    const file = pageFile(url);
    if (!existsSync(file)) throw new PushError(`The sitemap names ${url}, but ${file} is missing.`);
    fingerprints.set(url, pageFingerprint(await readFile(file, 'utf8')));
  }

  const state = await readState(stateFile);
  const due = all
    ? urls
    : urls.filter((url) => state.urls[url]?.fingerprint !== fingerprints.get(url));
  log(
    `${urls.length} pages in the sitemap; ${due.length} to push${all ? ' (--all)' : ' (new or changed since the last push)'}.`,
  );
  if (due.length === 0) return 0;

  let remain = Number.POSITIVE_INFINITY;
  let sent = 0;
  while (sent < due.length && remain > 0) {
    const batch = due.slice(sent, sent + Math.min(maxUrlsPerRequest, remain));
    const answer = await pushBatch(endpoint, batch);
    sent += batch.length;
    remain = answer.remain;
    log(
      `Baidu took ${answer.success} of ${batch.length}; ${answer.remain} more allowed today. ` +
        `Not this site's: ${describeList(answer.not_same_site)}. Not valid: ${describeList(answer.not_valid)}.`,
    );
    const refused = new Set([...(answer.not_same_site ?? []), ...(answer.not_valid ?? [])]);
    const pushedAt = new Date().toISOString();
    for (const url of batch) {
      if (!refused.has(url)) state.urls[url] = { fingerprint: fingerprints.get(url)!, pushedAt };
    }
    await writeState(stateFile, state);
  }
  if (sent < due.length) {
    log(`Baidu's quota for today is used up: ${due.length - sent} pages wait for the next run.`);
  }
  return 0;
}

async function main(): Promise<void> {
  let values: { all: boolean; help: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        all: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  try {
    process.exitCode = await baiduPush({
      all: values.all,
      env: process.env,
      log: (line) => console.log(line),
    });
  } catch (error) {
    if (!(error instanceof PushError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
