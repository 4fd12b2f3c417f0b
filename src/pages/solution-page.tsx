import { usePageRef } from '../routing/use-page-ref.ts';
import { deliveryTimeReduction } from '../content/claims.ts';
import { solutionContent } from '../content/solutions.ts';
import { firefightingScenes } from '../features/illustrations/firefighting-scenes.ts';
import { logisticsScenes } from '../features/illustrations/logistics-scenes.ts';
import { deferredPart } from '../features/hydration/deferred-part.tsx';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { SalesAndQuoteLinks } from '../features/page-parts/sales-and-quote-links.tsx';
import { CtaBand } from '../features/page-parts/cta-band.tsx';
import { PageHero } from '../features/page-parts/page-hero.tsx';
import { ScenariosSection } from '../features/page-parts/scenarios-section.tsx';
import { DeliveryClaim } from '../features/solutions/delivery-claim.tsx';
import { formatPercent } from '../i18n/format-count.ts';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

// The aircraft and payload cards start well below the first screen: hydrated when the visitor
// comes near them (docs/decisions/090).
const SolutionProducts = deferredPart(() =>
  import('./solution/solution-products.tsx').then((module) => module.SolutionProducts),
);

const scenes: Record<'firefighting' | 'logistics', Record<string, string>> = {
  firefighting: firefightingScenes,
  logistics: logisticsScenes,
};

/** Firefighting and logistics; /inspection shows the home screen (docs/requirements/routes.md). */
export function SolutionPage() {
  const { solution } = usePageRef('solution');
  if (solution === 'inspection') {
    throw new Error('/inspection shows the home screen; the route table loads its module.');
  }
  return <SolutionScreen solution={solution} />;
}

function SolutionScreen({ solution }: { solution: 'firefighting' | 'logistics' }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.solution);
  const content = solutionContent[solution];
  const images = scenes[solution];
  const percent = formatPercent(deliveryTimeReduction.value, lang);
  return (
    <>
      <PageHero
        eyebrow={t('common:nav.solutions')}
        heading={t(`pages:solutions.${solution}.heading`)}
        lead={t(`pages:solutions.${solution}.lead`, { percent })}
        image={images.hero ?? ''}
        breadcrumbs={<Breadcrumbs crumbs={[{ label: t(`common:solutions.${solution}`) }]} />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <SalesAndQuoteLinks />
        </div>
      </PageHero>

      {solution === 'logistics' && <DeliveryClaim />}

      <ScenariosSection
        eyebrow={t(`${solution}.scenarios.eyebrow`)}
        title={t(`${solution}.scenarios.heading`)}
        lead={t(`${solution}.scenarios.lead`)}
        modelsLabel={t('suggested')}
        scenarios={content.scenarios.map((scenario) => ({
          id: scenario.id,
          image: images[scenario.id] ?? '',
          title: t(`${solution}.scenarios.items.${scenario.id}.title`),
          text: t(`${solution}.scenarios.items.${scenario.id}.text`),
          models: scenario.models,
        }))}
      />

      <SolutionProducts solution={solution} />

      <CtaBand heading={t(`${solution}.cta.heading`)} text={t(`${solution}.cta.text`)}>
        <SalesAndQuoteLinks />
      </CtaBand>
    </>
  );
}
