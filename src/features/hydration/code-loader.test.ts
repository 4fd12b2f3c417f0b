import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeLoader } from './code-loader.ts';

const pageUrl = 'https://www.example.com/en/products/finder?payload=8';

/** A server that answers the page's HEAD with `status`, or no network at all. */
function server(answer: { status: number } | 'offline') {
  const fetch = vi.fn(async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', { location: { href: pageUrl } });
  return fetch;
}

/** An import that fails `failing` times, then gives `code`. */
function flakyImport(failing: number, code = 'the code') {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failing) throw new TypeError('Failed to fetch dynamically imported module');
    return code;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('codeLoader', () => {
  it('imports once for every caller, and keeps what it got', async () => {
    const importCode = flakyImport(0);
    const loader = codeLoader(importCode);
    await expect(Promise.all([loader.load(), loader.load()])).resolves.toEqual([
      'the code',
      'the code',
    ]);
    await loader.load();
    expect(importCode).toHaveBeenCalledTimes(1);
  });

  it('imports again after a failure', async () => {
    const importCode = flakyImport(1);
    const loader = codeLoader(importCode);
    await expect(loader.load()).rejects.toThrow();
    await expect(loader.load()).resolves.toBe('the code');
    expect(importCode).toHaveBeenCalledTimes(2);
  });

  it('does not ask for a new page load after the first failure, nor ask the server', async () => {
    const fetch = server({ status: 200 });
    const loader = codeLoader(flakyImport(5));
    await expect(loader.load()).rejects.toThrow();
    expect(await loader.needsPageLoad()).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for one after a second failure in a row when the server answers for the page', async () => {
    const fetch = server({ status: 200 });
    const loader = codeLoader(flakyImport(5));
    await expect(loader.load()).rejects.toThrow();
    await expect(loader.load()).rejects.toThrow();
    expect(await loader.needsPageLoad()).toBe(true);
    expect(fetch).toHaveBeenCalledWith(pageUrl, { method: 'HEAD', cache: 'no-store' });
  });

  it.each([
    ['no network', 'offline'],
    ['an error status', { status: 503 }],
  ] as const)('does not ask for one when the page gets %s', async (_title, answer) => {
    server(answer);
    const loader = codeLoader(flakyImport(5));
    await expect(loader.load()).rejects.toThrow();
    await expect(loader.load()).rejects.toThrow();
    expect(await loader.needsPageLoad()).toBe(false);
  });

  it('counts failures in a row: a load that works starts the count again', async () => {
    server({ status: 200 });
    let calls = 0;
    const loader = codeLoader(async () => {
      calls += 1;
      if (calls === 2) return 'the code';
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    await expect(loader.load()).rejects.toThrow();
    await expect(loader.load()).resolves.toBe('the code');
    expect(await loader.needsPageLoad()).toBe(false);
  });
});
