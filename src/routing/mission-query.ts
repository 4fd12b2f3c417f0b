import { solutions, type Solution } from './site-pages.ts';

/*
 * What a buyer's mission needs, as the mission finder's URL states it and as a lead carries it
 * to sales: the needs' names and the query that writes them. Apart from reading what was typed
 * (mission-needs.ts), because every link to the finder or the contact page writes a mission and
 * so ships this module with every page.
 */

/** The work the aircraft is bought for; each solution page is one. */
export type MissionTask = Solution;
export const missionTasks: readonly MissionTask[] = solutions;

/** The needs that are numbers, each in one unit. */
export const numericNeeds = [
  'payload',
  'range',
  'endurance',
  'wind',
  'ceiling',
  'tmin',
  'tmax',
] as const;
export type NumericNeed = (typeof numericNeeds)[number];

/** Every need, in the order the form asks and the URL writes them; each is its URL parameter. */
export const missionNeedNames = ['task', ...numericNeeds, 'device'] as const;
export type MissionNeedName = (typeof missionNeedNames)[number];

export interface MissionNeeds {
  task?: MissionTask;
  /** What the aircraft must carry, kg. */
  payload?: number;
  /** How far it must fly, km. */
  range?: number;
  /** How long it must fly with that payload, min. */
  endurance?: number;
  /** The wind at take-off, Beaufort level. */
  wind?: number;
  /** How high it must fly, m above sea level. */
  ceiling?: number;
  /** The lowest and highest temperatures it must work in, °C. */
  tmin?: number;
  tmax?: number;
  /** One payload of the catalogue it must carry, by slug (e.g. zs-IRT35). */
  device?: string;
}

/** The query string that states `needs`, in the form's order; '' when none is stated. */
export function missionQuery(
  needs: MissionNeeds | Partial<Record<MissionNeedName, string>>,
): string {
  const query = new URLSearchParams();
  for (const name of missionNeedNames) {
    const value = needs[name];
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `?${search}` : '';
}

export function hasNeeds(needs: MissionNeeds): boolean {
  return missionNeedNames.some((name) => needs[name] !== undefined);
}
