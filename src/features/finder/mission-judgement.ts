import { solutionPayloadCategory } from '../../catalogue/solution-payloads.ts';
import type { Drone } from '../../catalogue/drones.ts';
import { deviceWeight, loadRating, payloadOnAircraft } from '../../catalogue/payload-weight.ts';
import type { Payload } from '../../catalogue/payloads.ts';
import {
  conditionKeysOf,
  valueIn,
  type ConditionKey,
  type Qualifier,
  type Quantity,
  type Unit,
} from '../../catalogue/quantity.ts';
import {
  missionNeedNames,
  type MissionNeedName,
  type MissionNeeds,
} from '../../routing/mission-query.ts';
import { payloadsCarriedBy } from '../catalogue/catalogue-products.ts';
import { beaufortLevelOf } from './beaufort.ts';
import { fitGroups, type Fit } from './fit-groups.ts';

/** What one stated need says of one aircraft. */
export type NeedOutcome = 'meets' | 'fails' | 'unknown';

/**
 * Where an endurance figure comes from: a published point (with the load it was measured at),
 * a linear estimate between two published points, or a published point at a heavier load,
 * which the aircraft at least reaches with less.
 */
export type EnduranceBasis =
  | { kind: 'published'; condition?: ConditionKey; atPayload?: number }
  | { kind: 'estimate'; between: readonly [number, number] }
  | { kind: 'heavierPoint'; atPayload: number };

/** The aircraft's figure a need was judged against, in the need's unit. */
export interface JudgedFigure {
  value: number;
  /** As published: "at least 500 km" stays a lower bound. */
  qualifier?: Qualifier;
  /** Endurance only: where the figure comes from. */
  basis?: EnduranceBasis;
}

export interface NeedCheck {
  need: MissionNeedName;
  outcome: NeedOutcome;
  /** The aircraft's figure; absent when it publishes none that answers the need. */
  figure?: JudgedFigure;
  /**
   * How far the figure is on the right side of the need (positive) or the wrong side
   * (negative), in the need's unit. Absent for task and device, and when unknown.
   */
  margin?: number;
  /**
   * For an unknown: why. 'notPublished' (no figure), 'onRequest' (the page says "on request"),
   * 'noPointCovers' (endurance at a payload no published figure covers), 'noPayloads' (the
   * aircraft lists no payloads, so none is known to serve the task), 'lowerBound' (the aircraft
   * publishes only a lower bound, "at least 3 h", and it falls short of the need).
   */
  unknownBecause?: UnknownReason;
}

export type UnknownReason =
  'notPublished' | 'onRequest' | 'noPointCovers' | 'noPayloads' | 'lowerBound';

export interface AircraftJudgement {
  drone: Drone;
  fit: Fit;
  /** One check per stated need, in missionNeedNames order. */
  checks: readonly NeedCheck[];
  /** The aircraft's payloads (from the catalogue) that serve the stated task, or all its payloads. */
  servingPayloads: readonly Payload[];
  /**
   * What the aircraft must carry for this mission, kg: the stated payload, the device's own
   * weight added for a device that carries a load (decision 012). Undefined when none is stated.
   */
  carriedWeight?: number;
}

export interface MissionJudgement {
  /**
   * Every aircraft, in fitGroups' order: those that fit (lightest max. take-off weight first),
   * then those to ask sales about, then those that do not fit.
   */
  aircraft: readonly AircraftJudgement[];
}

/** What the mission asks of every aircraft alike, worked out once. */
interface Mission {
  needs: MissionNeeds;
  device?: Payload;
  carriedWeight?: number;
}

/** One aircraft as the checks see it. */
interface Aircraft {
  drone: Drone;
  /** Its payloads, looked up in the catalogue, in the order it lists them. */
  fitted: readonly Payload[];
  /** Its payload, kg: device and load together. */
  lift: number;
}

type Verdict = Omit<NeedCheck, 'need'>;
type StatedNeeds = Required<MissionNeeds>;
type NeedJudges = {
  [N in MissionNeedName]: (aircraft: Aircraft, need: StatedNeeds[N], mission: Mission) => Verdict;
};

