import { pageKinds, type PageKind } from '../routing/site-pages.ts';

/**
 * The translation namespaces each screen reads, as its kind declares them in the page registry
 * (src/routing/site-pages.ts), which the route table loads before the page shows.
 */
export const pageNamespaces = Object.fromEntries(
  Object.entries(pageKinds).map(([kind, { namespaces }]) => [kind, namespaces]),
) as Record<PageKind, readonly string[]>;
