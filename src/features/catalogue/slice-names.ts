import { pageKindOf, type PageRef } from '../../routing/site-pages.ts';

/*
 * Which slice of the catalogue each page renders from (catalogue-slices.ts makes them), as its
 * kind declares it in the page registry. Apart from the slices' own code, because the route
 * table needs the names at start-up and the slices are made by the content step only.
 */

/** The slice a page renders from, by the name of its module; none for a page of no product. */
export function sliceNameOf(page: PageRef): string | undefined {
  return pageKindOf(page).slice?.(page);
}
