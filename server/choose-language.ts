import { parseCookie } from 'cookie';
import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languageQueryParameter,
  type Language,
} from '../src/i18n/languages.ts';
import { preferredLanguage } from './negotiate.ts';

export interface LanguageRequest {
  query: URLSearchParams;
  /** The Cookie header as sent. */
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

export interface LanguageChoice {
  lang: Language;
  /**
   * Whether the lng parameter or the stored cookie decided. Only then may the server redirect
   * over HTTP: otherwise a language kept in local storage, which only the browser can read,
   * comes first (docs/requirements/languages.md).
   */
  stored: boolean;
}

/**
 * The order of docs/requirements/languages.md as far as a server can see it: the lng query
 * parameter, the stored cookie, then the browser's Accept-Language, else en.
 */
export function languageChoice(request: LanguageRequest): LanguageChoice {
  const fromQuery = request.query.get(languageQueryParameter);
  if (isLanguage(fromQuery)) return { lang: fromQuery, stored: true };
  // cookie's own parser, the one @fastify/cookie wraps: the wrapper's parse works only after its
  // plugin has been registered (it loads cookie, an ES module, then), and most routes that
  // choose a language have none.
  const fromCookie = request.cookie ? parseCookie(request.cookie)[languageCookie] : undefined;
  if (isLanguage(fromCookie)) return { lang: fromCookie, stored: true };
  return { lang: preferredLanguage(request.acceptLanguage) ?? defaultLanguage, stored: false };
}

export function chooseLanguage(request: LanguageRequest): Language {
  return languageChoice(request).lang;
}
