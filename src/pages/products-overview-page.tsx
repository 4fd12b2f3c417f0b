import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../routing/paths.ts';
import { categories, families, type Family } from '../catalogue/categories.ts';
import { CategoryCard } from '../features/catalogue/category-card.tsx';
import { ProductTabs } from '../features/catalogue/product-tabs.tsx';
import { useHeldChoice } from '../features/catalogue/use-held-choice.ts';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

const tabParameter = 'tab';

function isFamily(value: string | null): value is Family {
  return (families as readonly (string | null)[]).includes(value);
}

/** The products overview of docs/requirements/pages.md: three tabs and Start Custom Project. */
export function ProductsOverviewPage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.products);
  const query = useHydratedSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const requested = query.get(tabParameter);
  const fromUrl: Family = isFamily(requested) ? requested : 'drones';
  // The selected tab never lags behind the focused one (use-held-choice.ts).
  const [current, hold] = useHeldChoice(fromUrl, (family) => family);
  const tabHref = (family: Family) => `${pathname}?${tabParameter}=${family}`;

  const tabs = families.map((family) => {
    const listings = categories.filter((category) => category.family === family);
    const all = listings.find((category) => category.isFamilyListing);
    const parts = listings.filter((category) => !category.isFamilyListing);
    return {
      id: family,
      label: t(`catalogue:overview.tabs.${family}`),
      href: tabHref(family),
      panel: (
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
                {t(`common:families.${family}`)}
              </h2>
              <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
                {t(`catalogue:overview.leads.${family}`)}
              </p>
            </div>
            {all && (
              <Link
                to={paths.category(lang, all.slug)}
                data-testid="view-all"
                className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 py-2 font-semibold no-underline hover:bg-brand-50 dark:border-sky-300 dark:hover:bg-slate-800"
              >
                {t('catalogue:overview.viewAll', { category: t(`common:families.${family}`) })}
              </Link>
            )}
          </div>
          <ul className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {parts.map((category, index) => (
              <CategoryCard
                key={category.slug}
                category={category.slug}
                // The first card only: docs/decisions/063-one-eager-drawing.md.
                priority={family === current && index === 0}
              />
            ))}
          </ul>
        </div>
      ),
    };
  });

  return (
    <>
      <PageIntro heading={t('products.heading')} lead={t('products.lead')}>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ContactSalesLink prefill={{ intent: 'custom' }}>
            {t('common:cta.startCustomProject')}
          </ContactSalesLink>
          <p className="max-w-xl text-sm text-slate-700 dark:text-slate-300">
            {t('catalogue:overview.customLead')}
          </p>
        </div>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.finder(lang)} className="font-semibold">
            {t('catalogue:overview.finderLink')}
          </Link>
          <Link to={paths.compare(lang)} className="font-semibold">
            {t('catalogue:overview.compareLink')}
          </Link>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ProductTabs
          tabs={tabs}
          current={current}
          label={t('catalogue:overview.tabsLabel')}
          onSelect={(family) => {
            hold(family);
            void navigate(tabHref(family), { replace: true, preventScrollReset: true });
          }}
        />
      </div>
    </>
  );
}
