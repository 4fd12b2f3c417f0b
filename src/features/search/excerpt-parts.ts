export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/**
 * Splits Pagefind's excerpt (text with `<` escaped and `<mark>` around matched words) into
 * plain and highlighted parts, so React renders it as text: no HTML from the index reaches
 * the page.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      const text = (marked ? part.slice(6, -7) : part).replace(
        /&(?:lt|gt|amp|quot|#39|#x27);/g,
        (entity) => entities[entity] ?? entity,
      );
      return { text, marked };
    });
}
