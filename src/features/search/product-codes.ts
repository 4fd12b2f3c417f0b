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

/** A code written solid, as the index holds it beside the printed one: "ZS-Box10" → "ZSBOX10". */
export function solidCode(code: string): string {
  return code.replace('-', '').toUpperCase();
}

/**
 * Attributes that add a code written solid ("ZSVT30") to the index where the element carrying
 * them stands, beside the printed "ZS-VT30". The English index already holds that solid form
 * (Pagefind joins hyphenated words); the Chinese one splits "ZS-VT30" at the hyphen and would
 * match "VT30" only loosely, which also finds the VT15 or the IRT25. The search dialog asks for
 * the solid form (normalise-query.ts), so a code finds what names it in both languages.
 */
export function solidCodeAttributes(code: string): Record<string, string> {
  return { 'data-pagefind-index-attrs': 'data-search-code', 'data-search-code': solidCode(code) };
}

/** The solid-code attributes for the heading that names a product, by the product's slug. */
export function productCodeAttributes(slug: string): Record<string, string> {
  const code = codeSlug.exec(slug)?.[1];
  return code ? solidCodeAttributes(`ZS-${code}`) : {};
}
