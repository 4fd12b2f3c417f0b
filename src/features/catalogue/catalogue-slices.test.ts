import { describe, expect, it } from 'vitest';
import { categorySlugs } from '../../catalogue/categories.ts';
import { fullCatalogue } from './full-catalogue.ts';
import { solutionContent } from '../../content/solutions.ts';
import { sitePages } from '../../routing/site-pages.ts';
import { dronesCarrying, payloadsCarriedBy, productsInCategory } from './catalogue-products.ts';
import { catalogueSlices } from './catalogue-slices.ts';
import { sliceNameOf } from './slice-names.ts';

const slices = catalogueSlices(fullCatalogue, solutionContent);
const slugs = (list: readonly { slug: string }[]) => list.map(({ slug }) => slug);

describe('catalogueSlices', () => {
  it('makes the slice of every page that shows products, and no other', () => {
    const named = new Set([
      ...sitePages.flatMap(({ page }) => sliceNameOf(page) ?? []),
      // The comparison's module reads its own, once the URL names products (decision 094).
      'compare',
    ]);
    expect(new Set(Object.keys(slices))).toEqual(named);
  });

  it.each(categorySlugs)('gives the %s listing its products, in catalogue order', (category) => {
    const slice = slices[`category-${category}`]!;
    expect(slugs(productsInCategory(slice, category))).toEqual(
      slugs(productsInCategory(fullCatalogue, category)),
    );
  });

  it('gives a model page its aircraft, the payloads it carries and their other carriers', () => {
    const em25 = fullCatalogue.drones.find((drone) => drone.slug === 'zs-EM25')!;
    const slice = slices['model-zs-EM25']!;
    expect(slugs(slice.drones)).toEqual(['zs-EM25']);
    expect(slugs(payloadsCarriedBy(slice, em25))).toEqual(
      slugs(payloadsCarriedBy(fullCatalogue, em25)),
    );
    expect(slice.groundStations).toEqual([]);
    for (const payload of slice.payloads) {
      expect(slugs(dronesCarrying(slice, payload.slug))).toEqual(
        slugs(dronesCarrying(fullCatalogue, payload.slug)),
      );
    }
  });

  it("names an aircraft's carried payloads only where the slice holds them", () => {
    const slice = slices['category-sensors']!;
    const held = new Set(slugs(slice.payloads));
    expect(slice.drones).toEqual([]);
    expect(slice.carriers.length).toBeGreaterThan(0);
    for (const carrier of slice.carriers) {
      expect(carrier.payloads.every((payload) => held.has(payload))).toBe(true);
    }
  });

  it('keeps a station listing free of the other families', () => {
    const slice = slices['category-GroundStation']!;
    expect(slugs(slice.groundStations)).toEqual(slugs(fullCatalogue.groundStations));
    expect([slice.drones, slice.payloads, slice.carriers]).toEqual([[], [], []]);
  });
});
