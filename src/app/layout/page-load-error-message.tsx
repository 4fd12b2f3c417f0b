import { useTranslation } from '../../i18n/use-translation.ts';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error) {
    return String((error as { statusText: unknown }).statusText);
  }
  return String(error);
}

/**
 * docs/requirements/routes.md: "Error loading component" followed by the error. Apart from the
 * route's error element so the prerender can render it too and inline its text: it must show
 * without a translation fetch, since the fetch may fail for the same reason the page's code did.
 */
export function PageLoadErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold">
        {t('pageLoadError.heading', 'Error loading component')}
      </h1>
      <p className="mt-4 font-mono text-sm break-words text-red-700 dark:text-red-300">
        {messageOf(error)}
      </p>
      <p className="mt-6">
        {t('pageLoadError.hint', 'Please check your connection and reload the page.')}
      </p>
    </section>
  );
}
