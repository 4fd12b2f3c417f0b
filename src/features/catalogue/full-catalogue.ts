import type { Catalogue } from '../../catalogue/catalogue.ts';
import { categorySlugs } from '../../catalogue/categories.ts';
import { drones } from '../../catalogue/drones.ts';
import { groundStations } from '../../catalogue/ground-stations.ts';
import { payloads } from '../../catalogue/payloads.ts';
import { productsInCategory } from './catalogue-products.ts';
import { listingFacets } from './listing-filters.ts';

/**
 * Every product, for what needs them all: the build, the editor's preview, the head builder,
 * the tests. A public page renders from its own slice instead (catalogue-slices.ts). Its listings'
 * filters are read from the products each time they are asked for, so the editor's preview,
 * which puts the entry being edited in these very lists, counts it too.
 */
export const fullCatalogue: Catalogue = {
  drones,
  payloads,
  groundStations,
  carriers: drones,
  get facets() {
    return Object.fromEntries(
      categorySlugs.map((category) => [
        category,
        listingFacets(category, productsInCategory(fullCatalogue, category)),
      ]),
    );
  },
};
