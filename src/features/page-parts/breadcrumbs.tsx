import { Link } from 'react-router';
import { usePageTranslation } from '../../i18n/use-language.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = usePageTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 dark:text-slate-300">
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
                /
              </span>
            )}
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
