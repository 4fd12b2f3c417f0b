/** A product code as printed: "ZS-" and letters and digits, e.g. ZS-VT30, ZS-IRT35, ZS-Box10. */
const codeSlug = /^zs-([a-z]+\d+)$/i;

/**
 * The codes of the products whose slug is their code, upper-cased ("ZS-BOX10"). Computed from
 * the catalogue when the site is built (build-defines.ts), so the search dialog knows every
 * code without loading the catalogue.
 */
export function productCodes(slugs: readonly string[]): string[] {
  return slugs.flatMap((slug) => {
    const code = codeSlug.exec(slug)?.[1];
    return code ? [`ZS-${code.toUpperCase()}`] : [];
  });
}
