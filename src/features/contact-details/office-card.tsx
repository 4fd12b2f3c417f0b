import { usePageTranslation } from '../../i18n/use-language.ts';
import { openStreetMapUrl, type Office } from './office-geography.ts';

/** One headquarters: its name, postal address and a link to it in a street map. */
export function OfficeCard({ office }: { office: Office }) {
  const { t } = usePageTranslation(['contact', 'common']);
  const name = t(`common:offices.${office.id}.name`);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
      <address className="mt-2 text-slate-700 not-italic dark:text-slate-300">
        {t(`common:offices.${office.id}.address`)}
      </address>
      <a
        href={openStreetMapUrl(office)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold"
      >
        <span>
          {t('offices.openMap')}
          <span className="sr-only">{t('offices.openMapContext', { office: name })}</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4" />
        </svg>
      </a>
    </li>
  );
}
