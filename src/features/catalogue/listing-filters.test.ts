import type { TFunction } from 'i18next';
import { fullCatalogue } from './full-catalogue.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { categorySlugs, type CategorySlug } from '../../catalogue/categories.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { productsInCategory } from './catalogue-products.ts';
import { conditionKeysOf } from '../../catalogue/quantity.ts';
import { bandLabel, filterLabel } from './filters-panel.tsx';
import { bandHolds } from '../../catalogue/listing-facets.ts';
import { applyFilters, listingSearch, readFilterState } from './facet-filtering.ts';
import { listingFacets, listingFilters, type BandFilter } from './listing-filters.ts';
import { readCompareSelection } from './listing-url.ts';
import { droneCompareFigure } from './spec-rows.ts';

let t: Record<'en' | 'zh', TFunction>;
beforeAll(async () => {
  const i18n = await createTestI18n();
  t = { en: i18n.getFixedT('en'), zh: i18n.getFixedT('zh') };
});

function bandFilter(category: CategorySlug, id: string): BandFilter {
  const filter = listingFilters[category].find((f) => f.id === id);
  if (filter?.kind !== 'bands') throw new Error(`${category} has no band filter ${id}`);
  return filter;
}

/** What one band filter's choices read, in their order, in one language. */
function bandLabels(category: CategorySlug, id: string, lang: 'en' | 'zh'): string[] {
  const filter = bandFilter(category, id);
  return filter.bands.map((band) => bandLabel(filter, band, lang, t[lang]));
}

/** A listing's filters as its page reads them: data, with its products' values. */
function facetsOf(category: CategorySlug) {
  return listingFacets(category, productsInCategory(fullCatalogue, category));
}

function slugsFor(category: CategorySlug, query: string): string[] {
  const facets = facetsOf(category);
  const state = readFilterState(facets, new URLSearchParams(query));
  return applyFilters(facets, productsInCategory(fullCatalogue, category), state).map(
    (p) => p.slug,
  );
}

/** The bands of docs/requirements/catalogue.md, as the English listing labels them. */
const specBands: [CategorySlug, string, string[]][] = [
  ['multirotor', 'wheelbase', ['Under 500 mm', '500–1000 mm', '1000–2000 mm', '2000 mm or more']],
  ['multirotor', 'maxTakeoffWeight', ['Under 5 kg', '5–25 kg', '25–50 kg', '50 kg or more']],
  ['multirotor', 'payload', ['Under 3 kg', '3–10 kg', '10–20 kg', '20 kg or more']],
  ['multirotor', 'flightTime', ['Under 30 min', '30–45 min', '45–60 min', '60 min or more']],
  ['multirotor', 'maxSpeed', ['Under 60 km/h', '60–90 km/h', '90–120 km/h', '120 km/h or more']],
  ['tandem', 'maxTakeoffWeight', ['Under 400 kg', '400–500 kg', '500–600 kg', '600 kg or more']],
  ['tandem', 'payload', ['Under 150 kg', '150–200 kg', '200–250 kg', '250 kg or more']],
  ['tandem', 'flightTime', ['Under 4 h', '4–6 h', '6–8 h', '8 h or more']],
  ['tandem', 'size', ['3–4 m', '4–5 m', '5 m or more']],
  ['delivery', 'weight', ['Under 2 kg', '2–5 kg', '5 kg or more']],
  ['delivery', 'capacity', ['Up to 5 kg', '5–10 kg', '10–50 kg', 'Over 50 kg']],
  ['firefighting', 'netWeight', ['Up to 8 kg', '8–12 kg', 'Over 12 kg']],
  ['firefighting', 'reach', ['Up to 30 m', '30–40 m', '40–50 m']],
  ['Station', 'batteryLife', ['About 3 h', '4–5 h', '6–8 h', 'Up to 20 h']],
  ['portable', 'weight', ['Ultra-light (under 1 kg)', '1–5 kg', '5–10 kg', '10 kg or more']],
  [
    'GroundStation',
    'controlRange',
    ['5–20 km', 'Standard (up to 50 km)', 'Long range (up to 80 km)'],
  ],
];

