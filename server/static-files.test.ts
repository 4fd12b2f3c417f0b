import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, indexStaticFiles, type StaticFile } from './static-files.ts';

const both: StaticFile['encoded'] = {
  br: { file: '/x.br', size: 1 },
  gzip: { file: '/x.gz', size: 2 },
};

describe('chooseEncoding', () => {
  it('sends the plain file when the client names no coding', () => {
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('deflate, zstd', both)).toBeUndefined();
  });

  it('prefers brotli when the client accepts both equally', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip;q=0.8, br;q=0.8', both)).toBe('br');
  });

  it('follows the client when it prefers gzip by q-value', () => {
    expect(chooseEncoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
  });

  it('refuses a coding with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding('br;Q=0, gzip', both)).toBe('gzip');
  });

  it('reads the wildcard, and lets an explicit q=0 override it', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0', both)).toBeUndefined();
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
  });

  it('ignores case and spaces', () => {
    expect(chooseEncoding('  GZIP ; q=0.9 ', both)).toBe('gzip');
  });

  it('only offers variants that exist', () => {
    expect(chooseEncoding('br', { gzip: both.gzip })).toBeUndefined();
    expect(chooseEncoding('br, gzip', { gzip: both.gzip })).toBe('gzip');
    expect(chooseEncoding('br, gzip', {})).toBeUndefined();
  });
});

describe('indexStaticFiles', () => {
  let siteDir: string;
  let files: Map<string, StaticFile>;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), 'static-files-'));
    await mkdir(path.join(siteDir, 'assets'));
    await mkdir(path.join(siteDir, 'en', 'about'), { recursive: true });
    await mkdir(path.join(siteDir, 'locales', 'zh'), { recursive: true });
    await writeFile(path.join(siteDir, 'a.js'), 'console.log("a");');
    await writeFile(path.join(siteDir, 'a.js.br'), 'br!');
    await writeFile(path.join(siteDir, 'a.js.gz'), 'gzip!!');
    await writeFile(path.join(siteDir, 'assets', 'x-abc.js'), 'export {};');
    await writeFile(path.join(siteDir, 'assets', 'x-abc.js.gz'), 'gz');
    await writeFile(path.join(siteDir, 'en', 'about', 'index.html'), '<p>about</p>');
    await writeFile(path.join(siteDir, 'locales', 'zh', 'common.json'), '{}');
    await writeFile(path.join(siteDir, 'favicon.svg'), '<svg/>');
    await writeFile(path.join(siteDir, 'unknown.bin'), 'x');
    files = await indexStaticFiles(siteDir);
  });

  afterAll(async () => {
    await rm(siteDir, { recursive: true, force: true });
  });

  it('indexes every file by its URL path, and the compressed twins not on their own', () => {
    expect([...files.keys()].sort()).toEqual([
      '/a.js',
      '/assets/x-abc.js',
      '/en/about/index.html',
      '/favicon.svg',
      '/locales/zh/common.json',
      '/unknown.bin',
    ]);
  });

  it('finds the .br and .gz twins with their sizes', () => {
    expect(files.get('/a.js')?.encoded).toEqual({
      br: { file: path.join(siteDir, 'a.js.br'), size: 3 },
      gzip: { file: path.join(siteDir, 'a.js.gz'), size: 6 },
    });
    expect(files.get('/assets/x-abc.js')?.encoded).toEqual({
      gzip: { file: path.join(siteDir, 'assets', 'x-abc.js.gz'), size: 2 },
    });
    expect(files.get('/favicon.svg')?.encoded).toEqual({});
  });

  it('records the absolute file and its size', () => {
    const entry = files.get('/a.js');
    expect(entry?.file).toBe(path.join(siteDir, 'a.js'));
    expect(entry?.size).toBe('console.log("a");'.length);
  });

  it('caches hashed assets for a year, immutably', () => {
    expect(files.get('/assets/x-abc.js')?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate HTML and translations, which change with each release', () => {
    expect(files.get('/en/about/index.html')?.cacheControl).toMatch(/must-revalidate/);
    expect(files.get('/en/about/index.html')?.cacheControl).not.toMatch(/immutable/);
    expect(files.get('/locales/zh/common.json')?.cacheControl).toMatch(/must-revalidate/);
    expect(files.get('/a.js')?.cacheControl).not.toMatch(/immutable/);
  });

  it('gives each file its content type', () => {
    expect(files.get('/a.js')?.contentType).toBe('text/javascript; charset=utf-8');
    expect(files.get('/en/about/index.html')?.contentType).toBe('text/html; charset=utf-8');
    expect(files.get('/locales/zh/common.json')?.contentType).toBe(
      'application/json; charset=utf-8',
    );
    expect(files.get('/favicon.svg')?.contentType).toBe('image/svg+xml');
    expect(files.get('/unknown.bin')?.contentType).toBe('application/octet-stream');
  });

  it('gives each file a quoted, distinct ETag', () => {
    const etags = [...files.values()].map((entry) => entry.etag);
    for (const etag of etags) expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(files.get('/a.js')?.etag).not.toBe(files.get('/assets/x-abc.js')?.etag);
  });
});
