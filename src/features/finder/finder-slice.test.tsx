import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import { solutionContent } from '../../content/solutions.ts';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { languages } from '../../i18n/languages.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { LanguageContext } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../../pages/page-namespaces.ts';
import type { MissionNeeds } from '../../routing/mission-query.ts';
import { CatalogueProvider } from '../catalogue/catalogue-context.tsx';
import { catalogueSlices } from '../catalogue/catalogue-slices.ts';
import { fullCatalogue } from '../catalogue/full-catalogue.ts';
import { judgeMission } from './mission-judgement.ts';
import { MissionToSales } from './mission-to-sales.tsx';
import { RankedAircraft } from './ranked-aircraft.tsx';

const i18n = await createTestI18n();
const finderSlice = catalogueSlices(fullCatalogue, solutionContent).finder!;

/** Missions that state every need, each device family, and none that fits. */
const missions: MissionNeeds[] = [
  { task: 'inspection' },
  { task: 'firefighting', payload: 20 },
  { task: 'logistics', range: 100, endurance: 30 },
  { payload: 8, endurance: 120 },
  { wind: 7, ceiling: 5000 },
  { tmin: -20, tmax: 50 },
  { device: 'zs-IRT25', endurance: 60 },
  { device: 'hydrant-water-jet', payload: 30 },
  { device: 'release-hook-5kg', payload: 4 },
  { payload: 500 },
];

/** What the finder shows below its form once `needs` are ranked from `catalogue`. */
function ranking(catalogue: Catalogue, lang: (typeof languages)[number], needs: MissionNeeds) {
  const judgement = judgeMission(catalogue, needs);
  const bestFit = judgement.aircraft.find((aircraft) => aircraft.fit === 'fits');
  const t = i18n.getFixedT(lang, pageNamespaces.finder);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LanguageContext value={lang}>
        <MemoryRouter>
          <CatalogueProvider catalogue={catalogue}>
            <MissionToSales needs={needs} bestFit={bestFit} />
            <RankedAircraft
              judgement={judgement}
              bestFit={bestFit}
              context={{ needs, lang, t }}
              // Two in the compare bar, which names them from the catalogue.
              compared="zs-VT30,zs-EM25"
              commit={() => {}}
            />
          </CatalogueProvider>
        </MemoryRouter>
      </LanguageContext>
    </I18nProvider>,
  );
}

describe("the finder's slice of the catalogue", () => {
  // The prerender checks the finder as it starts, with no mission; its ranking is rendered in
  // the browser only, from the slice that leaves out what the finder does not read.
  it.each(languages.flatMap((lang) => missions.map((needs) => [lang, needs] as const)))(
    'ranks %s %j as the whole catalogue does',
    (lang, needs) => {
      const shown = ranking(finderSlice, lang, needs);
      expect(shown).toContain('data-testid="fit-card"');
      expect(shown).toBe(ranking(fullCatalogue, lang, needs));
    },
  );
});
