import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language } from './languages.ts';

export const LanguageContext = createContext<Language>(defaultLanguage);

/** The language of the page being shown: its URL prefix, never a stored preference. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * Translations pinned to the page's language, so a page under /zh renders Chinese from its
 * first frame even while i18next's global language is still being switched.
 */
export function usePageTranslation(namespace: string | readonly string[] = 'common') {
  const lang = useLanguage();
  return useTranslation(namespace, { lng: lang });
}
