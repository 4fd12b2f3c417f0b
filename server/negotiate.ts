import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';
import { languages, type Language } from '../src/i18n/languages.ts';

/**
 * Content negotiation for the whole server, by negotiator (the jshttp library behind Express's
 * req.accepts): q-values, wildcards, refusals by q=0 and case-insensitive names as RFC 9110
 * reads them. No header is parsed by hand anywhere else.
 */

export type ContentCoding = 'br' | 'gzip';

/** On a tie brotli wins: for the same text it is the smaller file. */
const codingPreference: readonly ContentCoding[] = ['br', 'gzip'];

function negotiator(headers: IncomingHttpHeaders): Negotiator {
  return new Negotiator({ headers });
}

/**
 * Browsers send a handful of distinct Accept-Encoding values, so the answer for each value is
 * remembered; the cache is bounded so odd clients cannot grow it.
 */
const codingCache = new Map<string, readonly ContentCoding[]>();
const codingCacheLimit = 256;

/** The content codings the client accepts, best first, among br and gzip. */
function acceptedCodings(acceptEncoding: string | undefined): readonly ContentCoding[] {
  if (!acceptEncoding) return [];
  let accepted = codingCache.get(acceptEncoding);
  if (accepted === undefined) {
    accepted = negotiator({ 'accept-encoding': acceptEncoding }).encodings(codingPreference, {
      preferred: codingPreference,
    }) as ContentCoding[];
    if (codingCache.size >= codingCacheLimit) codingCache.clear();
    codingCache.set(acceptEncoding, accepted);
  }
  return accepted;
}

/** The pre-compressed variant to send, among those that exist; undefined for the plain file. */
export function preferredCoding(
  acceptEncoding: string | undefined,
  available: (coding: ContentCoding) => boolean,
): ContentCoding | undefined {
  return acceptedCodings(acceptEncoding).find(available);
}

/**
 * The site language the browser ranks highest ("zh-CN" and "zh-Hant" count as zh), or undefined
 * when it accepts none of them. English is listed first, so a bare wildcard gives English.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  return negotiator({ 'accept-language': acceptLanguage }).languages(languages)[0] as
    Language | undefined;
}

/**
 * Whether an answer should be an HTML page rather than JSON: a browser's own form post asks for
 * text/html; fetch, curl (Accept: *\/*) and a missing header get JSON, listed first.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return negotiator({ accept }).mediaTypes(['application/json', 'text/html'])[0] === 'text/html';
}
