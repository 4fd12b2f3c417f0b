import { use, useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { useCatalogue } from './catalogue-context.tsx';
import { findProduct } from './catalogue-products.ts';
import { compareLimit } from './listing-url.ts';
import { PreloadComparisonContext } from './preload-comparison.ts';
import { productName } from './product-name.ts';
import type { CompareControls } from './use-compare.ts';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

/**
 * "Compare ({selected}/3)": the chosen products, a way to drop each, and the link to the
 * side-by-side view once two are chosen. Stays in view at the bottom of the listing. A browser
 * without JavaScript cannot tick a product, so it is not shown there.
 */
export function CompareBar({ compare }: { compare: CompareControls }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'common']);
  const catalogue = useCatalogue();
  const { selected, refused } = compare;
  const label = t('listing.compare', { selected: selected.length, max: compareLimit });
  const refusedName = refused ? findProduct(catalogue, refused) : undefined;
  // With nothing left to remove, focus goes to the bar itself, which then says what to do.
  const { containerRef, fallbackRef, removing } = useFocusAfterRemoval<
    HTMLUListElement,
    HTMLElement
  >(selected);
  const preloadComparison = use(PreloadComparisonContext);
  const chosen = selected.length > 0;
  useEffect(() => {
    if (chosen) preloadComparison();
  }, [chosen, preloadComparison]);
  return (
    <section
      ref={fallbackRef}
      tabIndex={-1}
      aria-labelledby="compare-bar-heading"
      data-testid="compare-bar"
      data-sticky-compare-bar
      className="sticky bottom-0 z-10 noscript:hidden short-window:static border-t border-slate-200 bg-white/95 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur dark:border-slate-700 dark:bg-slate-950/95"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4">
        <h2 id="compare-bar-heading" className="sr-only">
          {t('listing.compareHeading')}
        </h2>
        <ul
          ref={containerRef}
          className="flex flex-1 flex-wrap items-center gap-2"
          aria-label={t('listing.compareChosen')}
        >
          {selected.length === 0 && (
            <li className="text-sm text-slate-700 dark:text-slate-300">
              {t('listing.compareHint')}
            </li>
          )}
          {selected.map((slug, index) => {
            const product = findProduct(catalogue, slug);
            const name = product ? productName(product, t) : slug;
            return (
              <li
                key={slug}
                className="inline-flex items-center gap-1 rounded-full border border-slate-300 py-1 pr-1 pl-3 text-sm dark:border-slate-600"
              >
                {name}
                <button
                  type="button"
                  onClick={() => {
                    removing(slug, index);
                    compare.remove(slug);
                  }}
                  data-remove-button
                  aria-label={t('listing.compareRemove', { name })}
                  className="inline-flex size-8 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
        <p
          role="status"
          data-testid="compare-message"
          className="w-full text-sm font-medium text-signal-700 sm:order-last dark:text-signal-400"
        >
          {refusedName
            ? t('listing.compareLimit', { max: compareLimit, name: productName(refusedName, t) })
            : ''}
        </p>
        {selected.length > 0 && (
          <button
            type="button"
            onClick={() => {
              removing(undefined);
              compare.clear();
            }}
            className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800"
          >
            {t('listing.compareClear')}
          </button>
        )}
        {selected.length >= 2 ? (
          <Link
            to={paths.compare(lang, selected)}
            data-testid="compare-link"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
          >
            {label}
          </Link>
        ) : (
          <span
            data-testid="compare-link"
            className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-5 py-2 font-semibold text-slate-600 dark:border-slate-600 dark:text-slate-300"
          >
            {label}
          </span>
        )}
      </div>
    </section>
  );
}
