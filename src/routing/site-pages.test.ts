import { describe, expect, it } from 'vitest';
import { categorySlugs } from '../catalogue/categories.ts';
import { languages } from '../i18n/languages.ts';
import {
  allPagePaths,
  canonicalPath,
  pagePath,
  sitemapPages,
  sitePages,
  type PageRef,
} from './site-pages.ts';

/** The route table of docs/requirements/routes.md, typed out by hand: the test trusts no code. */
const specSubpaths = [
  '',
  'inspection',
  'firefighting',
  'logistics',
  'products',
  'products/GroundStation',
  'products/Payloads',
  'products/tandem',
  'products/multirotor',
  'products/vtol',
  'products/firefighting',
  'products/sensors',
  'products/delivery',
  'products/Station',
  'products/portable',
  // Decided for issue #3 (docs/decisions/006): the comparison has its own page.
  'products/compare',
  // Issue 33 (docs/decisions/068): the mission finder.
  'products/finder',
  'products/tandem/zs-th400',
  'products/tandem/zs-th500',
  'products/tandem/zs-th600',
  'products/vtol/zs-VT15',
  'products/vtol/zs-VT30',
  'products/vtol/zs-VT60',
  'products/vtol/zs-VT120',
  'products/vtol/zs-VT150',
  'products/multirotor/zs-EM02',
  'products/multirotor/zs-EM07',
  'products/multirotor/zs-EM25',
  'products/multirotor/zs-EM40',
  'products/multirotor/zs-EM120',
  'about',
  'contact',
  // Decided in docs/architecture.md: the footer's legal links lead to real pages.
  'privacy',
  'terms',
];

describe('sitePages', () => {
  it('has 34 pages per language', () => {
    expect(sitePages).toHaveLength(34);
  });

  it('holds exactly the routes of docs/requirements/routes.md, spelled as it spells them', () => {
    expect(sitePages.map((p) => p.subpath).sort()).toEqual([...specSubpaths].sort());
  });

  it('has no duplicate path, not even one differing only in case', () => {
    const lower = sitePages.map((p) => p.subpath.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
  });

  it('gives each page its own screen', () => {
    const keys = sitePages.map(({ page }) => JSON.stringify(page));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists the ten category listings', () => {
    const listed = sitePages.flatMap(({ page }) =>
      page.kind === 'category' ? [page.category] : [],
    );
    expect(listed.sort()).toEqual([...categorySlugs].sort());
  });

  it('puts each model under its own series with the exact slug', () => {
    const models = sitePages.flatMap(({ page, subpath }) =>
      page.kind === 'model' ? [{ subpath, page }] : [],
    );
    expect(models).toHaveLength(13);
    for (const { subpath, page } of models) {
      expect(subpath).toBe(`products/${page.series}/${page.slug}`);
    }
    const bySeries = (series: string) =>
      models.filter(({ page }) => page.series === series).map(({ page }) => page.slug);
    expect(bySeries('tandem')).toEqual(['zs-th400', 'zs-th500', 'zs-th600']);
    expect(bySeries('vtol')).toEqual(['zs-VT15', 'zs-VT30', 'zs-VT60', 'zs-VT120', 'zs-VT150']);
    expect(bySeries('multirotor')).toEqual([
      'zs-EM02',
      'zs-EM07',
      'zs-EM25',
      'zs-EM40',
      'zs-EM120',
    ]);
  });

  it('maps the home path and /inspection to the right screens', () => {
    expect(sitePages.find((p) => p.subpath === '')?.page).toEqual({ kind: 'home' });
    expect(sitePages.find((p) => p.subpath === 'inspection')?.page).toEqual({
      kind: 'solution',
      solution: 'inspection',
    });
  });
});

describe('canonicalPath', () => {
  it.each(languages)('makes /%s/inspection defer to the home page', (lang) => {
    expect(canonicalPath(lang, { kind: 'solution', solution: 'inspection' })).toBe(`/${lang}`);
    expect(canonicalPath(lang, { kind: 'home' })).toBe(`/${lang}`);
  });

  it.each(languages)('is the page path itself for every other page under /%s', (lang) => {
    for (const sitePage of sitePages) {
      if (sitePage.subpath === 'inspection') continue;
      expect(canonicalPath(lang, sitePage.page)).toBe(pagePath(lang, sitePage.page));
    }
  });

  it('keeps the spec spelling in canonical URLs', () => {
    const model: PageRef = { kind: 'model', series: 'vtol', slug: 'zs-VT15' };
    expect(canonicalPath('zh', model)).toBe('/zh/products/vtol/zs-VT15');
    expect(canonicalPath('en', { kind: 'category', category: 'GroundStation' })).toBe(
      '/en/products/GroundStation',
    );
  });
});

describe('sitemapPages', () => {
  const listed = sitemapPages().map((page) => pagePath('en', page));

  it('lists every page but /inspection (canonical at /) and the comparison (noindex)', () => {
    const expected = specSubpaths
      .filter((subpath) => subpath !== 'inspection' && subpath !== 'products/compare')
      .map((subpath) => (subpath ? `/en/${subpath}` : '/en'));
    expect([...listed].sort()).toEqual(expected.sort());
  });

  it('lists each page at its canonical URL', () => {
    for (const page of sitemapPages()) {
      expect(canonicalPath('zh', page)).toBe(pagePath('zh', page));
    }
  });
});

describe('allPagePaths', () => {
  const all = allPagePaths();

  it('has 68 entries, all distinct', () => {
    expect(all).toHaveLength(68);
    expect(new Set(all).size).toBe(68);
  });

  it('has every spec route in both languages', () => {
    const expected = languages.flatMap((lang) =>
      specSubpaths.map((subpath) => (subpath ? `/${lang}/${subpath}` : `/${lang}`)),
    );
    expect([...all].sort()).toEqual(expected.sort());
  });

  it('has no trailing slash anywhere', () => {
    expect(all.filter((p) => p.endsWith('/'))).toEqual([]);
  });
});
