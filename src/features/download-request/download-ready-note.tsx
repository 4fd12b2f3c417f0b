import { formatDate } from '../../i18n/format-date.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import type { DownloadReady } from './download-request-fields.ts';

/** The link to the document, when it expires, and where it was e-mailed. */
export function DownloadReadyNote({ ready, email }: { ready: DownloadReady; email: string }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'contactForm', 'common']);
  return (
    <div
      data-testid="download-ready"
      className="rounded-md border-2 border-emerald-700 bg-emerald-50 p-6 text-slate-900 dark:border-emerald-300 dark:bg-emerald-950 dark:text-slate-100"
    >
      <p className="text-lg font-bold">{t('model.download.readyHeading')}</p>
      <p className="mt-2">
        <a href={ready.link} className="font-semibold">
          {t('model.download.readyLink', { title: ready.title })}
        </a>
      </p>
      <p className="mt-2 text-sm">
        {t('model.download.readyExpires', {
          date: formatDate(ready.expiresAt.slice(0, 10), lang),
        })}
        {ready.mailed && <> {t('model.download.readyMailed', { email })}</>}
      </p>
    </div>
  );
}
