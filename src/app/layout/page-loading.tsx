import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * docs/requirements/routes.md: the full-screen spinner shown while a page's code or text loads. It
 * fades in after a moment (CSS only) so quick navigations do not flash it.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="page-loading"
      className="fixed inset-0 z-50 flex animate-[fade-in_150ms_ease-out_120ms_both] flex-col items-center justify-center gap-4 bg-white/85 dark:bg-slate-950/85"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 dark:border-slate-700 dark:border-t-sky-300"
      />
      <p className="text-lg font-medium">{t('loading', 'Loading...')}</p>
    </div>
  );
}
