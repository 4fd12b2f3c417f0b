/**
 * What a search result shows about a product besides its title and excerpt: its family (the
 * listing it belongs to) and its key figures, formatted in the page's language. Recorded as
 * Pagefind metadata in the copy of each prerendered page the index reads
 * (scripts/search-index.ts), so results show them without loading the catalogue.
 */
export interface ProductSearchMeta {
  family: string;
  /** [label, value] pairs, e.g. ["Payload", "10 kg"]. */
  figures: [string, string][];
  /** The product's own page, when a listing shows a product that has one (a drone). */
  url?: string;
  /**
   * Pagefind keeps metadata per page, not per section. A listing shows many products, each
   * under a heading with an id, which Pagefind turns into a sub-result; each product's
   * metadata names that heading's id, so each sub-result finds its own product's.
   */
  anchor?: string;
}

const valueAttribute = 'data-search-product';

/**
 * Attributes for the element that presents a product. The value sits in its own attribute
 * (read with Pagefind's `key[attribute]` form) because figures may contain commas, which
 * Pagefind's inline `key:value` form would split on. The key only has to be unique on the page:
 * the dialog recognises product metadata by its content (search-hits.ts), so this module is
 * not part of the dialog's code.
 */
export function productSearchAttributes(
  meta: Omit<ProductSearchMeta, 'anchor'>,
  anchorId?: string,
): Record<string, string> {
  return {
    'data-pagefind-meta': `${anchorId ? `product-${anchorId}` : 'product'}[${valueAttribute}]`,
    [valueAttribute]: JSON.stringify(anchorId ? { ...meta, anchor: anchorId } : meta),
  };
}
