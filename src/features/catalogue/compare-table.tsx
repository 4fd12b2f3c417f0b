import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { NameForScreenReaders } from '../page-parts/name-for-screen-readers.tsx';
import { homeCategory, type CatalogueProduct } from './catalogue-products.ts';
import { compareRows } from './compare-rows.ts';
import { NotStated } from './not-stated.tsx';
import { ProductPicture } from './product-picture.tsx';
import { productName } from './product-name.ts';

/**
 * The products side by side: one column each, one row per figure with its unit, rows where
 * they differ highlighted (and listed alone on request).
 */
export function CompareTable({
  products,
  onRemove,
}: {
  products: readonly CatalogueProduct[];
  onRemove: (slug: string) => void;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'common']);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const rows = compareRows(products, lang, t);
  const shown = differencesOnly ? rows.filter((row) => row.differs) : rows;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span
            aria-hidden="true"
            className="mr-2 inline-block size-3 rounded-sm bg-amber-100 align-middle ring-1 ring-amber-400 dark:bg-amber-900/40"
          />
          {t('compare.legend')}
        </p>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={differencesOnly}
            onChange={(event) => setDifferencesOnly(event.target.checked)}
            className="size-5 accent-brand-700 dark:accent-sky-300"
          />
          {t('compare.differencesOnly')}
        </label>
      </div>
      {/* Positioned, so the visually hidden texts in its cells (placed absolutely) stay inside
          the table's scroller rather than widen the page on a phone. */}
      <div className="relative mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[40rem] border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('compare.caption')}</caption>
          <thead>
            <tr className="bg-slate-50 dark:bg-slate-900">
              <td className="w-48 p-3" />
              {products.map((product) => {
                const name = productName(product, t);
                return (
                  <th
                    key={product.slug}
                    scope="col"
                    data-product={product.slug}
                    className="p-3 text-left align-top font-normal"
                  >
                    <ProductPicture product={product} sizes="12rem" className="max-w-48" />
                    <span className="mt-2 block text-base font-semibold text-slate-900 dark:text-white">
                      {product.family === 'drones' ? (
                        <Link to={paths.model(lang, product.drone.series, product.drone.slug)}>
                          {name}
                        </Link>
                      ) : (
                        <Link
                          to={paths.productInListing(lang, homeCategory(product), product.slug)}
                        >
                          {name}
                        </Link>
                      )}
                    </span>
                    <span className="mt-3 flex flex-wrap gap-2">
                      <Link
                        to={paths.contact(lang, { product: product.slug, intent: 'quote' })}
                        className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 py-1 text-sm font-semibold text-white no-underline hover:bg-brand-800 dark:bg-sky-300 dark:text-slate-950 dark:hover:bg-sky-200"
                      >
                        {t('common:cta.requestQuote')}
                        <NameForScreenReaders name={name} />
                      </Link>
                      <button
                        type="button"
                        onClick={() => onRemove(product.slug)}
                        data-remove-button
                        className="min-h-11 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-slate-100 dark:text-sky-300 dark:hover:bg-slate-800"
                      >
                        {t('compare.remove')}
                        <NameForScreenReaders name={name} />
                      </button>
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                data-row={row.key}
                data-differs={row.differs}
                className={`border-t border-slate-200 dark:border-slate-700 ${
                  row.differs ? 'bg-amber-50 dark:bg-amber-900/20' : ''
                }`}
              >
                <th
                  scope="row"
                  className="p-3 text-left font-medium text-slate-700 dark:text-slate-300"
                >
                  {row.label}
                  {row.differs && <span className="sr-only"> ({t('compare.differs')})</span>}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={products[index]?.slug ?? index}
                    className="p-3 font-medium text-slate-900 dark:text-white"
                  >
                    {value ?? <NotStated />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 && (
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t('compare.noDifferences')}</p>
      )}
    </div>
  );
}
