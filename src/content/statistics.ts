import { siteConfig } from '../config/site-config.ts';

export type StatisticId = 'years' | 'missions' | 'countries' | 'flightHours';

/**
 * The home page's statistics (SPEC §2). "years" is counted from the founding year in
 * site-config, so it never goes stale; the other three are running totals.
 *
 * Editorial, like the company facts (docs/decisions/003): marketing confirms these totals
 * before launch and updates them here, and only here.
 */
export type Statistic =
  | { id: 'years'; since: number }
  | { id: Exclude<StatisticId, 'years'>; value: number; orMore: boolean };

export const statistics: readonly Statistic[] = [
  { id: 'years', since: siteConfig.foundedYear },
  { id: 'missions', value: 120_000, orMore: true },
  { id: 'countries', value: 40, orMore: true },
  { id: 'flightHours', value: 850_000, orMore: true },
];

/** The figure a statistic shows in a given year. */
export function statisticValue(statistic: Statistic, year: number): number {
  return statistic.id === 'years' ? year - statistic.since : statistic.value;
}
