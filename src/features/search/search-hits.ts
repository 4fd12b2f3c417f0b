import type { PagefindResultData } from './pagefind-client.ts';
import type { ProductSearchMeta } from './product-search-meta.ts';

function isFigurePair(value: unknown): value is [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string'
  );
}

/** A metadata value written by productSearchAttributes, or undefined for any other value. */
function parseProductMeta(value: string): ProductSearchMeta | undefined {
  if (!value.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<ProductSearchMeta>;
    if (typeof parsed.family !== 'string' || !Array.isArray(parsed.figures)) return undefined;
    return {
      family: parsed.family,
      figures: parsed.figures.filter(isFigurePair),
      ...(typeof parsed.url === 'string' ? { url: parsed.url } : {}),
      ...(typeof parsed.anchor === 'string' ? { anchor: parsed.anchor } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The products a page's metadata records, by the heading id they sit under ('' for the page). */
function productsOf(meta: Record<string, string>): Map<string, ProductSearchMeta> {
  const products = new Map<string, ProductSearchMeta>();
  for (const value of Object.values(meta)) {
    const product = parseProductMeta(value);
    if (product) products.set(product.anchor ?? '', product);
  }
  return products;
}

/**
 * Drops the solid product codes ("ZSIRT35") that product headings add to the index for
 * matching (product-codes.ts): Pagefind quotes them in excerpts like page text, but the page
 * prints the code with its hyphen, and shows only that.
 */
function withoutSolidCodes(excerpt: string): string {
  // Pagefind's mark may hold the full stop after the code too ("<mark>ZSEM25.</mark>").
  return excerpt.replace(/(?<![\w-])(?:<mark>)?ZS[A-Z]+\d+(?![\w-])\.?(?:<\/mark>)?[.\s]*/g, '');
}

/**
 * Marks the printed form ("ZS-VT30") of each code the query asked for in its solid form
 * ("ZSVT30"). The Chinese index matched only the solid form, which excerpts leave out, so the
 * code the visitor typed would otherwise show unmarked.
 */
export function markPrintedCodes(excerpt: string, term: string): string {
  let marked = excerpt;
  for (const [, letters, digits] of term.matchAll(/(?<![\w-])ZS([A-Z]+)(\d+)(?![\w-])/gi)) {
    const printed = new RegExp(`(?<!<mark>|[\\w-])ZS-${letters}${digits}(?![\\w-])`, 'gi');
    marked = marked.replace(printed, (code) => `<mark>${code}</mark>`);
  }
  return marked;
}

/** One line of the result list: a page, or one product on a listing page. */
export interface SearchHit {
  /** Unique in the list: the URL, with the product's anchor for a listing's product. */
  url: string;
  title: string;
  /** Pagefind's excerpt: escaped text with <mark> around the words that matched. */
  excerpt: string;
  product?: ProductSearchMeta;
}

/**
 * The hits one page contributes. A listing's products are hits of their own when the words
 * matched inside their cards (a payload has no page of its own, only its card); the listing
 * itself is a hit when the words matched its own text, or nothing more specific did.
 */
export function hitsOfPage(data: PagefindResultData): SearchHit[] {
  const products = productsOf(data.meta);
  const productHits: SearchHit[] = [];
  let pageMatched = data.sub_results.length === 0;
  for (const sub of data.sub_results) {
    const product = sub.anchor ? products.get(sub.anchor.id) : undefined;
    // A drone on a listing leads to its own page, where its figures and text are.
    if (product)
      productHits.push({
        url: product.url ?? sub.url,
        title: sub.title,
        excerpt: withoutSolidCodes(sub.excerpt),
        product,
      });
    else pageMatched = true;
  }
  const pageHit: SearchHit = {
    url: data.url,
    title: data.meta.title ?? data.url,
    excerpt: withoutSolidCodes(data.excerpt),
    product: products.get(''),
  };
  return pageMatched || productHits.length === 0 ? [pageHit, ...productHits] : productHits;
}

/**
 * The result list in Pagefind's order. A product found on several pages (a sensor on "Sensor
 * packages" and on "All payloads", a drone on its own page and on its series' listing) is
 * listed once, where it ranked highest.
 */
export function searchHits(
  pages: readonly PagefindResultData[],
  limit: number,
  term = '',
): SearchHit[] {
  const seen = new Set<string>();
  const hits: SearchHit[] = [];
  for (const page of pages) {
    for (const found of hitsOfPage(page)) {
      const hit = { ...found, excerpt: markPrintedCodes(found.excerpt, term) };
      // Two listings' anchors for one product differ only in the path before the '#'.
      const key = hit.url.includes('#') ? `#${hit.url.split('#')[1]}` : hit.url;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push(hit);
      if (hits.length === limit) return hits;
    }
  }
  return hits;
}
