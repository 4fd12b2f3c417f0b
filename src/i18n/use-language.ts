import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from './use-translation.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { rememberTexts } from './remembered-texts.ts';

export const LanguageContext = createContext<Language>(defaultLanguage);

/** The language of the page being shown: its URL prefix, never a stored preference. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * Translations pinned to the page's language, so a page under /zh renders Chinese from its
 * first frame even while i18next's global language is still being switched. Each text is
 * resolved once per language and namespaces, until new texts arrive (remembered-texts.ts).
 */
export function usePageTranslation(namespace: string | readonly string[] = 'common') {
  const lang = useLanguage();
  const { t, i18n, ready } = useTranslation(namespace, lang);
  const scope = `${lang}|${typeof namespace === 'string' ? namespace : namespace.join(',')}`;
  const remembered = useMemo(() => rememberTexts(i18n, scope, t), [i18n, scope, t]);
  return { t: remembered, i18n, ready };
}
