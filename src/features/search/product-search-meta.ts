/**
 * What a search result shows about a product besides its title and excerpt: its family (the
 * listing it belongs to) and its key figures, formatted in the page's language. Recorded in
 * the prerendered HTML as Pagefind metadata, so results show them without loading the
 * catalogue.
 */
export interface ProductSearchMeta {
  family: string;
  /** [label, value] pairs, e.g. ["Payload", "10 kg"]. */
  figures: [string, string][];
  /** The product's own page, when a listing shows a product that has one (a drone). */
  url?: string;
}

/** The metadata key of a whole page that presents one product (a model page). */
const pageKey = 'product';

/**
 * Pagefind keeps metadata per page, not per section. A listing shows many products, each under
 * a heading with an id, which Pagefind turns into a sub-result; its metadata is stored under
 * that heading's id, so each sub-result finds its own product's.
 */
export function productMetaKey(anchorId?: string): string {
  return anchorId ? `${pageKey}#${anchorId}` : pageKey;
}

const valueAttribute = 'data-search-product';

/**
 * Attributes for the element that presents a product. The value sits in its own attribute
 * (read with Pagefind's `key[attribute]` form) because figures may contain commas, which
 * Pagefind's inline `key:value` form would split on.
 */
export function productSearchAttributes(
  meta: ProductSearchMeta,
  anchorId?: string,
): Record<string, string> {
  return {
    'data-pagefind-meta': `${productMetaKey(anchorId)}[${valueAttribute}]`,
    [valueAttribute]: JSON.stringify(meta),
  };
}
