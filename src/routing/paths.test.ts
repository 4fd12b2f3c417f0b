import { describe, expect, it } from 'vitest';
import { compareParameter, legacyCompareParameter, paths, withLanguage } from './paths.ts';

describe('paths: the spec spelling of every URL', () => {
  it('builds the home, solution and overview paths', () => {
    expect(paths.home('en')).toBe('/en');
    expect(paths.home('zh')).toBe('/zh');
    expect(paths.solution('en', 'inspection')).toBe('/en/inspection');
    expect(paths.solution('zh', 'firefighting')).toBe('/zh/firefighting');
    expect(paths.solution('en', 'logistics')).toBe('/en/logistics');
    expect(paths.products('zh')).toBe('/zh/products');
  });

  it('keeps the mixed case of category slugs', () => {
    expect(paths.category('en', 'GroundStation')).toBe('/en/products/GroundStation');
    expect(paths.category('zh', 'Payloads')).toBe('/zh/products/Payloads');
    expect(paths.category('en', 'Station')).toBe('/en/products/Station');
    expect(paths.category('zh', 'portable')).toBe('/zh/products/portable');
    expect(paths.category('en', 'vtol')).toBe('/en/products/vtol');
  });

  it('builds model pages under their series', () => {
    expect(paths.model('zh', 'vtol', 'zs-VT15')).toBe('/zh/products/vtol/zs-VT15');
    expect(paths.model('en', 'tandem', 'zs-th400')).toBe('/en/products/tandem/zs-th400');
    expect(paths.model('en', 'multirotor', 'zs-EM120')).toBe('/en/products/multirotor/zs-EM120');
  });

  it('builds about, contact and the legal pages', () => {
    expect(paths.about('en')).toBe('/en/about');
    expect(paths.contact('zh')).toBe('/zh/contact');
    expect(paths.legal('en', 'privacy')).toBe('/en/privacy');
    expect(paths.legal('zh', 'terms')).toBe('/zh/terms');
  });
});

describe('paths.contact prefill', () => {
  it('adds no query when nothing is prefilled', () => {
    expect(paths.contact('en', {})).toBe('/en/contact');
  });

  it('names the product and the intent', () => {
    expect(paths.contact('en', { product: 'zs-VT15', intent: 'quote' })).toBe(
      '/en/contact?product=zs-VT15&intent=quote',
    );
    expect(paths.contact('zh', { intent: 'call' })).toBe('/zh/contact?intent=call');
    expect(paths.contact('zh', { product: 'zs-th400' })).toBe('/zh/contact?product=zs-th400');
  });

  it('encodes a product name that is not URL-safe so it reads back unchanged', () => {
    const product = 'ZS-EPS10 & hook/5 kg?#';
    const href = paths.contact('en', { product, intent: 'download' });
    const url = new URL(href, 'https://example.test');
    expect(url.pathname).toBe('/en/contact');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('product')).toBe(product);
    expect(url.searchParams.get('intent')).toBe('download');
    expect([...url.searchParams.keys()]).toEqual(['product', 'intent']);
  });
});

describe('paths.compare', () => {
  it('names the chosen products with the query a listing uses for them', () => {
    expect(compareParameter).toBe('compare');
    expect(paths.compare('en', ['zs-VT15', 'zs-EM25'])).toBe(
      '/en/products/compare?compare=zs-VT15,zs-EM25',
    );
    expect(paths.compare('zh')).toBe('/zh/products/compare');
  });

  it('keeps the old name apart, so it is only read from links shared before', () => {
    expect(legacyCompareParameter).toBe('items');
    expect(paths.compare('en', ['zs-VT15'])).not.toContain(`${legacyCompareParameter}=`);
  });
});

describe('withLanguage', () => {
  it.each([
    ['/en', 'zh', '/zh'],
    ['/en/', 'zh', '/zh'],
    ['/zh', 'en', '/en'],
    ['/en/about', 'zh', '/zh/about'],
    ['/zh/products/vtol/zs-VT15', 'en', '/en/products/vtol/zs-VT15'],
    ['/en/products/GroundStation', 'zh', '/zh/products/GroundStation'],
    ['/en/products/tandem/zs-th400', 'en', '/en/products/tandem/zs-th400'],
  ] as const)('turns %s into %s → %s', (pathname, lang, expected) => {
    expect(withLanguage(pathname, lang)).toBe(expected);
  });

  it('swaps only the prefix, not a later segment that looks like a language', () => {
    expect(withLanguage('/en/products/en', 'zh')).toBe('/zh/products/en');
    expect(withLanguage('/zh/en/zh', 'en')).toBe('/en/en/zh');
  });

  it('does not take the start of a longer first segment for a prefix', () => {
    expect(withLanguage('/english/about', 'zh')).toBe('/zh/english/about');
    expect(withLanguage('/zhx', 'en')).toBe('/en/zhx');
  });
});
