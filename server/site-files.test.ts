import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexSiteFiles, type SiteFile } from './site-files.ts';

describe('indexSiteFiles', () => {
  let siteDir: string;
  let files: Map<string, SiteFile>;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(tmpdir(), 'site-files-'));
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
    await writeFile(path.join(siteDir, 'large.txt'), 'x'.repeat(2_000));
    files = await indexSiteFiles(siteDir, 1_000);
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
      '/large.txt',
      '/locales/zh/common.json',
      '/unknown.bin',
    ]);
  });

  it('holds small files in memory with their .br and .gz twins', () => {
    const memory = files.get('/a.js')?.memory;
    expect(memory?.identity.body.toString()).toBe('console.log("a");');
    expect(memory?.br?.body.toString()).toBe('br!');
    expect(memory?.gzip?.body.toString()).toBe('gzip!!');
    const gzipOnly = files.get('/assets/x-abc.js')?.memory;
    expect(gzipOnly?.gzip?.body.toString()).toBe('gz');
    expect(gzipOnly?.br).toBeUndefined();
    expect(files.get('/favicon.svg')?.memory?.gzip).toBeUndefined();
  });

  it('leaves a file over the memory limit on disk, by its relative path', () => {
    const large = files.get('/large.txt');
    expect(large?.memory).toBeUndefined();
    expect(large?.relativePath).toBe('large.txt');
    expect(files.get('/en/about/index.html')?.relativePath).toBe('en/about/index.html');
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

  it('gives each representation a strong ETag of its own bytes', () => {
    const representations = [...files.values()].flatMap((file) =>
      file.memory ? Object.values(file.memory) : [],
    );
    for (const { etag } of representations) expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const a = files.get('/a.js')?.memory;
    expect(new Set([a?.identity.etag, a?.br?.etag, a?.gzip?.etag]).size).toBe(3);
    expect(a?.identity.etag).not.toBe(files.get('/assets/x-abc.js')?.memory?.identity.etag);
  });
});
