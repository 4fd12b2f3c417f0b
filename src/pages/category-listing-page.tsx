import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isDroneSeries } from '../catalogue/categories.ts';
import { compareParameter, paths } from '../routing/paths.ts';
import { usePageRef } from '../routing/use-page-ref.ts';
import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { productsInCategory } from '../features/catalogue/catalogue-products.ts';
import { categoryTextValues } from '../features/catalogue/category-text.ts';
import {
  applyFilters,
  listingSearch,
  readFilterState,
  type FilterState,
} from '../features/catalogue/facet-filtering.ts';
import { readCompareSelection } from '../features/catalogue/listing-url.ts';
import { useCompare, type CompareControls } from '../features/catalogue/use-compare.ts';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { useStableCallback } from '../features/catalogue/use-stable-callback.ts';
import { deferredPart } from '../features/hydration/deferred-part.tsx';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

// The filters, the cards and the compare bar hydrate when the visitor comes near them
// (docs/decisions/090): the page's start-up script holds the listing's state and little else.
// Until then they are the prerendered HTML: the filters a GET form, the cards their links.
const FiltersPanel = deferredPart(() =>
  import('../features/catalogue/filters-panel.tsx').then((module) => module.FiltersPanel),
);
// Their compare boxes stay disabled until they have hydrated.
const ListingResults = deferredPart(
  () => import('../features/catalogue/listing-results.tsx').then((module) => module.ListingResults),
  { whenVisible: true },
);
// A wrapper without a box of its own, so the bar stays sticky against the page. Sticky, it is
// in view with the listing, and its code comes then: a tick in a card shows in the bar a frame
// later, rather than once the bar's code has arrived after the tick.
const CompareBar = deferredPart(
  () => import('../features/catalogue/compare-bar.tsx').then((module) => module.CompareBar),
  { className: 'contents', whenVisible: true },
);

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
  const { pathname, key: locationKey } = useLocation();
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
  // The same object until the choice changes, so a render of the page that leaves the choice
  // as it was does not reach the bar, which hydrates on its own (docs/decisions/090).
  const removeCompared = useStableCallback(compare.remove);
  const clearCompared = useStableCallback(compare.clear);
  const barControls = useMemo<CompareControls>(
    () => ({
      selected: compare.selected,
      refused: compare.refused,
      toggle: toggleCompare,
      remove: removeCompared,
      clear: clearCompared,
    }),
    [compare.selected, compare.refused, toggleCompare, removeCompared, clearCompared],
  );
  // The ticked box is the answer the visitor waits for; the bar follows in the render after
  // that frame (136 -> 80 ms from tick to paint at 4x CPU slowdown, median of 9).
  const barShown = useDeferredValue(barControls);
  const results = useRef<HTMLParagraphElement>(null);
  const focusResults = useRef(false);
  const applyFilterChoice = useStableCallback((next: FilterState) => {
    focusResults.current = true;
    go(next, compare.selected, false);
  });

  // Once the navigation that applying caused has rendered, even one that left the query as it
  // was (a new history entry all the same).
  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    results.current?.focus();
  }, [locationKey]);

  return (
    <>
      <PageIntro
        heading={t(`categories.${category}.heading`)}
        lead={t(
          `categories.${category}.lead`,
          categoryTextValues(catalogue.drones, category, lang, t),
        )}
        breadcrumbs={
          <Breadcrumbs inProducts crumbs={[{ label: t(`common:categories.${category}`) }]} />
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
      {/* The filters and the compare boxes need the app: a browser without JavaScript, which
          the static page cannot answer by its query, is shown the whole list and no controls
          that would do nothing. */}
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 lg:grid-cols-[18rem_1fr] noscript:lg:grid-cols-1">
        <div className="noscript:hidden">
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
          <ListingResults
            shown={shown}
            listing={category}
            selected={compare.selected}
            onToggleCompare={toggleCompare}
          />
        </section>
      </div>
      <CompareBar compare={barShown} />
    </>
  );
}