/** Ranks every aircraft against `needs`, from the catalogue's own figures. */
export function judgeMission(
  catalogue: { drones: readonly Drone[]; payloads: readonly Payload[] },
  needs: MissionNeeds,
): MissionJudgement {
  const device = catalogue.payloads.find(({ slug }) => slug === needs.device);
  const mission: Mission = { needs, device, carriedWeight: carriedWeightOf(needs, device) };
  const aircraft = catalogue.drones
    .map((drone) => judgeAircraft(aircraftOf(drone, catalogue.payloads), mission))
    .sort(byRank);
  return { aircraft };
}

/**
 * What the aircraft lifts for this mission (decision 012): a device that carries a load lifts it
 * on top of its own weight; a sensor carries nothing, so the stated payload already counts it
 * unless the sensor is the heavier of the two.
 */
function carriedWeightOf(needs: MissionNeeds, device: Payload | undefined): number | undefined {
  if (!device) return needs.payload;
  const own = amount(deviceWeight(device), 'kg');
  const stated = needs.payload ?? 0;
  return tidy(loadRating(device) ? own + stated : Math.max(own, stated));
}

function aircraftOf(drone: Drone, payloads: readonly Payload[]): Aircraft {
  const fitted = payloadsCarriedBy({ payloads }, drone);
  return { drone, fitted, lift: amount(drone.headline.payload, 'kg') };
}

function judgeAircraft(aircraft: Aircraft, mission: Mission): AircraftJudgement {
  const checks = missionNeedNames.flatMap((name) => {
    const need = mission.needs[name];
    return need === undefined ? [] : [checkOf(name, need, aircraft, mission)];
  });
  const { task } = mission.needs;
  const servingPayloads = task
    ? aircraft.fitted.filter(({ category }) => category === solutionPayloadCategory[task])
    : aircraft.fitted;
  return {
    drone: aircraft.drone,
    fit: fitOf(checks),
    checks,
    servingPayloads,
    carriedWeight: mission.carriedWeight,
  };
}

function checkOf<N extends MissionNeedName>(
  name: N,
  need: StatedNeeds[N],
  aircraft: Aircraft,
  mission: Mission,
): NeedCheck {
  return { need: name, ...needJudges[name](aircraft, need, mission) };
}

function fitOf(checks: readonly NeedCheck[]): Fit {
  if (checks.some(({ outcome }) => outcome === 'fails')) return 'doesNotFit';
  if (checks.some(({ outcome }) => outcome === 'unknown')) return 'askSales';
  return 'fits';
}

function byRank(a: AircraftJudgement, b: AircraftJudgement): number {
  return (
    fitGroups.indexOf(a.fit) - fitGroups.indexOf(b.fit) ||
    failuresOf(a) - failuresOf(b) ||
    amount(a.drone.headline.maxTakeoffWeight, 'kg') -
      amount(b.drone.headline.maxTakeoffWeight, 'kg')
  );
}

function failuresOf(judgement: AircraftJudgement): number {
  return judgement.checks.filter(({ outcome }) => outcome === 'fails').length;
}

