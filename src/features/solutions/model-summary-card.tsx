import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { formatQuantity } from '../../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { useCatalogue } from '../catalogue/catalogue-context.tsx';
import { findProduct } from '../catalogue/catalogue-products.ts';
import { cardImageSizes, ProductPicture } from '../catalogue/product-picture.tsx';
import { QuoteLink } from '../page-parts/quote-link.tsx';

/**
 * An aircraft as a solution page presents it: what it does in this solution, its headline
 * figures from the catalogue, its page and a quote request naming it.
 */
export function ModelSummaryCard({ slug, role }: { slug: string; role: string }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['solutions', 'common']);
  const product = findProduct(useCatalogue(), slug);
  if (product?.family !== 'drones') {
    throw new Error(`The solution pages name ${slug}, which the catalogue's drones lack.`);
  }
  const { drone } = product;
  const figures = [
    ['maxTakeoffWeight', drone.headline.maxTakeoffWeight],
    ['payload', drone.headline.payload],
    ['range', drone.headline.range],
  ] as const;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <ProductPicture
        product={product}
        sizes={cardImageSizes}
        className="border-b border-slate-100 dark:border-slate-800"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-medium text-brand-700 dark:text-sky-300">
          {t(`common:series.${drone.series}`)}
        </p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{drone.name}</h3>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{role}</p>
        <dl className="mt-4 grid flex-1 grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 text-sm">
          {figures.map(([label, figure]) =>
            figure ? (
              <div key={label} className="contents">
                <dt className="text-slate-600 dark:text-slate-400">
                  {t(`common:figures.${label}`)}
                </dt>
                <dd className="font-semibold text-slate-900 dark:text-white">
                  {formatQuantity(figure, lang, t)}
                </dd>
              </div>
            ) : null,
          )}
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <QuoteLink slug={drone.slug} name={drone.name} />
          <Link to={paths.model(lang, drone.series, drone.slug)} className="font-semibold">
            {t('common:cta.learnMore')}
            {/* Said, not shown: "Learn More" alone does not tell a link list which product. */}
            <span className="sr-only">{t('common:cta.learnMoreTopic', { name: drone.name })}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
