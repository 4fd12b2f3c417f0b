import {
  defaultLanguage,
  isLanguage,
  languageCookie,
  languageFromAcceptLanguage,
  languageQueryParameter,
  type Language,
} from '../src/i18n/languages.ts';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * SPEC §4's order as far as a server can see it: the lng query parameter, the stored cookie,
 * then the browser's Accept-Language, else en. (Local storage lives only in the browser,
 * which performs the same choice when the site is served statically.)
 */
export function chooseLanguage(request: {
  query: URLSearchParams;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  const fromQuery = request.query.get(languageQueryParameter);
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(request.cookie, languageCookie);
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(request.acceptLanguage) ?? defaultLanguage;
}
