import { pageKinds, type PageKind } from '../routing/page-kinds.ts';

/**
 * The translation namespaces each screen reads, as its kind declares them in the page registry
 * (src/routing/page-kinds.ts), for the screens to read their texts through. The route table
 * loads the same lists before the page shows (and imports this module, which keeps it in the
 * start-up chunk rather than in one of its own that every page would download).
 */
export const pageNamespaces = Object.fromEntries(
  Object.entries(pageKinds).map(([kind, { namespaces }]) => [kind, namespaces]),
) as Record<PageKind, readonly string[]>;
