import { statistics, statisticValue } from '../../content/statistics.ts';
import { formatCount } from '../../i18n/format-count.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/** The home statistics (docs/requirements/pages.md): years, missions, countries, flight hours. */
export function StatisticsBand() {
  const lang = useLanguage();
  const { t } = usePageTranslation('home');
  return (
    <section
      aria-labelledby="statistics-heading"
      className="bg-brand-900 text-white dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="statistics-heading" className="sr-only">
          {t('statistics.heading')}
        </h2>
        {/* Two columns on a phone (none narrower than 40 %, so never three), or one where the
            browser's text is so large that two of 8rem do not fit: a figure never breaks. */}
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(max(8rem,40%),1fr))] gap-x-6 gap-y-8 lg:grid-cols-4">
          {statistics.map((statistic) => {
            const value = formatCount(statisticValue(statistic, __BUILD_YEAR__), lang);
            return (
              <div
                key={statistic.id}
                className="flex flex-col-reverse justify-end border-l-2 border-signal-400 pl-4"
              >
                <dt className="mt-1 text-sm text-brand-100 sm:text-base dark:text-slate-300">
                  {t(`statistics.items.${statistic.id}`)}
                </dt>
                <dd
                  className="text-2xl font-bold tracking-tight wrap-normal min-[400px]:text-3xl sm:text-4xl"
                  data-statistic={statistic.id}
                >
                  {'orMore' in statistic && statistic.orMore
                    ? t('statistics.orMore', { value })
                    : value}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