describe('listing filters', () => {
  it('gives every listing a filter', () => {
    for (const category of categorySlugs)
      expect(listingFilters[category].length).toBeGreaterThan(0);
  });

  it.each(specBands)('labels the %s %s bands in the required order', (category, id, labels) => {
    expect(bandLabels(category, id, 'en')).toEqual(labels);
  });

  it('labels bands in Chinese with unit symbols, 低于 and 超过 excluding their number', () => {
    expect(bandLabels('multirotor', 'maxTakeoffWeight', 'zh')).toEqual([
      '低于 5 kg',
      '5~25 kg',
      '25~50 kg',
      '50 kg 及以上',
    ]);
    expect(bandLabels('delivery', 'capacity', 'zh')).toEqual([
      '5 kg 及以下',
      '5~10 kg',
      '10~50 kg',
      '超过 50 kg',
    ]);
  });

  it.each(categorySlugs)(
    "gives the %s listing its filters as data: each product's value, each band's count",
    (category) => {
      const products = productsInCategory(fullCatalogue, category);
      const facets = facetsOf(category);
      expect(facets.map((facet) => facet.id)).toEqual(listingFilters[category].map((f) => f.id));
      for (const [index, filter] of listingFilters[category].entries()) {
        const facet = facets[index]!;
        for (const product of products) {
          expect(facet.values[product.slug], `${product.slug} ${filter.id}`).toBe(
            filter.value(product),
          );
        }
        const counts = facet.kind === 'bands' ? facet.bands : facet.options;
        for (const { id, count } of counts) {
          const state = { [filter.id]: [id] };
          expect(count, `${filter.id} ${id}`).toBe(applyFilters(facets, products, state).length);
        }
      }
    },
  );

  it.each(categorySlugs)(
    'puts each %s product in exactly one band of each filter it has',
    (category) => {
      for (const filter of listingFilters[category]) {
        if (filter.kind !== 'bands') continue;
        for (const product of productsInCategory(fullCatalogue, category)) {
          const value = filter.value(product);
          if (value === undefined) continue;
          const holding = filter.bands.filter((band) => bandHolds(filter, band, value));
          expect(
            holding.map((b) => b.id),
            `${product.slug} in ${filter.id}`,
          ).toHaveLength(1);
        }
      }
    },
  );

  it.each(categorySlugs)(
    'compares like with like in %s: every figure a filter reads holds under its condition',
    (category) => {
      for (const filter of listingFilters[category]) {
        if (filter.kind !== 'bands' || !filter.spec) continue;
        for (const product of productsInCategory(fullCatalogue, category)) {
          const figure = droneCompareFigure(product, filter.spec);
          if (!figure) continue;
          expect(conditionKeysOf(figure)[0], `${product.slug} ${filter.id}`).toBe(filter.condition);
        }
      }
    },
  );

  it('says what the multirotor flight times hold under, and offers VTOL no unlike comparison', () => {
    const flightTime = bandFilter('multirotor', 'flightTime');
    expect(filterLabel(flightTime, t.en)).toBe('Flight time (no payload)');
    expect(filterLabel(flightTime, t.zh)).toBe('续航时间（空载）');
    expect(listingFilters.vtol.map((filter) => filter.id)).not.toContain('flightTime');
  });

  it('finds the multirotors in a takeoff-weight band', () => {
    expect(slugsFor('multirotor', 'maxTakeoffWeight=5-25')).toEqual(['zs-EM07']);
    expect(slugsFor('multirotor', 'maxTakeoffWeight=25-50')).toEqual(['zs-EM25', 'zs-EM40']);
    expect(slugsFor('multirotor', 'maxTakeoffWeight=50-plus')).toEqual(['zs-EM120']);
  });

  it('ORs the bands of one filter and ANDs different filters', () => {
    expect(slugsFor('multirotor', 'maxTakeoffWeight=under-5&maxTakeoffWeight=5-25')).toEqual([
      'zs-EM02',
      'zs-EM07',
    ]);
    expect(slugsFor('multirotor', 'maxTakeoffWeight=25-50&payload=20-plus')).toEqual(['zs-EM40']);
    expect(slugsFor('multirotor', 'maxTakeoffWeight=under-5&payload=20-plus')).toEqual([]);
  });

  it('compares speeds across units: 21 m/s is 75.6 km/h', () => {
    expect(slugsFor('multirotor', 'maxSpeed=60-90')).toEqual(['zs-EM02', 'zs-EM07']);
    expect(slugsFor('multirotor', 'maxSpeed=under-60')).toEqual(['zs-EM25', 'zs-EM40', 'zs-EM120']);
  });

  it('filters tandem endurance given in hours and in minutes alike', () => {
    expect(slugsFor('tandem', 'flightTime=4-6')).toEqual(['zs-th400', 'zs-th500']);
    expect(slugsFor('tandem', 'size=4-5')).toEqual(['zs-th600']);
  });

  it('filters payloads by kind and by device weight, grams and kilograms alike', () => {
    expect(slugsFor('Payloads', 'type=sensors')).toEqual(['zs-IRT25', 'zs-IRT35', 'camera-4k-30x']);
    // The 12 kg empty water tank, not the tank full, nor any delivery device's cargo rating.
    expect(slugsFor('Payloads', 'deviceWeight=10-plus')).toEqual(['water-tank']);
    // The 120 g release hook and the 680 g thermal camera are both under 2 kg.
    expect(slugsFor('Payloads', 'type=sensors&deviceWeight=under-2')).toEqual([
      'zs-IRT25',
      'zs-IRT35',
      'camera-4k-30x',
    ]);
    expect(slugsFor('Payloads', 'type=delivery&deviceWeight=5-10')).toEqual([
      'zs-EPT40',
      'zs-HRC202',
    ]);
    expect(slugsFor('delivery', 'capacity=over-50')).toEqual([
      'zs-HRC100',
      'zs-HRC125',
      'zs-HRC202',
    ]);
    expect(slugsFor('firefighting', 'reach=40-50')).toEqual(['water-capsule-extinguisher']);
  });

  it('filters ground stations by kind and battery life', () => {
    expect(slugsFor('GroundStation', 'stationKind=portable&batteryLife=3h')).toEqual(['zs-RC15']);
    expect(slugsFor('Station', 'batteryLife=up-to-20h')).toEqual(['zs-GS80']);
  });

  it('ignores bands and filters the listing does not offer', () => {
    expect(
      readFilterState(facetsOf('vtol'), new URLSearchParams('payload=bogus&wheelbase=under-500')),
    ).toEqual({});
    expect(slugsFor('vtol', 'payload=bogus')).toHaveLength(5);
  });
});

