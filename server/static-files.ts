import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface StaticFile {
  /** Absolute path of the uncompressed file. */
  file: string;
  contentType: string;
  size: number;
  etag: string;
  cacheControl: string;
  /** Pre-compressed twins written by the build, by content coding. */
  encoded: { br?: { file: string; size: number }; gzip?: { file: string; size: number } };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
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
};

/**
 * How long a response may be cached. Hashed assets never change; HTML and translations do with
 * each release, so browsers revalidate them soon.
 */
function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html')) return 'public, max-age=300, must-revalidate';
  if (urlPath.startsWith('/locales/')) return 'public, max-age=3600, must-revalidate';
  return 'public, max-age=86400';
}

/**
 * Indexes the built site once at start-up: URL path to file, with its compressed twins. Serving
 * from this map means no request can reach a file outside the build folder.
 */
export async function indexStaticFiles(siteDir: string): Promise<Map<string, StaticFile>> {
  const entries = await readdir(siteDir, { withFileTypes: true, recursive: true });
  const names = new Set(
    entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)),
  );
  const files = new Map<string, StaticFile>();
  for (const file of names) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const urlPath = `/${path.relative(siteDir, file).split(path.sep).join('/')}`;
    const info = await stat(file);
    const encoded: StaticFile['encoded'] = {};
    if (names.has(`${file}.br`))
      encoded.br = { file: `${file}.br`, size: (await stat(`${file}.br`)).size };
    if (names.has(`${file}.gz`))
      encoded.gzip = { file: `${file}.gz`, size: (await stat(`${file}.gz`)).size };
    files.set(urlPath, {
      file,
      contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      cacheControl: cacheControlFor(urlPath),
      encoded,
    });
  }
  return files;
}

/**
 * Picks the pre-compressed variant the client weights highest (q=0 refuses a coding); brotli
 * wins a tie because it is the smaller file.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: StaticFile['encoded'],
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(quality) ? quality : 0);
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  const br = available.br ? weight('br') : 0;
  const gzip = available.gzip ? weight('gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}
