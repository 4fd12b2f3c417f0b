import { solidCode } from './product-codes.ts';

/**
 * A code as a visitor may type it: "VT30", "vt-30", "VT 30", "zs-VT30", "ZSVT30", "EM2".
 * Letters and digits apart, each optionally separated by a space, hyphen or underscore.
 */
const looseCode = /(?<![a-z0-9])(?:zs[\s_-]*)?([a-z]+?)[\s_-]*(\d+)(?![a-z0-9])/gi;

function codeKey(letters: string, digits: string): string {
  // Leading zeros are not significant: "EM2" is the ZS-EM02.
  return `${letters.toLowerCase()}${Number(digits)}`;
}

/** Product codes by their loose key, written solid: "vt30" → "ZSVT30" (product-codes.ts). */
export function codeIndex(codes: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const code of codes) {
    const match = /^ZS-([A-Z]+)(\d+)$/i.exec(code);
    if (match?.[1] && match[2]) index.set(codeKey(match[1], match[2]), solidCode(code));
  }
  return index;
}

/**
 * Rewrites every loosely typed product code in a query to the solid form both languages'
 * indexes hold for it ("ZSVT30"), the one form they match exactly: "vt-30" would otherwise look
 * for "vt" and "30", and "VT30" alone also finds the VT15 and VT150. Only codes the catalogue
 * has are rewritten, so "up to 70" stays as it is. Everything else is left to Pagefind.
 */
export function normaliseQuery(query: string, codes: ReadonlyMap<string, string>): string {
  return query
    .replace(looseCode, (typed, letters: string, digits: string) => {
      const code = codes.get(codeKey(letters, digits));
      return code ?? typed;
    })
    .trim();
}
