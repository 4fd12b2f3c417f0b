import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { languageNames, otherLanguage } from '../../i18n/languages.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { withLanguage } from '../../routing/paths.ts';

const subscribeToNothing = () => () => {};

/**
 * The prerendered HTML cannot know the visitor's query or fragment, and hydration keeps a
 * server-rendered attribute even when the client computes another, so the href would stay
 * without them. Reporting "not hydrated" during hydration and "hydrated" right after makes
 * React render the link once more with the full target.
 */
function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * "Switch to {language}", with the other language named in its own script. It keeps the
 * visitor on the same page, query and fragment included.
 */
export function LanguageSwitch() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const { pathname, search, hash } = useLocation();
  const hydrated = useIsHydrated();
  const target = otherLanguage(lang);
  return (
    <Link
      to={`${withLanguage(pathname, target)}${hydrated ? `${search}${hash}` : ''}`}
      hrefLang={target}
      lang={lang}
      data-testid="language-switch"
      className="inline-flex h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium whitespace-nowrap text-slate-800 no-underline hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {t('switchLanguage', { language: languageNames[target] })}
    </Link>
  );
}