describe('listing URLs', () => {
  it('writes filters then the compare choice, in a stable order', () => {
    expect(
      listingSearch(facetsOf('multirotor'), { payload: ['3-10'], maxTakeoffWeight: ['5-25'] }, [
        'zs-EM25',
        'zs-EM40',
      ]),
    ).toBe('?maxTakeoffWeight=5-25&payload=3-10&compare=zs-EM25,zs-EM40');
    expect(listingSearch(facetsOf('vtol'), {}, [])).toBe('');
  });

  it('reads back what it writes', () => {
    const search = listingSearch(facetsOf('tandem'), { payload: ['150-200', '200-250'] }, [
      'zs-th400',
    ]);
    const query = new URLSearchParams(search);
    expect(readFilterState(facetsOf('tandem'), query)).toEqual({ payload: ['150-200', '200-250'] });
    expect(readCompareSelection(query.get('compare'), ['zs-th400'])).toEqual(['zs-th400']);
  });

  it('keeps at most three known products, once each, for comparison', () => {
    const allowed = ['a', 'b', 'c', 'd'];
    expect(readCompareSelection('a,b,a,x,c,d', allowed)).toEqual(['a', 'b', 'c']);
    expect(readCompareSelection(null, allowed)).toEqual([]);
  });

  it('knows a product whatever the case of its slug, and gives it back as the catalogue spells it', () => {
    expect(readCompareSelection('zs-vt15,ZS-VT30,zs-VT15', ['zs-VT15', 'zs-VT30'])).toEqual([
      'zs-VT15',
      'zs-VT30',
    ]);
  });
});
