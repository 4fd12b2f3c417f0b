import { LineIcon } from '../../features/page-parts/line-icon.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { useTheme } from './use-theme.ts';

export function ThemeToggle() {
  const { t } = usePageTranslation();
  const { dark, toggle } = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark}
      data-testid="theme-toggle"
      className="inline-flex size-10 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span className="sr-only">{t('theme.dark')}</span>
      <LineIcon>
        {dark ? (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        ) : (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        )}
      </LineIcon>
    </button>
  );
}
