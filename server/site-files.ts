import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { contentLanguages, languageFromPath } from '../src/i18n/languages.ts';
import { preferredCoding, type ContentCoding } from './negotiate.ts';

/**
 * The built site, indexed once at start-up. Files up to `memoryLimitBytes` (every file of the
 * current build) are held in memory with their pre-compressed twins and answered straight from
 * there; larger ones are streamed from disk by @fastify/static. Why both:
 * docs/decisions/015-server-plugins-and-memory-files.md.
 */

/** A file larger than this is streamed from disk rather than held in memory. */
export const defaultMemoryLimitBytes = 512 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  // RFC 9239; the mime table @fastify/static uses still says application/javascript.
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
};

/**
 * How long a response may be cached. Hashed assets never change; HTML and translations do with
 * each release, so browsers revalidate them soon.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/admin/assets/'))
    return 'public, max-age=31536000, immutable';
  // The editor's configuration changes with the content schemas: always revalidated.
  if (urlPath.endsWith('.yml')) return 'no-cache';
  if (urlPath.endsWith('.html')) return 'public, max-age=300, must-revalidate';
  if (urlPath.startsWith('/locales/')) return 'public, max-age=3600, must-revalidate';
  return 'public, max-age=86400';
}

/** One representation of a file: its bytes as sent, and a strong validator of those bytes. */
export interface Representation {
  body: Buffer;
  etag: string;
}

export interface SiteFile {
  /** The path below the site folder, as @fastify/static's sendFile takes it. */
  relativePath: string;
  contentType: string;
  cacheControl: string;
  /** A page's language ("zh-CN"), sent as Content-Language; absent for any other file. */
  contentLanguage?: string;
  /** The plain bytes and the build's compressed twins; absent for a file served from disk. */
  memory?: { identity: Representation } & Partial<Record<ContentCoding, Representation>>;
}

function representation(body: Buffer): Representation {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, etag: `"${digest}"` };
}

const twinSuffixes: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Indexes `siteDir`: URL path to file. Serving only what this map holds means no request can
 * reach a file outside the build folder.
 */
export async function indexSiteFiles(
  siteDir: string,
  memoryLimitBytes = defaultMemoryLimitBytes,
): Promise<Map<string, SiteFile>> {
  const entries = await readdir(siteDir, { withFileTypes: true, recursive: true });
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)),
  );
  const files = new Map<string, SiteFile>();
  for (const file of names) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const relativePath = path.relative(siteDir, file).split(path.sep).join('/');
    const urlPath = `/${relativePath}`;
    const lang = urlPath.endsWith('.html') ? languageFromPath(urlPath) : undefined;
    const entry: SiteFile = {
      relativePath,
      contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath),
      ...(lang ? { contentLanguage: contentLanguages[lang] } : {}),
    };
    if ((await stat(file)).size <= memoryLimitBytes) {
      const memory: NonNullable<SiteFile['memory']> = {
        identity: representation(await readFile(file)),
      };
      for (const [coding, suffix] of Object.entries(twinSuffixes) as [ContentCoding, string][]) {
        if (names.has(`${file}${suffix}`)) {
          memory[coding] = representation(await readFile(`${file}${suffix}`));
        }
      }
      entry.memory = memory;
    }
    files.set(urlPath, entry);
  }
  return files;
}

export interface SendOptions {
  /** 200 unless the file is an error page (the 404 page), which is never cached. */
  status?: number;
  /** Overrides the file's cache policy, e.g. for a page that sets a per-visitor cookie. */
  cacheControl?: string;
}

/**
 * Sends a file of the build: the pre-compressed variant the client ranks highest, with its own
 * strong ETag, and 304 when the client already holds those bytes (If-None-Match, by `fresh`).
 */
export function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: SiteFile,
  options: SendOptions = {},
): FastifyReply {
  const status = options.status ?? 200;
  reply
    .header('content-type', file.contentType)
    .header(
      'cache-control',
      status === 200 ? (options.cacheControl ?? file.cacheControl) : 'no-store',
    )
    .header('vary', 'Accept-Encoding');
  if (file.contentLanguage) reply.header('content-language', file.contentLanguage);
  const { memory } = file;
  if (!memory) return reply.code(status).sendFile(file.relativePath);

  const coding = preferredCoding(request.headers['accept-encoding'], (c) => c in memory);
  const chosen = (coding && memory[coding]) || memory.identity;
  if (status === 200) {
    reply.header('etag', chosen.etag);
    if (fresh(request.headers, { etag: chosen.etag })) return reply.code(304).send();
  }
  if (coding) reply.header('content-encoding', coding);
  return reply.code(status).send(chosen.body);
}
