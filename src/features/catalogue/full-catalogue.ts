import type { Catalogue } from '../../catalogue/catalogue.ts';
import { categorySlugs } from '../../catalogue/categories.ts';
import { drones } from '../../catalogue/drones.ts';
import { groundStations } from '../../catalogue/ground-stations.ts';
import { payloads } from '../../catalogue/payloads.ts';
import { productsInCategory } from './catalogue-products.ts';
import { listingFacets } from './listing-filters.ts';

/**
 * A listing's filters, read from the products each time they are asked for, so the editor's
 * preview, which puts the entry being edited in these very lists, counts it too. One getter per
 * listing: a card asks for its own listing's units, and reads no other listing's products.
 */
const facets = Object.defineProperties(
  {},
  Object.fromEntries(
    categorySlugs.map((category) => [
      category,
      {
        enumerable: true,
        get: () => listingFacets(category, productsInCategory(fullCatalogue, category)),
      },
    ]),
  ),
) as Catalogue['facets'];

/**
 * Every product, for what needs them all: the build, the editor's preview, the head builder,
 * the tests. A public page renders from its own slice instead (catalogue-slices.ts).
 */
export const fullCatalogue: Catalogue = {
  drones,
  payloads,
  groundStations,
  carriers: drones,
  facets,
};
