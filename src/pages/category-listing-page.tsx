import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { usePageRef } from '../app/use-page-ref.ts';
import { drones } from '../catalogue/drones.ts';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { formatQuantity } from '../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';

export function CategoryListingPage() {
  const { category } = usePageRef('category');
  const lang = useLanguage();
  const { t } = usePageTranslation(['pages', 'common']);
  const models = drones.filter((drone) => drone.series === category);
  return (
    <>
      <PageIntro
        heading={t(`categories.${category}.heading`)}
        lead={t(`categories.${category}.lead`)}
        breadcrumbs={
          <Breadcrumbs
            crumbs={[
              { label: t('common:nav.home'), to: paths.home(lang) },
              { label: t('common:nav.products'), to: paths.products(lang) },
              { label: t(`common:categories.${category}`) },
            ]}
          />
        }
      />
      {models.length > 0 && (
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
          {models.map((drone) => (
            <li
              key={drone.slug}
              className="rounded-lg border border-slate-200 p-6 dark:border-slate-700"
            >
              <h2 className="text-xl font-semibold">{drone.name}</h2>
              <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-700 dark:text-slate-300">
                  {t('common:figures.maxTakeoffWeight')}
                </dt>
                <dd>{formatQuantity(drone.headline.maxTakeoffWeight, lang, t)}</dd>
                <dt className="text-slate-700 dark:text-slate-300">
                  {t('common:figures.payload')}
                </dt>
                <dd>{formatQuantity(drone.headline.payload, lang, t)}</dd>
              </dl>
              <Link
                to={paths.model(lang, drone.series, drone.slug)}
                className="mt-4 inline-block font-semibold"
                aria-label={t('common:cta.learnMoreAbout', { name: drone.name })}
              >
                {t('common:cta.learnMore')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
