import { describe, expect, it, vi } from 'vitest';
import { languages, type Language } from '../i18n/languages.ts';
import { resolveRedirect } from './redirects.ts';
import { pagePath, sitePages } from '../routing/site-pages.ts';

/** A chooser that must never be asked: prefixed URLs already carry their language. */
function neverChoose(): () => Language {
  return vi.fn<() => Language>(() => {
    throw new Error('chooseLanguage was called for a prefixed path');
  });
}

/** The path moves for good to its canonical form, the query kept, no language asked for. */
function expectMovedForGood(pathname: string, canonical: string, search = '?x=1') {
  expect(resolveRedirect(pathname, search, neverChoose())).toEqual({
    location: `${canonical}${search}`,
    permanent: true,
  });
}

/** An unknown page goes, for now and without its query, to the home of its language. */
function expectSentToHome(pathname: string, home: string, search = '') {
  expect(resolveRedirect(pathname, search, neverChoose())).toEqual({
    location: home,
    permanent: false,
  });
}

describe('resolveRedirect: the bare root', () => {
  it.each(languages)('sends / to the chosen language (%s), keeping the query', (lang) => {
    const choose = vi.fn<() => Language>(() => lang);
    expect(resolveRedirect('/', '?utm_source=mail&lng=zh', choose)).toEqual({
      location: `/${lang}?utm_source=mail&lng=zh`,
      permanent: false,
    });
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('treats an empty pathname as the root', () => {
    expect(resolveRedirect('', '', () => 'zh')).toEqual({ location: '/zh', permanent: false });
  });

  it('is never permanent, because the target depends on the visitor', () => {
    expect(resolveRedirect('/', '', () => 'en')?.permanent).toBe(false);
  });
});

describe('resolveRedirect: paths without a language prefix', () => {
  it.each([
    ['/about', '?x=1', 'zh', '/zh/about?x=1'],
    ['/products/vtol/zs-VT15', '', 'en', '/en/products/vtol/zs-VT15'],
    ['/products/GroundStation', '?a=1&b=2', 'zh', '/zh/products/GroundStation?a=1&b=2'],
    ['/contact', '?product=zs-EM25&intent=quote', 'en', '/en/contact?product=zs-EM25&intent=quote'],
  ] as const)('adds the prefix to %s%s', (pathname, search, lang, location) => {
    const choose = vi.fn<() => Language>(() => lang);
    expect(resolveRedirect(pathname, search, choose)).toEqual({ location, permanent: false });
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('does not accept a regional tag or another language as a prefix', () => {
    expect(resolveRedirect('/zh-CN/about', '', () => 'zh')?.location).toBe('/zh/zh-CN/about');
    expect(resolveRedirect('/fr/about', '', () => 'en')?.location).toBe('/en/fr/about');
  });

  it('treats /index.html as the root', () => {
    expect(resolveRedirect('/index.html', '?x=1', () => 'zh')).toEqual({
      location: '/zh?x=1',
      permanent: false,
    });
  });
});

describe('resolveRedirect: a prefix in another case (issue 8)', () => {
  it.each([
    ['/EN/about', '/en/about'],
    ['/Zh/products/GroundStation', '/zh/products/GroundStation'],
    ['/EN/ABOUT/', '/en/about'],
    ['/ZH', '/zh'],
  ])('sends %s to %s for good, without asking for a language', (pathname, canonical) => {
    expectMovedForGood(pathname, canonical);
  });

  it('sends an unknown page under a differently cased prefix to that language home', () => {
    expectSentToHome('/EN/nope', '/en');
  });
});

describe('resolveRedirect: a page asked for by its file name (issue 8)', () => {
  it.each([
    ['/en/about/index.html', '/en/about'],
    ['/zh/index.html', '/zh'],
    ['/en/products/vtol/zs-VT15/index.html', '/en/products/vtol/zs-VT15'],
    ['/en/products/groundstation/INDEX.HTML', '/en/products/GroundStation'],
  ])('sends %s to %s for good', (pathname, canonical) => {
    expectMovedForGood(pathname, canonical);
  });

  it('adds the prefix to a prefix-less file name of a page', () => {
    expect(resolveRedirect('/about/index.html', '', () => 'zh')?.location).toBe('/zh/about');
  });
});

describe('resolveRedirect: paths under a prefix', () => {
  it.each(languages)('never asks for the visitor language under /%s', (lang) => {
    const choose = neverChoose();
    resolveRedirect(`/${lang}`, '', choose);
    resolveRedirect(`/${lang}/about`, '?x=1', choose);
    resolveRedirect(`/${lang}/nope`, '', choose);
    resolveRedirect(`/${lang}/products/software`, '', choose);
    resolveRedirect(`/${lang}/products/groundstation`, '', choose);
    resolveRedirect(`/${lang}/about/`, '', choose);
    expect(choose).not.toHaveBeenCalled();
  });

  it.each(languages)('sends an unknown path under /%s to the language home', (lang) => {
    for (const unknown of ['/nope', '/products/nope', '/products/vtol/zs-VT999', '/a/b/c/d']) {
      expectSentToHome(`/${lang}${unknown}`, `/${lang}`, '?x=1');
    }
  });

  it('does not mistake a model for the wrong series', () => {
    expectSentToHome('/en/products/tandem/zs-VT15', '/en');
  });

  it.each(languages)('sends /%s/products/software to the products overview, for good', (lang) => {
    expectMovedForGood(`/${lang}/products/software`, `/${lang}/products`, '');
    expectMovedForGood(`/${lang}/products/software`, `/${lang}/products`, '?ref=nav');
  });

  it.each([
    ['/en/products/groundstation', '/en/products/GroundStation'],
    ['/zh/products/GROUNDSTATION', '/zh/products/GroundStation'],
    ['/en/products/payloads', '/en/products/Payloads'],
    ['/en/products/station', '/en/products/Station'],
    ['/en/products/VTOL', '/en/products/vtol'],
    ['/zh/products/vtol/zs-vt15', '/zh/products/vtol/zs-VT15'],
    ['/en/products/tandem/ZS-TH400', '/en/products/tandem/zs-th400'],
    ['/en/products/multirotor/zs-em120', '/en/products/multirotor/zs-EM120'],
    ['/en/About', '/en/about'],
  ])('sends the wrongly cased %s to %s, for good', (pathname, canonical) => {
    expectMovedForGood(pathname, canonical);
  });

  it.each([
    ['/en/', '/en'],
    ['/zh/about/', '/zh/about'],
    ['/en/products/GroundStation/', '/en/products/GroundStation'],
    ['/zh/products/vtol/zs-VT15/', '/zh/products/vtol/zs-VT15'],
    ['/en//about', '/en/about'],
  ])('drops the trailing or doubled slash of %s', (pathname, canonical) => {
    expectMovedForGood(pathname, canonical, '?q=1');
  });

  it('fixes case and trailing slash in one step', () => {
    expectMovedForGood('/en/products/groundstation/', '/en/products/GroundStation', '');
  });
});

describe('resolveRedirect: pages of the route table', () => {
  const cases = languages.flatMap((lang) =>
    sitePages.map((sitePage) => [pagePath(lang, sitePage.page)] as const),
  );

  it('covers both languages', () => {
    expect(cases).toHaveLength(sitePages.length * languages.length);
  });

  it.each(cases)('serves %s as it is', (pathname) => {
    const choose = neverChoose();
    expect(resolveRedirect(pathname, '', choose)).toBeUndefined();
    expect(resolveRedirect(pathname, '?product=zs-VT15&intent=quote', choose)).toBeUndefined();
    expect(choose).not.toHaveBeenCalled();
  });
});
