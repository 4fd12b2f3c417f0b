import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { droneModels } from '../../catalogue/drone-models.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/** Links to the model pages of the given slugs, named as the catalogue names them. */
export function ModelLinks({ label, slugs }: { label: string; slugs: readonly string[] }) {
  const lang = useLanguage();
  const { t } = usePageTranslation();
  const models = slugs.flatMap((slug) => droneModels.filter((model) => model.slug === slug));
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-400">
        {label}
        {t('labelSeparator')}
      </span>
      <ul className="flex flex-wrap gap-2">
        {models.map((drone) => (
          <li key={drone.slug}>
            <Link
              to={paths.model(lang, drone.series, drone.slug)}
              className="inline-flex min-h-7 items-center rounded-full border border-brand-100 bg-brand-50 px-3 font-medium no-underline hover:border-brand-700 dark:border-slate-700 dark:bg-slate-800 dark:hover:border-sky-300"
            >
              {drone.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
