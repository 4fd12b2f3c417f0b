/** A product code as printed: "ZS-" and letters and digits, e.g. ZS-VT30, ZS-IRT35, ZS-Box10. */
const codeSlug = /^zs-([a-z]+\d+)$/i;

/**
 * The codes of the products whose slug is their code, upper-cased ("ZS-BOX10"). The content
 * step writes the catalogue's into src/generated/product-codes.ts, so the search dialog knows
 * every code without loading the catalogue (docs/decisions/058).
 */
export function productCodes(slugs: readonly string[]): string[] {
  return slugs.flatMap((slug) => {
    const code = codeSlug.exec(slug)?.[1];
    return code ? [`ZS-${code.toUpperCase()}`] : [];
  });
}

/**
 * Attributes for the heading that names a product: its code written solid ("ZSVT30") is added
 * to the index beside the printed "ZS-VT30". The English index already holds that solid form
 * (Pagefind joins hyphenated words); the Chinese one splits "ZS-VT30" at the hyphen and would
 * match "VT30" only loosely, which also finds the VT15 or the IRT25. The search dialog asks for
 * the solid form (normalise-query.ts), so a code finds its own product in both languages.
 */
export function productCodeAttributes(slug: string): Record<string, string> {
  const code = codeSlug.exec(slug)?.[1];
  return code
    ? {
        'data-pagefind-index-attrs': 'data-search-code',
        'data-search-code': `ZS${code.toUpperCase()}`,
      }
    : {};
}
