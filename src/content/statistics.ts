import { siteConfig } from '../config/site-config.ts';
import { statisticTotals } from '../generated/home.ts';

export type StatisticId = 'years' | 'missions' | 'countries' | 'flightHours';

/**
 * The home page's statistics (docs/requirements/pages.md). "years" is counted from the founding
 * year of the company facts, so it never goes stale; the other three are running totals
 * (content/pages/home.yaml).
 *
 * The totals are editorial, like the company facts (docs/decisions/003), and marked so: marketing
 * confirms each before launch, updates it in the content, and only there, and removes its mark.
 */
export type Statistic =
  | { id: 'years'; since: number }
  | {
      id: Exclude<StatisticId, 'years'>;
      value: number;
      orMore: boolean;
      /** Written for launch; marketing confirms the total and removes the mark. */
      editorial?: boolean;
    };

export const statistics: readonly Statistic[] = [
  { id: 'years', since: siteConfig.foundedYear },
  { id: 'missions', ...statisticTotals.missions },
  { id: 'countries', ...statisticTotals.countries },
  { id: 'flightHours', ...statisticTotals.flightHours },
];

/** The average flight of a mission the statistics imply, in hours. */
export function hoursPerMission(list: readonly Statistic[] = statistics): number | undefined {
  const value = (id: StatisticId) => {
    const found = list.find((statistic) => statistic.id === id);
    return found && 'value' in found ? found.value : undefined;
  };
  const hours = value('flightHours');
  const missions = value('missions');
  return hours === undefined || missions === undefined ? undefined : hours / missions;
}

/** The figure a statistic shows in a given year. */
export function statisticValue(statistic: Statistic, year: number): number {
  return statistic.id === 'years' ? year - statistic.since : statistic.value;
}
