import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { categories, families } from '../catalogue/categories.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';

export function ProductsOverviewPage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(['pages', 'common']);
  return (
    <>
      <PageIntro heading={t('products.heading')} lead={t('products.lead')}>
        <div className="mt-8">
          <ContactSalesLink prefill={{ intent: 'custom' }}>
            {t('common:cta.startCustomProject')}
          </ContactSalesLink>
        </div>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        {families.map((family) => (
          <section key={family} aria-labelledby={`family-${family}`}>
            <h2 id={`family-${family}`} className="text-xl font-bold">
              {t(`common:families.${family}`)}
            </h2>
            <ul className="mt-4 space-y-2">
              {categories
                .filter((category) => category.family === family)
                .map((category) => (
                  <li key={category.slug}>
                    <Link to={paths.category(lang, category.slug)}>
                      {t(`common:categories.${category.slug}`)}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
