import { solutions, type Solution } from './site-pages.ts';

/*
 * What a buyer's mission needs, as the mission finder reads it from its URL and as a lead
 * carries it to sales. Every need is optional. The URL keeps what the visitor typed, as typed, so
 * a half-typed "8." or a mistyped "eight" is never lost; readMissionNeeds makes numbers of it and
 * names what it could not use.
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

/**
 * Each number's unit and the values a mission can sensibly ask for. A value outside is clamped
 * to the nearest bound and the visitor told; the bounds sit beyond anything the catalogue
 * publishes, so clamping never changes which aircraft fit. Integer needs are rounded.
 */
export const needBounds: Record<
  NumericNeed,
  {
    unit: 'kg' | 'km' | 'min' | 'beaufort' | 'm' | 'celsius';
    min: number;
    max: number;
    step: number;
  }
> = {
  payload: { unit: 'kg', min: 0, max: 1000, step: 0.1 },
  range: { unit: 'km', min: 0, max: 5000, step: 1 },
  endurance: { unit: 'min', min: 0, max: 1440, step: 1 },
  wind: { unit: 'beaufort', min: 0, max: 12, step: 1 },
  ceiling: { unit: 'm', min: 0, max: 9000, step: 1 },
  tmin: { unit: 'celsius', min: -60, max: 60, step: 1 },
  tmax: { unit: 'celsius', min: -60, max: 60, step: 1 },
};

/** Why a value in the URL was not used as it was typed. */
export type NeedProblem =
  | { need: NumericNeed; code: 'notANumber'; given: string }
  | { need: NumericNeed; code: 'clamped'; given: string; value: number }
  | { need: 'task'; code: 'unknownTask'; given: string }
  | { need: 'device'; code: 'unknownDevice'; given: string }
  | { need: 'tmin'; code: 'coldAboveHot'; given: string };

/** What the visitor typed, by need: the URL's values, '' where a need is not stated. */
export type TypedNeeds = Record<MissionNeedName, string>;

export function typedNeedsOf(search: URLSearchParams): TypedNeeds {
  return Object.fromEntries(
    missionNeedNames.map((name) => [name, search.get(name) ?? '']),
  ) as TypedNeeds;
}

/**
 * A number as people type it: full-width digits from a Chinese keyboard ("８"), a decimal comma
 * ("7,5"), a typographic minus, spaces, and the form's own unit typed anyway ("8 kg").
 */
export function parseTypedNumber(typed: string): number | undefined {
  const plain = typed
    .normalize('NFKC')
    .trim()
    .replace(/^[−–]/, '-')
    .replace(/(\d),(\d)/, '$1.$2')
    .replace(/\s*(kg|km|min|m|°c|℃|c)$/i, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

function withinBounds(need: NumericNeed, typed: string): { value?: number; problem?: NeedProblem } {
  const parsed = parseTypedNumber(typed);
  if (parsed === undefined) return { problem: { need, code: 'notANumber', given: typed } };
  const { min, max, step } = needBounds[need];
  const stepped = step >= 1 ? Math.round(parsed) : Math.round(parsed / step) * step;
  const value = Math.min(max, Math.max(min, Number(stepped.toFixed(3))));
  // Rounding an integer need is not worth a message; going past a bound is.
  return parsed < min || parsed > max
    ? { value, problem: { need, code: 'clamped', given: typed, value } }
    : { value };
}

/**
 * The needs a URL states, and what in it could not be used as typed. A need left out or empty
 * is not stated. `devices` are the slugs of the payloads a `device` may name.
 */
export function readMissionNeeds(
  typed: TypedNeeds,
  devices: readonly string[],
): { needs: MissionNeeds; problems: NeedProblem[] } {
  const needs: MissionNeeds = {};
  const problems: NeedProblem[] = [];
  const task = typed.task.trim();
  if (task) {
    if ((missionTasks as readonly string[]).includes(task)) needs.task = task as MissionTask;
    else problems.push({ need: 'task', code: 'unknownTask', given: typed.task });
  }
  for (const need of numericNeeds) {
    if (!typed[need].trim()) continue;
    const { value, problem } = withinBounds(need, typed[need]);
    if (value !== undefined) needs[need] = value;
    if (problem) problems.push(problem);
  }
  if (needs.tmin !== undefined && needs.tmax !== undefined && needs.tmin > needs.tmax) {
    problems.push({ need: 'tmin', code: 'coldAboveHot', given: typed.tmin });
    delete needs.tmin;
    delete needs.tmax;
  }
  const device = typed.device.trim();
  if (device) {
    // Slugs are matched without regard to case, as the catalogue's own URLs redirect them.
    const known = devices.find((slug) => slug.toLowerCase() === device.toLowerCase());
    if (known) needs.device = known;
    else problems.push({ need: 'device', code: 'unknownDevice', given: typed.device });
  }
  return { needs, problems };
}

/** The query string that states `needs`, in the form's order; '' when none is stated. */
export function missionQuery(needs: MissionNeeds | Partial<TypedNeeds>): string {
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
