import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { compareParameter, legacyCompareParameter, paths } from '../../routing/paths.ts';
import { catalogue as compareSlice } from '../../generated/slices/compare.ts';
import { CatalogueProvider, useCatalogue } from '../../features/catalogue/catalogue-context.tsx';
import {
  allProducts,
  compareGroupOf,
  findProduct,
  type CatalogueProduct,
} from '../../features/catalogue/catalogue-products.ts';
import { CompareTable } from '../../features/catalogue/compare-table.tsx';
import { compareLimit, readCompareSelection } from '../../features/catalogue/listing-url.ts';
import { productName } from '../../features/catalogue/product-name.ts';
import { useFocusAfterRemoval } from '../../features/catalogue/use-focus-after-removal.ts';
import { useHydratedSearchParams } from '../../features/catalogue/use-hydrated.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { CompareStartingPoints } from './compare-starting-points.tsx';

/**
 * The comparison the URL chooses, with the catalogue it reads: the compare page loads this
 * module only once the URL names products (compare-page.tsx, docs/decisions/094).
 */
export function Comparison() {
  return (
    <CatalogueProvider catalogue={compareSlice}>
      <ChosenProducts />
    </CatalogueProvider>
  );
}

/**
 * Up to three products side by side, chosen by `?compare=` so a comparison can be shared. Only
 * products of one comparable group stay together (all drones; payloads of one kind; ground
 * stations); others in the URL are named and left out.
 */
function ChosenProducts() {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.compare);
  const searchParams = useHydratedSearchParams();
  const navigate = useNavigate();
  const [addition, setAddition] = useState('');
  const catalogue = useCatalogue();
  const everyProduct = allProducts(catalogue);

  const chosen = searchParams.get(compareParameter);
  // A link shared before the parameter was renamed: show it, and give the URL the new name.
  const legacy = chosen === null ? searchParams.get(legacyCompareParameter) : null;
  const requested = readCompareSelection(
    chosen ?? legacy,
    everyProduct.map((p) => p.slug),
  );
  const candidates = requested
    .map((slug) => findProduct(catalogue, slug))
    .filter((product): product is CatalogueProduct => product !== undefined);
  const group = candidates[0] ? compareGroupOf(candidates[0]) : undefined;
  const products = candidates.filter((product) => compareGroupOf(product) === group);
  const leftOut = candidates.filter((product) => compareGroupOf(product) !== group);
  const addable =
    group && products.length < compareLimit
      ? everyProduct.filter(
          (product) =>
            compareGroupOf(product) === group && !products.some((p) => p.slug === product.slug),
        )
      : [];

  const shownSlugs = products.map((product) => product.slug);
  // With the last product removed, focus goes to the text that says how to choose others.
  const { containerRef, fallbackRef, removing } = useFocusAfterRemoval<
    HTMLDivElement,
    HTMLParagraphElement
  >(shownSlugs);

  const show = (slugs: string[]) =>
    navigate(paths.compare(lang, slugs), { replace: false, preventScrollReset: true });

  useEffect(() => {
    if (legacy === null) return;
    const renamed = paths.compare(lang, legacy.split(',').filter(Boolean));
    void navigate(renamed, { replace: true, preventScrollReset: true });
  }, [lang, legacy, navigate]);

  return (
    <div ref={containerRef} className="mx-auto max-w-7xl px-4 py-10" data-testid="compare-view">
      {leftOut.length > 0 && (
        <p
          role="status"
          className="mb-6 rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-slate-900 dark:bg-amber-900/20 dark:text-slate-100"
        >
          {t('catalogue:compare.leftOut', {
            names: leftOut
              .map((p) => productName(p, t))
              .join(t('common:listSeparators.enumeration')),
          })}
        </p>
      )}
      {products.length === 0 ? (
        <CompareStartingPoints ref={fallbackRef} />
      ) : (
        <>
          <CompareTable
            products={products}
            onRemove={(slug) => {
              removing(slug, shownSlugs.indexOf(slug));
              void show(shownSlugs.filter((shown) => shown !== slug));
            }}
          />
          {addable.length > 0 && (
            <form
              className="mt-8 flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (addition) show([...shownSlugs, addition]);
                setAddition('');
              }}
            >
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('catalogue:compare.addLabel', {
                  selected: products.length,
                  max: compareLimit,
                })}
                <select
                  value={addition}
                  onChange={(event) => setAddition(event.target.value)}
                  data-testid="compare-add"
                  className="min-h-11 rounded-md border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
                >
                  <option value="">{t('catalogue:compare.choose')}</option>
                  {addable.map((product) => (
                    <option key={product.slug} value={product.slug}>
                      {productName(product, t)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
              >
                {t('catalogue:compare.add')}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  );
}
