import { lazy, Suspense, useState } from 'react';
import { compareParameter, legacyCompareParameter } from '../routing/paths.ts';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';
import { CompareStartingPoints } from './compare/compare-starting-points.tsx';
import type * as ComparisonModule from './compare/comparison.tsx';

/** The comparison's module, once here. */
let comparisonModule: typeof ComparisonModule | undefined;
const loadComparison = () =>
  import('./compare/comparison.tsx').then((module) => (comparisonModule = module));
const LazyComparison = lazy(() =>
  loadComparison().then(({ Comparison }) => ({ default: Comparison })),
);

/** Whether a query names products to compare, by either name of the parameter. */
const namesProducts = (query: URLSearchParams) =>
  query.has(compareParameter) || query.has(legacyCompareParameter);

/** Fetches the comparison's code, for a compare bar about to be followed (the app calls it). */
export function preloadComparison(): void {
  void loadComparison();
}

/**
 * What the route waits for before the page renders (src/app/routes.tsx): the comparison's code,
 * where the address names products as the route loads. That is a shared comparison opened (the
 * route loads before hydration) or a compare bar followed (a listing or the finder keeps its
 * choice in the same parameter, and the route loads before the address changes). The code
 * then comes beside the page's own (or was fetched when the bar showed), not after it.
 */
export function ready(): Promise<unknown> | undefined {
  // The prerender has no address to read and renders the page with nothing chosen.
  if (typeof window === 'undefined') return undefined;
  return namesProducts(new URLSearchParams(window.location.search)) ? loadComparison() : undefined;
}

/**
 * The comparison, drawn at once where its code is here. React.lazy would wait a turn even
 * then, showing its boundary's fallback and keeping it up for React's 300 ms fallback
 * throttle; so the lazy one stands in only where the code is still on its way (products
 * chosen on the page itself, after it started without them).
 */
function ComparisonWhenLoaded() {
  const [Comparison] = useState(() => comparisonModule?.Comparison ?? LazyComparison);
  return <Comparison />;
}

/**
 * The comparison page. Prerendered with nothing chosen (the choice is in the query, which the
 * prerender cannot know), it starts without the table's code and the figures of every product
 * (docs/decisions/094): those load once the URL names products (see `ready`). Where they are
 * still on their way when products are named, the page keeps what it showed: React holds a
 * boundary's shown content through a transition, which is how the hydrated query arrives.
 */
export function ComparePage() {
  const { t } = usePageTranslation(pageNamespaces.compare);
  const searchParams = useHydratedSearchParams();
  const named = namesProducts(searchParams);
  // Once products were named the comparison stays, with the last one removed too: it then
  // shows the starting points itself and gives them the focus.
  const [comparing, setComparing] = useState(named);
  if (named && !comparing) setComparing(true);
  return (
    <>
      <PageIntro
        heading={t('compare.heading')}
        lead={t('compare.lead')}
        breadcrumbs={<Breadcrumbs inProducts crumbs={[{ label: t('compare.heading') }]} />}
      />
      <Suspense
        fallback={
          // Faded in after a moment, as the page-change spinner is, so a quick load shows none.
          <p
            role="status"
            className="mx-auto max-w-7xl animate-[fade-in_150ms_ease-out_120ms_both] px-4 py-10 text-lg"
          >
            {t('common:loading')}
          </p>
        }
      >
        {comparing ? (
          <ComparisonWhenLoaded />
        ) : (
          <div className="mx-auto max-w-7xl px-4 py-10" data-testid="compare-view">
            <CompareStartingPoints />
          </div>
        )}
      </Suspense>
    </>
  );
}
