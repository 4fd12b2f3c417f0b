import { Link } from 'react-router';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';

export interface Crumb {
  label: string;
  /** Absent on the current page, the last crumb. */
  to?: string;
}

/**
 * Where a page sits: Home, then Products for a page of the catalogue (`inProducts`), then
 * `crumbs`, the last of them the page itself.
 */
export function Breadcrumbs({ inProducts, crumbs }: { inProducts?: boolean; crumbs: Crumb[] }) {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const trail: Crumb[] = [
    { label: t('nav.home'), to: paths.home(lang) },
    ...(inProducts ? [{ label: t('nav.products'), to: paths.products(lang) }] : []),
    ...crumbs,
  ];
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 dark:text-slate-300">
        {trail.map((crumb, index) => (
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
