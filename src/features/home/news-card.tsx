import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { droneModels } from '../../catalogue/drone-models.ts';
import type { NewsItem } from '../../content/news.ts';
import { formatDate } from '../../i18n/format-date.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/** One news item: date, topic, title, summary and a link to the model or listing concerned. */
export function NewsCard({ item }: { item: NewsItem }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['home', 'common']);

  const related = () => {
    if (item.model) {
      const drone = droneModels.find((d) => d.slug === item.model);
      if (!drone) return undefined;
      return {
        name: drone.name,
        to: paths.model(lang, drone.series, drone.slug),
        label: t('news.relatedModel', { name: drone.name }),
      };
    }
    if (item.category) {
      const category = t(`common:categories.${item.category}`);
      return {
        name: category,
        to: paths.category(lang, item.category),
        label: t('news.relatedCategory', { category }),
      };
    }
    return undefined;
  };
  const link = related();

  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <p className="flex flex-wrap items-center gap-3 text-sm">
        <time dateTime={item.date} className="text-slate-600 dark:text-slate-400">
          {formatDate(item.date, lang)}
        </time>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-800 dark:bg-slate-800 dark:text-sky-200">
          {t(`news.topics.${item.topic}`)}
        </span>
      </p>
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t(`news.items.${item.id}.title`, { name: link?.name })}
      </h3>
      <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">
        {t(`news.items.${item.id}.summary`, { name: link?.name })}
      </p>
      {link && (
        <Link to={link.to} className="mt-4 font-semibold">
          {link.label}
        </Link>
      )}
    </article>
  );
}
