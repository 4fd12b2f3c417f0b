import { Link } from 'react-router';
import { paths } from '../routing/paths.ts';
import { quantity } from '../catalogue/quantity.ts';
import { fleet, inspectionScenarios } from '../content/home-content.ts';
import { deliveryTimeReduction } from '../content/claims.ts';
import { NewsList } from '../features/home/news-list.tsx';
import { OpticalModules } from '../features/home/optical-modules.tsx';
import { StatisticsBand } from '../features/home/statistics-band.tsx';
import { inspectionScenes } from '../features/illustrations/inspection-scenes.ts';
import { ContactSalesLink } from '../features/page-parts/contact-sales-link.tsx';
import { SalesAndQuoteLinks } from '../features/page-parts/sales-and-quote-links.tsx';
import { CtaBand } from '../features/page-parts/cta-band.tsx';
import { PageHero } from '../features/page-parts/page-hero.tsx';
import { ScenariosSection } from '../features/page-parts/scenarios-section.tsx';
import { PageSection } from '../features/page-parts/page-section.tsx';
import { formatPercent } from '../i18n/format-count.ts';
import { formatQuantity } from '../i18n/format-quantity.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

const otherSolutions = ['firefighting', 'logistics'] as const;

/** The home, which is also the inspection and mapping solution (docs/requirements/pages.md). */
export function HomePage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.home);
  const heroFigures = [
    t('hero.range', {
      value: formatQuantity(quantity(fleet.longestRangeKm, 'km'), lang, t),
    }),
    t('hero.payload', {
      value: formatQuantity(quantity(fleet.heaviestPayloadKg, 'kg'), lang, t),
    }),
    t('hero.models', { value: fleet.modelCount }),
  ];
  return (
    <>
      <PageHero
        eyebrow={t('common:solutions.inspection')}
        heading={t('pages:home.heading')}
        lead={t('pages:home.lead')}
        image={inspectionScenes.hero}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ContactSalesLink prefill={{ intent: 'sales' }}>
            {t('common:cta.contactSales')}
          </ContactSalesLink>
          <Link
            to={paths.finder(lang)}
            className="inline-flex min-h-11 items-center rounded-md border border-brand-700 px-5 py-2 font-semibold no-underline hover:bg-brand-50 dark:border-sky-300 dark:hover:bg-slate-800"
          >
            {t('common:cta.findByMission')}
          </Link>
          <Link
            to={paths.products(lang)}
            className="inline-flex min-h-11 items-center rounded-md px-5 py-2 font-semibold"
          >
            {t('common:cta.exploreProducts')}
          </Link>
        </div>
        <ul
          aria-label={t('hero.figuresLabel')}
          className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          {heroFigures.map((figure) => (
            <li key={figure} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-signal-400" />
              {figure}
            </li>
          ))}
        </ul>
      </PageHero>

      <StatisticsBand />

      <PageSection
        id="optics-heading"
        eyebrow={t('optics.eyebrow')}
        title={t('optics.heading')}
        lead={t('optics.lead')}
        spacing="pt-16 sm:pt-20"
      >
        <OpticalModules />
        <Link to={paths.category(lang, 'sensors')} className="mt-8 inline-block font-semibold">
          {t('optics.viewAll')}
        </Link>
      </PageSection>

      <ScenariosSection
        eyebrow={t('scenarios.eyebrow')}
        title={t('scenarios.heading')}
        lead={t('scenarios.lead')}
        modelsLabel={t('scenarios.suggested')}
        scenarios={inspectionScenarios.map((scenario) => ({
          id: scenario.id,
          image: inspectionScenes[scenario.id],
          title: t(`scenarios.items.${scenario.id}.title`),
          text: t(`scenarios.items.${scenario.id}.text`),
          models: scenario.models,
        }))}
      />

      <PageSection
        id="news-heading"
        eyebrow={t('news.eyebrow')}
        title={t('news.heading')}
        tinted
        spacing="py-16 sm:py-20"
      >
        <NewsList count={4} />
      </PageSection>

      <PageSection
        id="solutions-heading"
        eyebrow={t('solutions.eyebrow')}
        title={t('solutions.heading')}
        spacing="pt-16 sm:pt-20"
      >
        <ul className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
          {otherSolutions.map((solution) => (
            <li
              key={solution}
              className="rounded-xl border border-slate-200 p-6 dark:border-slate-800"
            >
              <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                {t(`common:solutions.${solution}`)}
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`pages:solutions.${solution}.lead`, {
                  percent: formatPercent(deliveryTimeReduction.value, lang),
                })}
              </p>
              <Link to={paths.solution(lang, solution)} className="mt-4 inline-block font-semibold">
                {t('solutions.link', { solution: t(`common:solutions.${solution}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaBand heading={t('cta.heading')} text={t('cta.text')}>
        <SalesAndQuoteLinks quoteLabel={t('cta.quote')} />
      </CtaBand>
    </>
  );
}
