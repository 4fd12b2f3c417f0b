import {
  missionNeedNames,
  missionTasks,
  numericNeeds,
  type MissionNeedName,
  type MissionNeeds,
  type MissionTask,
  type NumericNeed,
} from './mission-query.ts';

/*
 * A mission as the visitor typed it in the finder's URL, read into numbers. The URL keeps what
 * the visitor typed, as typed, so a half-typed "8." or a mistyped "eight" is never lost;
 * readMissionNeeds makes numbers of it and names what it could not use.
 */

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
 * How each need's unit may be typed after the number, in either language: only a need's own
 * unit is read away, so "500 m" in the range box is refused rather than taken as 500 km.
 * (After NFKC, "℃" is "°C".)
 */
const typedUnits: Record<NumericNeed, RegExp> = {
  payload: /\s*(?:kg|公斤|千克)$/i,
  range: /\s*(?:km|公里|千米)$/i,
  endurance: /\s*(?:min|分钟|分)$/i,
  wind: /\s*级$/,
  ceiling: /\s*(?:m|米)$/i,
  tmin: /\s*(?:°c|度)$/i,
  tmax: /\s*(?:°c|度)$/i,
};

/** What is still being typed: a lone sign or separator, the start of "-20" or ".5". */
function isUnfinishedNumber(typed: string): boolean {
  return /^\s*[-+−–]?[.,]?\s*$/.test(typed.normalize('NFKC'));
}

/**
 * A number as people type it for `need`: full-width digits from a Chinese keyboard ("８"), a
 * decimal comma ("7,5"), thousands grouped with commas ("4,500"), a typographic minus, spaces,
 * and the box's own unit typed anyway ("8 kg", "8公斤").
 */
export function parseTypedNumber(typed: string, need: NumericNeed): number | undefined {
  const withoutUnit = typed
    .normalize('NFKC')
    .trim()
    .replace(/^[−–]/, '-')
    .replace(typedUnits[need], '');
  const plain = /^[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(withoutUnit)
    ? withoutUnit.replaceAll(',', '')
    : withoutUnit.replace(/^([-+]?\d+),(\d{0,2})$/, '$1.$2');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(plain)) return undefined;
  return Number(plain);
}

/**
 * Rounds a need to its step towards the stricter side, so rounding never asks less than was
 * typed: up for what the aircraft must reach or exceed, down for the lowest temperature.
 */
function toStep(need: NumericNeed, value: number): number {
  const { step } = needBounds[need];
  const round = need === 'tmin' ? Math.floor : Math.ceil;
  // toFixed first: 8.1 / 0.1 is 80.99999999999999, which must not round up to 8.2.
  return Number((round(Number((value / step).toFixed(6))) * step).toFixed(3));
}

function withinBounds(need: NumericNeed, typed: string): { value?: number; problem?: NeedProblem } {
  const parsed = parseTypedNumber(typed, need);
  if (parsed === undefined) return { problem: { need, code: 'notANumber', given: typed } };
  const { min, max } = needBounds[need];
  const value = Math.min(max, Math.max(min, toStep(need, parsed)));
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
    // Not stated until the visitor has typed a number: "-" is the start of "-20".
    if (!typed[need].trim() || isUnfinishedNumber(typed[need])) continue;
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
