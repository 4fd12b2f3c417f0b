import { describe, expect, it } from 'vitest';
import { drones } from '../../catalogue/drones.ts';
import { groundStations } from '../../catalogue/ground-stations.ts';
import { payloads } from '../../catalogue/payloads.ts';
import { catalogueCodes } from '../../generated/product-codes.ts';
import { codeIndex, normaliseQuery } from './normalise-query.ts';
import { productCodeAttributes, productCodes } from './product-codes.ts';

const everyCode = productCodes(
  [...drones, ...payloads, ...groundStations].map((product) => product.slug),
);
const codes = codeIndex(everyCode);

describe('normaliseQuery', () => {
  it.each(['VT30', 'vt30', 'vt-30', 'VT 30', 'zs-VT30', 'ZS VT30', 'zsvt30', 'ZS-VT-30', 'vt_30'])(
    'reads %j as the ZS-VT30',
    (typed) => {
      expect(normaliseQuery(typed, codes)).toBe('ZSVT30');
    },
  );

  it.each([
    ['IRT35', 'ZSIRT35'],
    ['irt-35', 'ZSIRT35'],
    ['box 10', 'ZSBOX10'],
    ['EM2', 'ZSEM02'],
    ['th400', 'ZSTH400'],
    ['GS80', 'ZSGS80'],
  ])('reads payload, station and model code %j as %j', (typed, code) => {
    expect(normaliseQuery(typed, codes)).toBe(code);
  });

  it('rewrites codes inside a longer query and leaves the other words alone', () => {
    expect(normaliseQuery('vt 30 thermal IRT35', codes)).toBe('ZSVT30 thermal ZSIRT35');
    expect(normaliseQuery('VT30无人机', codes)).toBe('ZSVT30无人机');
  });

  it('leaves words and numbers that are no product code unchanged', () => {
    expect(normaliseQuery('up to 70', codes)).toBe('up to 70');
    expect(normaliseQuery('VT300', codes)).toBe('VT300');
    expect(normaliseQuery('  power line inspection ', codes)).toBe('power line inspection');
    expect(normaliseQuery('消防', codes)).toBe('消防');
    expect(normaliseQuery('4K 30x', codes)).toBe('4K 30x');
  });
});

describe('productCodeAttributes', () => {
  it('adds the solid code to the index for products named by a code, and nothing otherwise', () => {
    expect(productCodeAttributes('zs-VT30')).toEqual({
      'data-pagefind-index-attrs': 'data-search-code',
      'data-search-code': 'ZSVT30',
    });
    expect(productCodeAttributes('water-tank')).toEqual({});
  });

  it('writes the code as the query normaliser asks for it', () => {
    const typed = normaliseQuery('irt 35', codes);
    expect(productCodeAttributes('zs-IRT35')['data-search-code']).toBe(typed);
  });
});

describe('productCodes', () => {
  it('takes every code-like slug of the catalogue and skips descriptive ones', () => {
    const all = productCodes(['zs-VT30', 'zs-th400', 'zs-Box10', 'camera-4k-30x', 'water-tank']);
    expect(all).toEqual(['ZS-VT30', 'ZS-TH400', 'ZS-BOX10']);
  });

  it('is what the content step gives the search dialog: every product in the catalogue', () => {
    expect(catalogueCodes).toEqual(everyCode);
    expect(catalogueCodes).toEqual(expect.arrayContaining(['ZS-VT15', 'ZS-IRT35', 'ZS-GS50']));
  });
});
