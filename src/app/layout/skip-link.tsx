import { usePageTranslation } from '../../i18n/use-language.ts';

export function SkipLink() {
  const { t } = usePageTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2 dark:bg-slate-900"
    >
      {t('skipToContent')}
    </a>
  );
}
