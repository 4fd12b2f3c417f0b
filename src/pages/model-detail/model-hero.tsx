import { paths } from '../../routing/paths.ts';
import { ProductPicture } from '../../features/catalogue/product-picture.tsx';
import { modelHeadlineFigures } from '../../features/catalogue/model-headline-figures.ts';
import { productHeadingId } from '../../features/catalogue/product-heading-id.ts';
import { Breadcrumbs } from '../../features/page-parts/breadcrumbs.tsx';
import { OpeningBand } from '../../features/page-parts/opening-band.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { modelProduct, type ModelPartProps } from './model-part.ts';

/** The top of a model page: where it sits, its name, its description and headline figures. */
export function ModelHero({ drone, values }: ModelPartProps) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const product = modelProduct(drone);
  const headline = modelHeadlineFigures(drone, lang, t);
  return (
    <OpeningBand className="grid grid-cols-1 items-center gap-8 py-10 sm:py-14 lg:grid-cols-2">
      <div>
        <Breadcrumbs
          inProducts
          crumbs={[
            { label: t(`common:series.${drone.series}`), to: paths.category(lang, drone.series) },
            { label: drone.name },
          ]}
        />
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-sky-300">
          {t(`common:series.${drone.series}`)}
        </p>
        <h1
          id={productHeadingId(drone.slug)}
          className="mt-2 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl dark:text-white"
        >
          {drone.name}
        </h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
          {t(`drones.${drone.slug}.description`, values)}
        </p>
        <h2 className="sr-only">{t('model.headlineFigures')}</h2>
        <dl
          className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4"
          data-testid="headline-figures"
        >
          {headline.map((row) => (
            <div
              key={row.key}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-700 dark:text-slate-300">{row.label}</dt>
              <dd className="mt-1 text-lg font-bold text-brand-800 dark:text-white">{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ProductPicture
        product={product}
        sizes="(min-width: 1024px) 576px, 100vw"
        priority
        className="mx-auto max-w-xl"
      />
    </OpeningBand>
  );
}
