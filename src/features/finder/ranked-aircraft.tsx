import { usePageTranslation } from '../../i18n/use-language.ts';
import { CompareBar } from '../catalogue/compare-bar.tsx';
import { readCompareSelection } from '../catalogue/listing-url.ts';
import { useCompare } from '../catalogue/use-compare.ts';
import { useStableCallback } from '../catalogue/use-stable-callback.ts';
import { AircraftFitCard } from './aircraft-fit-card.tsx';
import type { CheckTextContext } from './check-text.ts';
import type { AircraftJudgement, MissionJudgement } from './mission-judgement.ts';
import { fitGroups } from './fit-groups.ts';

/**
 * Every aircraft as judged, in its group (meets every need, ask sales, does not fit), each with
 * a compare box, and the compare bar of the listings. The choice to compare lives in the URL
 * (`compared`, changed through `commit`), as on a listing.
 */
export function RankedAircraft({
  judgement,
  bestFit,
  context,
  compared,
  commit,
}: {
  judgement: MissionJudgement;
  bestFit: AircraftJudgement | undefined;
  context: CheckTextContext;
  /** The URL's `compare` parameter, as written. */
  compared: string | null;
  commit: (next: readonly string[]) => void;
}) {
  const { t } = usePageTranslation(['finder', 'common']);
  const chosen = readCompareSelection(
    compared,
    judgement.aircraft.map(({ drone }) => drone.slug),
  );
  const compare = useCompare(chosen, commit);
  const toggleCompare = useStableCallback(compare.toggle);
  const groups = fitGroups.map((fit) => {
    const aircraft = judgement.aircraft.filter((judged) => judged.fit === fit);
    if (aircraft.length === 0) return null;
    return (
      <section key={fit} aria-labelledby={`finder-group-${fit}`} className="mt-8">
        <h3
          id={`finder-group-${fit}`}
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t(`groups.${fit}`)}
        </h3>
        {fit === 'askSales' && (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('groups.askSalesLead')}
          </p>
        )}
        <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid={`finder-${fit}`}>
          {aircraft.map((judged) => (
            <AircraftFitCard
              key={judged.drone.slug}
              judgement={judged}
              context={context}
              bestFit={judged === bestFit}
              comparing={compare.selected.includes(judged.drone.slug)}
              onToggleCompare={toggleCompare}
            />
          ))}
        </ul>
      </section>
    );
  });
  return (
    <>
      {groups}
      <CompareBar compare={compare} />
    </>
  );
}
