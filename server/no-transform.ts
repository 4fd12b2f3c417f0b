/**
 * A Cache-Control value with `no-transform` added to whatever it already says. Every response
 * carries it: Baidu's mobile search (and carriers' proxies) otherwise "transcode" a page for
 * phones, rewriting its markup and dropping its scripts and styles; no-transform is the signal
 * they honour (docs/decisions/070-china-maps-and-baidu.md).
 */
export function withNoTransform(cacheControl: unknown): string {
  const existing =
    typeof cacheControl === 'string' || typeof cacheControl === 'number'
      ? String(cacheControl)
      : Array.isArray(cacheControl)
        ? cacheControl.join(', ')
        : '';
  const directives = existing
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  if (directives.some((directive) => directive.toLowerCase() === 'no-transform')) {
    return directives.join(', ');
  }
  return [...directives, 'no-transform'].join(', ');
}
