import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isDroneSeries } from '../catalogue/categories.ts';
import { compareParameter, paths } from '../routing/paths.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { productsInCategory } from '../features/catalogue/catalogue-products.ts';
import { categoryTextValues } from '../features/catalogue/category-text.ts';
import { CompareBar } from '../features/catalogue/compare-bar.tsx';
import { FiltersPanel } from '../features/catalogue/filters-panel.tsx';
import {
  applyFilters,
  listingSearch,
  readFilterState,
  type FilterState,
} from '../features/catalogue/facet-filtering.ts';
import { readCompareSelection } from '../features/catalogue/listing-url.ts';
import { ProductCard } from '../features/catalogue/product-card.tsx';
import { useCompare } from '../features/catalogue/use-compare.ts';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { useStableCallback } from '../features/catalogue/use-stable-callback.ts';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/**
 * A category listing (docs/requirements/pages.md): breadcrumbs, Filters, "Found {count} products",
 * a card per product and "Compare ({selected}/3)". Filter and compare state live in the query
 * string; the prerendered HTML is the full, unfiltered list.
 */
export function CategoryListingPage() {
  const { category } = usePageRef('category');
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.category);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useHydratedSearchParams();

  const catalogue = useCatalogue();
  // The same product objects from render to render, so each card renders again only when its
  // own props change (ticking one compare box renders that card and the bar, not the grid).
  const products = useMemo(() => productsInCategory(catalogue, category), [catalogue, category]);
  const facets = catalogue.facets[category];
  if (!facets) throw new Error(`The catalogue of the ${category} listing has no filters.`);
  // Both the same objects until the URL changes (`query` is), so the filters panel, which
  // shows both, skips the render that answers a compare tick.
  const filters = useMemo(() => readFilterState(facets, query), [facets, query]);
  const selected = useMemo(
    () =>
      readCompareSelection(
        query.get(compareParameter),
        products.map((p) => p.slug),
      ),
    [query, products],
  );
  const shown = useMemo(() => applyFilters(facets, products, filters), [facets, products, filters]);

  const go = (nextFilters: FilterState, nextCompare: readonly string[], replace: boolean) =>
    navigate(
      { pathname, search: listingSearch(facets, nextFilters, nextCompare) },
      { replace, preventScrollReset: true },
    );
  // Ticking "compare" is not a step the back button should undo one box at a time; applying
  // filters is, so it adds a history entry. A choice is written a frame after the tick, onto
  // the filters the URL has by then: one applied in between is kept.
  const compare = useCompare(selected, (next) =>
    go(readFilterState(facets, new URLSearchParams(window.location.search)), next, true),
  );
  const toggleCompare = useStableCallback(compare.toggle);
  const results = useRef<HTMLParagraphElement>(null);
  const focusResults = useRef(false);
  const applyFilterChoice = useStableCallback((next: FilterState) => {
    focusResults.current = true;
    go(next, compare.selected, false);
  });

  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus();
  }, [query]);

  return (
    <>
      <PageIntro
        heading={t(`categories.${category}.heading`)}
        lead={t(
          `categories.${category}.lead`,
          categoryTextValues(catalogue.drones, category, lang, t),
        )}
        breadcrumbs={
          <Breadcrumbs
            crumbs={[
              { label: t('common:nav.home'), to: paths.home(lang) },
              { label: t('common:nav.products'), to: paths.products(lang) },
              { label: t(`common:categories.${category}`) },
            ]}
          />
        }
      >
        {isDroneSeries(category) && (
          // Two lines rather than one sentence with a space: Chinese sets no space between them.
          <div className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">
            <p>{t('catalogue:listing.finderLead')}</p>
            <p className="mt-1">
              <Link to={paths.finder(lang)} className="font-semibold">
                {t('catalogue:overview.finderLink')}
              </Link>
            </p>
          </div>
        )}
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr]">
        <div>
          <FiltersPanel
            facets={facets}
            state={filters}
            compare={selected}
            action={pathname}
            onApply={applyFilterChoice}
          />
        </div>
        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t('catalogue:listing.results')}
          </h2>
          <p
            ref={results}
            tabIndex={-1}
            role="status"
            data-testid="result-count"
            className="text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
          >
            {t('catalogue:listing.found', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-600 dark:text-slate-300">
              {t('catalogue:listing.noResults')}
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {shown.map((product, index) => (
                <ProductCard
                  key={product.slug}
                  product={product}
                  listing={category}
                  // The first card only: docs/decisions/063-one-eager-drawing.md.
                  priority={index === 0}
                  comparing={compare.selected.includes(product.slug)}
                  onToggleCompare={toggleCompare}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      <CompareBar compare={compare} />
    </>
  );
}
