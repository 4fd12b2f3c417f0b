/**
 * The id of the heading that names a product: a listing's card, or a model page's title. The
 * search index records each product's figures and code on it (product-search-attributes.ts).
 */
export function productHeadingId(slug: string): string {
  return `${slug}-name`;
}
