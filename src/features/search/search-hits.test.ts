import { describe, expect, it } from 'vitest';
import { excerptParts } from './excerpt-parts.ts';
import type { PagefindResultData } from './pagefind-client.ts';
import { productSearchAttributes } from './product-search-meta.ts';
import { hitsOfPage, markPrintedCodes, searchHits } from './search-hits.ts';

const irt35 = { family: 'Sensor packages', figures: [['Weight', '1,200 g']] as [string, string][] };

function metaOf(attributes: Record<string, string>): Record<string, string> {
  // What Pagefind records for `key[attribute]`: the attribute's value under the key.
  const [, key = '', attribute = ''] =
    /^(.+)\[(.+)\]$/.exec(attributes['data-pagefind-meta'] ?? '') ?? [];
  return { [key]: attributes[attribute] ?? '' };
}

const sensorsListing: PagefindResultData = {
  url: '/en/products/sensors',
  excerpt: 'Sensor packages. <mark>ZS-IRT35</mark> thermal.',
  meta: { title: 'Sensor packages', ...metaOf(productSearchAttributes(irt35, 'zs-IRT35-name')) },
  sub_results: [
    {
      title: 'ZS-IRT35 dual-sensor thermal camera',
      url: '/en/products/sensors#zs-IRT35-name',
      excerpt: '<mark>ZS-IRT35</mark> dual-sensor thermal camera.',
      anchor: { element: 'h3', id: 'zs-IRT35-name' },
    },
  ],
};

describe('search hits', () => {
  it('lists a product on a listing as its own hit, with the figures its card shows', () => {
    expect(hitsOfPage(sensorsListing)).toEqual([
      {
        url: '/en/products/sensors#zs-IRT35-name',
        title: 'ZS-IRT35 dual-sensor thermal camera',
        excerpt: '<mark>ZS-IRT35</mark> dual-sensor thermal camera.',
        product: { ...irt35, anchor: 'zs-IRT35-name' },
      },
    ]);
  });

  it('lists the page itself when the words matched its own text', () => {
    const page = {
      ...sensorsListing,
      sub_results: [
        { title: 'Sensor packages', url: '/en/products/sensors', excerpt: '<mark>Sensor</mark>' },
        ...sensorsListing.sub_results,
      ],
    };
    expect(hitsOfPage(page).map((hit) => hit.url)).toEqual([
      '/en/products/sensors',
      '/en/products/sensors#zs-IRT35-name',
    ]);
  });

  it('gives a model page its family and key figures from the page metadata', () => {
    const model = { family: 'VTOL series', figures: [['Payload', '10 kg']] as [string, string][] };
    const [hit] = hitsOfPage({
      url: '/en/products/vtol/zs-VT30',
      excerpt: 'The <mark>ZS-VT30</mark>',
      meta: { title: 'ZS-VT30', ...metaOf(productSearchAttributes(model)) },
      sub_results: [],
    });
    expect(hit).toEqual({
      url: '/en/products/vtol/zs-VT30',
      title: 'ZS-VT30',
      excerpt: 'The <mark>ZS-VT30</mark>',
      product: model,
    });
  });

  it('lists a product found on two listings once, and stops at the limit', () => {
    const allPayloads = { ...sensorsListing, url: '/en/products/Payloads' };
    const other = {
      ...sensorsListing,
      url: '/en/about',
      meta: { title: 'About' },
      sub_results: [],
    };
    expect(searchHits([sensorsListing, allPayloads, other], 10).map((hit) => hit.url)).toEqual([
      '/en/products/sensors#zs-IRT35-name',
      '/en/about',
    ]);
    expect(searchHits([sensorsListing, allPayloads, other], 1)).toHaveLength(1);
  });
});

it.each([
  [
    '<mark>ZSIRT35</mark>. <mark>ZS-IRT35</mark> thermal camera',
    '<mark>ZS-IRT35</mark> thermal camera',
  ],
  // Pagefind marks a word with the full stop after it: the mark goes with the code, whole.
  [
    'series. <mark>ZSEM25.</mark> <mark>ZS-EM25.</mark> Utility multirotor',
    'series. <mark>ZS-EM25.</mark> Utility multirotor',
  ],
  ['ZSEM25. <mark>ZS-EM25.</mark> Utility', '<mark>ZS-EM25.</mark> Utility'],
])(
  'leaves the solid codes added for matching out of "%s", and the printed ones in',
  (excerpt, shown) => {
    const [hit] = hitsOfPage({
      ...sensorsListing,
      sub_results: [{ ...sensorsListing.sub_results[0]!, excerpt }],
    });
    expect(hit?.excerpt).toBe(shown);
  },
);

it('marks the printed code the query asked for, once', () => {
  expect(markPrintedCodes('资料下载. ZS-VT30 产品手册. ZS-VT300', 'ZSVT30')).toBe(
    '资料下载. <mark>ZS-VT30</mark> 产品手册. ZS-VT300',
  );
  expect(markPrintedCodes('The <mark>ZS-VT30</mark>', 'ZSVT30 thermal')).toBe(
    'The <mark>ZS-VT30</mark>',
  );
  expect(markPrintedCodes('The ZS-VT30', 'thermal')).toBe('The ZS-VT30');
});

describe('excerptParts', () => {
  it('splits highlighted words from plain text and decodes what Pagefind escaped', () => {
    expect(excerptParts('a &lt; b & <mark>VT30</mark> "q"')).toEqual([
      { text: 'a < b & ', marked: false },
      { text: 'VT30', marked: true },
      { text: ' "q"', marked: false },
    ]);
  });

  it('keeps markup that is not a highlight as text', () => {
    expect(excerptParts('<mark><b>x</b></mark>')).toEqual([{ text: '<b>x</b>', marked: true }]);
  });
});
