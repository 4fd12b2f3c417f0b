import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import type { CategorySlug } from '../../catalogue/categories.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { useCatalogue } from './catalogue-context.tsx';
import { productsInCategory } from './catalogue-products.ts';
import { categoryTextValues } from './category-text.ts';
import { categoryDrawings } from './illustrations.ts';
import { ProductImage } from './product-image.tsx';
import { productName } from './product-name.ts';

/** A listing as a card: drawing, name, lead, a few of its products and "View All …". */
export function CategoryCard({
  category,
  priority = false,
}: {
  category: CategorySlug;
  /** The first card, in view on every screen: its drawing is fetched at once, not lazily. */
  priority?: boolean;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['pages', 'catalogue', 'common']);
  const catalogue = useCatalogue();
  const products = productsInCategory(catalogue, category);
  const name = t(`common:categories.${category}`);
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <ProductImage
        src={categoryDrawings[category]}
        priority={priority}
        className="rounded-t-lg border-b border-slate-100 dark:border-slate-800"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{name}</h3>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t(
            `categories.${category}.lead`,
            categoryTextValues(catalogue.drones, category, lang, t),
          )}
        </p>
        <p className="mt-3 text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('catalogue:overview.productCount', { count: products.length })}
        </p>
        {/* Each link is at least 24 px tall: WCAG 2.2's minimum for targets packed this close. */}
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {products.slice(0, 6).map((product) => (
            <li key={product.slug}>
              {product.family === 'drones' ? (
                <Link
                  to={paths.model(lang, product.drone.series, product.drone.slug)}
                  className="inline-flex min-h-6 items-center"
                >
                  {productName(product, t)}
                </Link>
              ) : (
                <Link
                  to={paths.productInListing(lang, category, product.slug)}
                  className="inline-flex min-h-6 items-center"
                >
                  {productName(product, t)}
                </Link>
              )}
            </li>
          ))}
        </ul>
        <Link
          to={paths.category(lang, category)}
          className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold"
        >
          {t('catalogue:overview.viewAll', { category: name })}
        </Link>
      </div>
    </li>
  );
}
