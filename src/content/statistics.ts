import { siteConfig } from '../config/site-config.ts';

export type StatisticId = 'years' | 'missions' | 'countries' | 'flightHours';

/**
 * The home page's statistics (SPEC §2). "years" is counted from the founding year in
 * site-config, so it never goes stale; the other three are running totals.
 *
 * The totals are editorial, like the company facts (docs/decisions/003), and marked so: marketing
 * confirms each before launch, updates it here, and only here, and removes its mark.
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
  // 350,000 hours over 500,000 missions is 42 minutes a mission: multirotor sorties of half
  // an hour, VTOL and tandem missions of several. validate-content.ts refuses an average
  // outside a quarter of an hour to three hours.
  { id: 'missions', value: 500_000, orMore: true, editorial: true },
  { id: 'countries', value: 40, orMore: true, editorial: true },
  { id: 'flightHours', value: 350_000, orMore: true, editorial: true },
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
