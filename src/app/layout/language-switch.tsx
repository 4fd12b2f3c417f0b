import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../features/catalogue/use-hydrated.ts';
import { languageNames, otherLanguage } from '../../i18n/languages.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { withLanguage } from '../../routing/paths.ts';

/**
 * "Switch to {language}", with the other language named in its own script. It keeps the
 * visitor on the same page, query and fragment included.
 */
export function LanguageSwitch() {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const { pathname, search, hash } = useLocation();
  // The prerendered HTML cannot know the visitor's query or fragment, and hydration keeps a
  // server-rendered attribute even when the client computes another: rendering once more
  // after hydration gives the link its full target.
  const hydrated = useHydrated();
  const target = otherLanguage(lang);
  // The language's name in its own language, so a screen reader says it so (WCAG 3.1.2).
  const marker = '\u0000';
  const [before = '', after = ''] = t('switchLanguage', { language: marker }).split(marker);
  return (
    <Link
      to={`${withLanguage(pathname, target)}${hydrated ? `${search}${hash}` : ''}`}
      hrefLang={target}
      lang={lang}
      data-testid="language-switch"
      className="inline-flex h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium whitespace-nowrap text-slate-800 no-underline hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      {/* One flex item, so the space before the name stays. On a phone the name alone shows,
          so the header's controls fit a 360 px screen at their full size; the whole sentence
          is still the link's name. */}
      <span>
        {before && <span className="max-sm:sr-only">{before}</span>}
        <span lang={target}>{languageNames[target]}</span>
        {after && <span className="max-sm:sr-only">{after}</span>}
      </span>
    </Link>
  );
}
