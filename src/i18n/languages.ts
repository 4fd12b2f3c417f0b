/** The site's languages and the constants governing the choice (docs/requirements/languages.md). */
export const languages = ['en', 'zh'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';
export const languageQueryParameter = 'lng';
export const languageCookie = 'i18next';
export const languageStorageKey = 'i18nextLng';
export const languageCookieDays = 365;

/**
 * Each language as a page declares it to search engines, in the Content-Language header and the
 * matching meta pragma, which Baidu reads: the Chinese is Simplified, as written in mainland
 * China (docs/decisions/070-china-maps-and-baidu.md).
 */
export const contentLanguages: Record<Language, string> = { en: 'en', zh: 'zh-CN' };

/** Each language's name in its own script: the switch offers "Switch to 中文" / "切换到 English". */
export const languageNames: Record<Language, string> = { en: 'English', zh: '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function otherLanguage(lang: Language): Language {
  return lang === 'en' ? 'zh' : 'en';
}

/**
 * Maps a language tag such as "zh-CN", "zh-Hans-CN" or "en-GB" to a supported language, or
 * undefined. Only the primary subtag counts, so any Chinese variant reads as zh.
 */
export function toSupportedLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The language prefix of a path ("/zh/about" gives zh), or undefined when it has none. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
}
