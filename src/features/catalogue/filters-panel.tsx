import type { TFunction } from 'i18next';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Band, BandFacet, Facet } from '../../catalogue/listing-facets.ts';
import { quantity } from '../../catalogue/quantity.ts';
import { formatNumber, formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { compareParameter, compareQuery } from '../../routing/paths.ts';
import type { FilterState } from './facet-filtering.ts';

/** A band's label from its numbers ("5–25 kg", "Under 5 kg") or its own name ("standard"). */
export function bandLabel(
  filter: Pick<BandFacet, 'unit' | 'bounds'>,
  band: Band,
  lang: Language,
  t: TFunction,
): string {
  const withUnit = (value: number) => formatQuantity(quantity(value, filter.unit), lang, t);
  const values = {
    min: band.min === undefined ? '' : withUnit(band.min),
    max: band.max === undefined ? '' : withUnit(band.max),
  };
  if (band.labelKey) return t(`catalogue:filters.bandLabels.${band.labelKey}`, values);
  if (band.min !== undefined && band.max !== undefined) {
    return t(`common:units.${filter.unit}`, {
      value: t('catalogue:filters.bandLabels.between', {
        min: formatNumber(band.min, lang),
        max: formatNumber(band.max, lang),
      }),
    });
  }
  if (band.min === undefined) {
    return t(
      `catalogue:filters.bandLabels.${filter.bounds === 'lower' ? 'under' : 'upTo'}`,
      values,
    );
  }
  return t(`catalogue:filters.bandLabels.${filter.bounds === 'lower' ? 'orMore' : 'over'}`, values);
}

/** A filter's legend: its name, and the condition its figures share ("Flight time (no payload)"). */
export function filterLabel(
  filter: Pick<Facet, 'id' | 'kind'> & { condition?: BandFacet['condition'] },
  t: TFunction,
): string {
  const label = t(`catalogue:filters.labels.${filter.id}`);
  if (filter.kind !== 'bands' || !filter.condition) return label;
  return t('common:figureWithCondition', {
    figure: label,
    condition: t(`common:conditions.${filter.condition}`),
  });
}

/**
 * The Filters panel of docs/requirements/pages.md. It is a plain GET form, so "Apply Filters" works
 * before the page has hydrated (the browser loads the filtered URL, which the app then renders
 * filtered); once hydrated, `onApply` takes over and the list updates without a page load. The
 * ticked boxes come from the URL, which is why the form is re-created (by its key) when the URL
 * changes.
 */
export const FiltersPanel = memo(function FiltersPanel({
  facets: filters,
  state,
  compare,
  action,
  onApply,
}: {
  /** The listing's filters, with each band's or option's count of products. */
  facets: readonly Facet[];
  state: FilterState;
  /** The URL's compare selection, carried by the form when it is sent without the app. */
  compare: readonly string[];
  action: string;
  onApply: (state: FilterState) => void;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'common']);
  const active = Object.keys(state).length > 0;
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: FilterState = {};
    for (const filter of filters) {
      const chosen = data.getAll(filter.id).map(String);
      if (chosen.length > 0) next[filter.id] = chosen;
    }
    onApply(next);
  };
  return (
    <section
      aria-labelledby="filters-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="filters-heading" className="text-lg font-semibold">
        {t('listing.filters')}
      </h2>
      <form
        key={JSON.stringify(state)}
        method="get"
        action={action}
        onSubmit={submit}
        data-testid="filters-form"
        className="mt-4 space-y-5"
      >
        {filters.map((filter) => (
          <fieldset key={filter.id} data-filter={filter.id}>
            <legend className="text-sm font-semibold text-slate-900 dark:text-white">
              {filterLabel(filter, t)}
            </legend>
            <ul className="mt-2 space-y-1">
              {(filter.kind === 'bands' ? filter.bands : filter.options).map(
                ({ id, count, ...band }) => {
                  const label =
                    filter.kind === 'bands'
                      ? bandLabel(filter, { id, ...band }, lang, t)
                      : t(`filters.options.${filter.id}.${id}`);
                  const inputId = `filter-${filter.id}-${id}`;
                  return (
                    <li key={id}>
                      <label
                        htmlFor={inputId}
                        className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
                      >
                        <input
                          id={inputId}
                          type="checkbox"
                          name={filter.id}
                          value={id}
                          defaultChecked={(state[filter.id] ?? []).includes(id)}
                          className="size-4 accent-brand-700 dark:accent-sky-300"
                        />
                        <span className="min-w-0">{label}</span>
                        <span className="text-slate-600 dark:text-slate-400">
                          {t('listing.bandCount', { count })}
                        </span>
                      </label>
                    </li>
                  );
                },
              )}
            </ul>
          </fieldset>
        ))}
        {compare.length > 0 && (
          <input type="hidden" name={compareParameter} value={compare.join(',')} />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            data-testid="apply-filters"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
          >
            {t('listing.applyFilters')}
          </button>
          {active && (
            <Link to={`${action}${compareQuery(compare)}`} className="text-sm font-medium">
              {t('listing.clearFilters')}
            </Link>
          )}
        </div>
      </form>
    </section>
  );
});