const needJudges: NeedJudges = {
  task: (aircraft, task) => {
    // Nothing listed says nothing about the task; a list without the family says no.
    if (aircraft.fitted.length === 0) return unknown('noPayloads');
    const serves = aircraft.fitted.some(
      ({ category }) => category === solutionPayloadCategory[task],
    );
    return { outcome: serves ? 'meets' : 'fails' };
  },
  payload: (aircraft, stated, mission) => {
    const figure = figureIn(aircraft.drone.headline.payload, 'kg');
    return judgeFigure(figure, figure.value - (mission.carriedWeight ?? stated));
  },
  range: ({ drone }, need) => {
    if (!drone.headline.range) return unknown('notPublished');
    const figure = figureIn(drone.headline.range, 'km');
    return judgeFigure(figure, figure.value - need);
  },
  endurance: (aircraft, need, mission) => {
    const figure = enduranceAt(aircraft, mission.carriedWeight);
    if (!figure) return unknown('noPointCovers');
    const shortBound = figure.basis?.kind === 'heavierPoint' ? 'noPointCovers' : 'lowerBound';
    return judgeFigure(figure, figure.value - need, shortBound);
  },
  wind: ({ drone }, need) => {
    // The take-off rating: a tandem that cruises through stronger wind still has to lift off.
    const rating = drone.figures.windResistance;
    const figure = judged(windLevelOf(rating), rating.qualifier);
    return judgeFigure(figure, figure.value - need);
  },
  ceiling: ({ drone }, need) => {
    if (!drone.figures.ceiling) return unknown('notPublished');
    const figure = figureIn(drone.figures.ceiling, 'm');
    return judgeFigure(figure, figure.value - need);
  },
  tmin: ({ drone }, need) =>
    judgeTemperature(drone, ({ min }) => judgeFigure({ value: min }, need - min)),
  tmax: ({ drone }, need) =>
    judgeTemperature(drone, ({ max }) => judgeFigure({ value: max }, max - need)),
  device: (aircraft, _slug, mission) => judgeDevice(aircraft, mission),
};

/**
 * A figure on the right side of the need meets it. One on the wrong side fails, unless it is a
 * lower bound: the aircraft may do better than "at least", so that is for sales to answer.
 */
function judgeFigure(
  figure: JudgedFigure,
  margin: number,
  shortBound: UnknownReason = 'lowerBound',
): Verdict {
  if (margin >= 0) return { outcome: 'meets', figure, margin: tidy(margin) };
  if (figure.qualifier === 'atLeast') return { ...unknown(shortBound), figure };
  return { outcome: 'fails', figure, margin: tidy(margin) };
}

function unknown(because: UnknownReason): Verdict {
  return { outcome: 'unknown', unknownBecause: because };
}

function judgeTemperature(
  drone: Drone,
  judge: (range: { min: number; max: number }) => Verdict,
): Verdict {
  const temperatures = drone.figures.operatingTemp;
  if (!temperatures) return unknown('notPublished');
  // "On request" is the page's word; guessing it would promise what sales has not.
  if (temperatures.kind === 'onRequest') return unknown('onRequest');
  return judge(temperatures);
}

function windLevelOf(rating: Quantity): number {
  return rating.unit === 'beaufort' ? rating.value : beaufortLevelOf(amount(rating, 'ms'));
}

/**
 * The device must be one the aircraft lists and must leave it room; a device that carries a
 * load must also take the stated payload as its load on this aircraft (its rating, or what the
 * aircraft's payload leaves beside the device).
 */
function judgeDevice(aircraft: Aircraft, mission: Mission): Verdict {
  const { device, needs } = mission;
  if (!device || !aircraft.drone.payloads.includes(device.slug)) return { outcome: 'fails' };
  if (amount(deviceWeight(device), 'kg') > aircraft.lift) return { outcome: 'fails' };
  const { load } = payloadOnAircraft(device, aircraft.drone.headline.payload);
  if (!load || needs.payload === undefined) return { outcome: 'meets' };
  const figure = figureIn(load, 'kg');
  return { outcome: needs.payload <= figure.value ? 'meets' : 'fails', figure };
}

/** A published flight time and, when its condition says, the load it was flown with (kg). */
interface EndurancePoint {
  minutes: number;
  qualifier?: Qualifier;
  condition?: ConditionKey;
  atPayload?: number;
}
type LoadPoint = EndurancePoint & { atPayload: number };

/**
 * The flight time with `carried` kg aboard: a published point at that load, a linear estimate
 * between two, or a heavier point as a lower bound. Never guessed beyond the points: undefined
 * when none covers the load.
 */
