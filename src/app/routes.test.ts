import { existsSync } from 'node:fs';
import path from 'node:path';
import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build-layout.ts';
import { languages } from '../i18n/languages.ts';
import {
  createRoutes,
  namespacesFor,
  pageModuleFor,
  pageModuleSource,
  pageModuleSources,
  startingRoutes,
} from './routes.tsx';
import { allPagePaths, sitePages, type PageRef } from '../routing/site-pages.ts';

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

  it.each(sitePages.map(({ subpath, page }) => [subpath || '(home)', page] as const))(
    'names the modules the lazy route of %s really loads',
    async (_subpath, page) => {
      const [screenSource, sliceSource, ...others] = pageModuleSource(page);
      expect(others).toEqual([]);
      const load = (source: string) =>
        import(/* @vite-ignore */ path.join(projectRoot, source)) as Promise<
          Record<string, unknown>
        >;
      const screen = await load(screenSource!);
      const { Component } = await pageModuleFor(page)();
      // The prerender preloads the chunks built from these files; they must hold the very
      // component (and slice) the router renders, or hydration would wait for more chunks.
      if (sliceSource === undefined) {
        expect(Object.values(screen)).toContain(Component);
        return;
      }
      const { catalogue } = await load(sliceSource);
      const element = (
        Component as () => ReactElement<{ catalogue: unknown; children: ReactElement }>
      )();
      expect(element.props.catalogue).toBe(catalogue);
      expect(Object.values(screen)).toContain(element.props.children.type);
    },
  );

  it('shows /inspection with the home screen, from its own module', () => {
    const inspection = sitePages.find(({ subpath }) => subpath === 'inspection')?.page;
    if (!inspection) throw new Error('No /inspection in sitePages');
    expect(pageModuleSource(inspection)).toEqual([pageModuleSources.home]);
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

describe('startingRoutes', () => {
  const routes = createRoutes({
    prepare: async () => {},
    chooseLanguage: () => 'en',
    currentHash: () => '',
  });
  const matchedIds = (table: RouteObject[], path: string) =>
    (matchRoutes(table, path) ?? []).map(({ route }) => route.id);

  it.each(allPagePaths())('finds the branch matchRoutes finds for %s', (path) => {
    const starting = startingRoutes(routes, path);
    expect(starting?.branch.map(({ id }) => id)).toEqual(matchedIds(routes, path));
    // The trimmed table alone matches the page the same way.
    expect(matchedIds(starting?.routes ?? [], path)).toEqual(matchedIds(routes, path));
  });

  it.each([
    '/en/',
    '/en/products/vtol/',
    '/EN/about',
    '/en/ABOUT',
    '/en/nowhere',
    '/fr/about',
    '/',
  ])('leaves %s to full matching', (path) => {
    expect(startingRoutes(routes, path)).toBeUndefined();
  });

  /** A router started on `start` as src/main.tsx starts one on a prerendered page. */
  const routerFrom = (start: string) => {
    const starting = startingRoutes(routes, start);
    if (!starting) throw new Error(`${start} is a page`);
    return createMemoryRouter(starting.routes, {
      initialEntries: [start],
      hydrationData: {
        loaderData: Object.fromEntries(starting.branch.map(({ id }) => [id, null])),
      },
      patchRoutesOnNavigation: starting.patchRoutesOnNavigation,
    }).initialize();
  };

  it.each([
    ['/en/products/vtol', '/en/about'],
    ['/en/products/vtol', '/zh/products/vtol'],
    ['/zh/contact', '/en'],
    ['/en/about', '/en/products/tandem/zs-th400'],
    ['/en/about', '/en'],
    // Every page as the first navigation, from a page and from a home page: a first table that
    // matched a path without adding the rest (a language's layout route alone) would show an
    // empty page there.
    ...['/en/products/vtol/zs-VT15', '/zh'].flatMap((start) =>
      allPagePaths().map((target) => [start, target]),
    ),
  ])('from %s, adds the rest of the table when navigating to %s', async (start, target) => {
    const router = routerFrom(start);
    await router.navigate(target);
    expect(router.state.location.pathname).toBe(target);
    expect(router.state.matches.map(({ route }) => route.id)).toEqual(matchedIds(routes, target));
    router.dispose();
  });

  it('still redirects a URL that is no page after the first navigation', async () => {
    const router = routerFrom('/en/about');
    await router.navigate('/en/contact');
    await router.navigate('/EN/contact');
    expect(router.state.location.pathname).toBe('/en/contact');
    router.dispose();
  });
});
