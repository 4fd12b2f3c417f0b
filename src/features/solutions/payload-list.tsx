import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { useCatalogue } from '../catalogue/catalogue-context.tsx';
import { productsInCategory } from '../catalogue/catalogue-products.ts';
import { productTextValues } from '../catalogue/product-text.ts';
import { ProductPicture } from '../catalogue/product-picture.tsx';

/**
 * The payloads of one listing as a solution page presents them: drawing, name and one line,
 * each leading to its full entry in the listing. Names and text are the catalogue's own.
 */
export function PayloadList({ category }: { category: 'firefighting' | 'delivery' }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['catalogue', 'common']);
  const catalogue = useCatalogue();
  const listing = paths.category(lang, category);
  return (
    <ul
      className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
      data-testid="solution-payloads"
    >
      {productsInCategory(catalogue, category).map((product) => (
        <li
          key={product.slug}
          className="flex items-start gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="w-24 shrink-0 max-sm:max-w-1/3 sm:w-28">
            <ProductPicture product={product} sizes="7rem" />
          </div>
          <div className="min-w-0">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <Link to={`${listing}#${product.slug}`} className="no-underline hover:underline">
                {t(`payloads.${product.slug}.name`)}
              </Link>
            </h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t(
                `payloads.${product.slug}.summary`,
                productTextValues(catalogue, product, lang, t),
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
