import type { PageRef } from '../../routing/site-pages.ts';

/*
 * Which slice of the catalogue each page renders from (catalogue-slices.ts makes them). Apart
 * from the slices' own code, because the route table needs the names at start-up and the
 * slices are made by the content step only.
 */

/** The slice a page renders from, by the name of its module; none for a page of no product. */
export function sliceNameOf(page: PageRef): string | undefined {
  switch (page.kind) {
    case 'category':
      return `category-${page.category}`;
    case 'model':
      return `model-${page.slug}`;
    case 'solution':
      // /inspection is the home screen, whose optical modules read the sensors' own module.
      return page.solution === 'inspection' ? undefined : `solution-${page.solution}`;
    case 'products':
      // Every listing's card counts and names its products.
      return 'overview';
    case 'compare':
      // Which products it compares is in the query, so any of them.
      return 'compare';
    case 'finder':
      // Every aircraft is ranked, with the payloads that serve the mission.
      return 'finder';
    case 'home':
    case 'about':
    case 'contact':
    case 'legal':
      return undefined;
  }
}
