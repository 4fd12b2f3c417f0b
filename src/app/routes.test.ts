import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build-layout.ts';
import { languages } from '../i18n/languages.ts';
import { namespacesFor, pageModuleFor, pageModuleSources } from './routes.tsx';
import { sitePages, type PageRef } from '../routing/site-pages.ts';

const kinds = Object.keys(pageModuleSources) as PageRef['kind'][];

/** One PageRef of each kind, taken from the route table so every kind is a real screen. */
const pageOfKind = new Map(sitePages.map(({ page }) => [page.kind, page]));

describe('pageModuleSources', () => {
  it('names a source for exactly the page kinds the route table uses', () => {
    expect([...kinds].sort()).toEqual([...pageOfKind.keys()].sort());
  });

  it.each(kinds)('points %s at a file that exists', (kind) => {
    expect(existsSync(path.join(projectRoot, pageModuleSources[kind]))).toBe(true);
  });

  it.each(kinds)('names the module the lazy %s route really loads', async (kind) => {
    const page = pageOfKind.get(kind);
    if (!page) throw new Error(`No page of kind ${kind} in sitePages`);
    const { Component } = await pageModuleFor(page)();
    expect(typeof Component).toBe('function');
    const source = (await import(
      /* @vite-ignore */ path.join(projectRoot, pageModuleSources[kind])
    )) as Record<string, unknown>;
    // The prerender preloads the chunk built from this file; it must hold the very component
    // the router renders, or hydration would wait for a second chunk.
    expect(Object.values(source)).toContain(Component);
  });

  it('gives each kind its own module', () => {
    const sources = Object.values(pageModuleSources);
    expect(new Set(sources).size).toBe(sources.length);
  });
});

describe('namespacesFor', () => {
  it.each(languages)('names only namespaces that exist in public/locales/%s', (lang) => {
    const missing: string[] = [];
    for (const { subpath, page } of sitePages) {
      const namespaces = namespacesFor(page);
      expect(namespaces.length).toBeGreaterThan(0);
      for (const ns of namespaces) {
        const file = path.join(projectRoot, 'public', 'locales', lang, `${ns}.json`);
        if (!existsSync(file)) missing.push(`/${lang}/${subpath}: ${ns}.json`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('always includes common and pages, which the layout and the page head read', () => {
    for (const { page } of sitePages) {
      expect(namespacesFor(page)).toContain('common');
      expect(namespacesFor(page)).toContain('pages');
    }
  });
});