function enduranceAt(aircraft: Aircraft, carried: number | undefined): JudgedFigure | undefined {
  const { flightTime } = aircraft.drone.figures;
  // Nothing carried: the figure as the listings show it, whatever load it was flown with.
  if (carried === undefined) return publishedFigure(flightPoint(flightTime, aircraft.lift));
  // Beyond the aircraft's payload, which that check already fails; no point describes it.
  if (carried > aircraft.lift) return undefined;
  const points = loadPoints(aircraft);
  const exact = points.find(({ atPayload }) => atPayload === carried);
  if (exact) return publishedFigure(exact);
  const lighter = points.findLast(({ atPayload }) => atPayload < carried);
  const heavier = points.find(({ atPayload }) => atPayload > carried);
  if (lighter && heavier) return estimateBetween(lighter, heavier, carried);
  // Less load never shortens the flight, so a heavier point is a lower bound.
  if (heavier) {
    const basis = { kind: 'heavierPoint', atPayload: heavier.atPayload } as const;
    return { value: heavier.minutes, qualifier: 'atLeast', basis };
  }
  return undefined;
}

/** The published points whose load is stated, lightest first. */
function loadPoints({ drone, lift }: Aircraft): LoadPoint[] {
  const { flightTime, flightTimeFullPayload } = drone.figures;
  const points = [flightPoint(flightTime, lift)];
  if (flightTimeFullPayload) {
    points.push({
      ...flightPoint(flightTimeFullPayload, lift),
      condition: 'fullPayload',
      atPayload: lift,
    });
  }
  return points
    .filter((point): point is LoadPoint => point.atPayload !== undefined)
    .sort((a, b) => a.atPayload - b.atPayload);
}

function flightPoint(flightTime: Quantity, lift: number): EndurancePoint {
  const load = loadOf(flightTime, lift);
  return withoutUndefined({
    minutes: amount(flightTime, 'min'),
    qualifier: flightTime.qualifier,
    condition: load?.condition ?? conditionKeysOf(flightTime)[0],
    atPayload: load?.atPayload,
  });
}

/** The load a flight time's condition says it was flown with; undefined when it does not say. */
function loadOf(
  flightTime: Quantity,
  lift: number,
): { condition: ConditionKey; atPayload: number } | undefined {
  const measuredWith = flightTime.condition?.payload;
  for (const condition of conditionKeysOf(flightTime)) {
    if (condition === 'noPayload') return { condition, atPayload: 0 };
    if (condition === 'fullPayload') return { condition, atPayload: lift };
    if (condition === 'withPayload' && measuredWith) {
      return { condition, atPayload: amount(measuredWith, 'kg') };
    }
  }
  return undefined;
}

function publishedFigure(point: EndurancePoint): JudgedFigure {
  const { condition, atPayload } = point;
  const basis = withoutUndefined({ kind: 'published', condition, atPayload } as const);
  return withoutUndefined({ value: point.minutes, qualifier: point.qualifier, basis });
}

function estimateBetween(lighter: LoadPoint, heavier: LoadPoint, carried: number): JudgedFigure {
  const share = (carried - lighter.atPayload) / (heavier.atPayload - lighter.atPayload);
  // Rounded down: an estimate must not promise a minute the published points do not.
  const value = Math.floor(tidy(lighter.minutes + (heavier.minutes - lighter.minutes) * share));
  // Between lower bounds, the estimate is one too.
  const bounded = lighter.qualifier === 'atLeast' || heavier.qualifier === 'atLeast';
  const basis = { kind: 'estimate', between: [lighter.atPayload, heavier.atPayload] } as const;
  return withoutUndefined({ value, qualifier: bounded ? 'atLeast' : undefined, basis });
}

function figureIn(figure: Quantity, unit: Unit): JudgedFigure {
  return judged(amount(figure, unit), figure.qualifier);
}

function judged(value: number, qualifier?: Qualifier): JudgedFigure {
  return qualifier ? { value, qualifier } : { value };
}

/** The figure's value in `unit`; the schema admits no unit that fails to convert. */
function amount(figure: Quantity, unit: Unit): number {
  const value = valueIn(figure, unit);
  if (value === undefined) throw new Error(`a figure in ${figure.unit} cannot be read in ${unit}`);
  return value;
}

/** Away with float noise: 50 − 40.9 is 9.1, not 9.100000000000001. */
function tidy(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The object without its undefined entries, so a judged figure reads like a published one. */
function withoutUndefined<T extends object>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}
