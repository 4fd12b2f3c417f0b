import { describe, expect, it } from 'vitest';
import { drones, type Drone } from '../../catalogue/drones.ts';
import { payloads } from '../../catalogue/payloads.ts';
import { beaufortLevelOf } from './beaufort.ts';
import type { Fit } from './fit-groups.ts';
import { judgeMission, type AircraftJudgement, type NeedCheck } from './mission-judgement.ts';
import {
  missionNeedNames,
  type MissionNeedName,
  type MissionNeeds,
} from '../../routing/mission-query.ts';

const catalogue = { drones, payloads };

function ranking(needs: MissionNeeds, drones = catalogue.drones): readonly AircraftJudgement[] {
  return judgeMission({ drones, payloads }, needs).aircraft;
}

/** "ZS-VT30 fits", in ranking order: the whole ranking in one comparable list. */
function summary(needs: MissionNeeds): string[] {
  return ranking(needs).map(({ drone, fit }) => `${drone.name} ${fit}`);
}

function namesThat(fit: Fit, needs: MissionNeeds): string[] {
  return ranking(needs)
    .filter((judgement) => judgement.fit === fit)
    .map(({ drone }) => drone.name);
}

function judgementOf(name: string, needs: MissionNeeds): AircraftJudgement {
  const judgement = ranking(needs).find(({ drone }) => drone.name === name);
  if (!judgement) throw new Error(`${name} is not ranked`);
  return judgement;
}

function checkOf(name: string, need: MissionNeedName, needs: MissionNeeds): NeedCheck {
  const check = judgementOf(name, needs).checks.find((c) => c.need === need);
  if (!check) throw new Error(`${name} has no ${need} check`);
  return check;
}

const byTakeoffWeight = [
  'ZS-EM02',
  'ZS-EM07',
  'ZS-VT15',
  'ZS-EM25',
  'ZS-VT30',
  'ZS-EM40',
  'ZS-VT60',
  'ZS-VT120',
  'ZS-EM120',
  'ZS-VT150',
  'ZS-TH400',
  'ZS-TH500',
  'ZS-TH600',
];

describe('the Beaufort level of a wind speed', () => {
  it('counts the highest WMO band the rating covers whole, never one it covers in part', () => {
    expect(beaufortLevelOf(0)).toBe(0);
    expect(beaufortLevelOf(0.3)).toBe(0);
    expect(beaufortLevelOf(1.5)).toBe(1);
    expect(beaufortLevelOf(10)).toBe(4);
    expect(beaufortLevelOf(10.7)).toBe(5);
    expect(beaufortLevelOf(10.8)).toBe(5);
    expect(beaufortLevelOf(17.1)).toBe(7);
    expect(beaufortLevelOf(32.6)).toBe(11);
  });

  it('never counts level 12, whose band has no top', () => {
    expect(beaufortLevelOf(32.7)).toBe(11);
    expect(beaufortLevelOf(60)).toBe(11);
  });
});

describe('ranking the catalogue against a mission', () => {
  it('lets every aircraft fit, lightest first, when no need is stated', () => {
    const aircraft = ranking({});
    expect(aircraft.map(({ drone }) => drone.name)).toEqual(byTakeoffWeight);
    expect(aircraft.every(({ fit, checks }) => fit === 'fits' && checks.length === 0)).toBe(true);
    expect(aircraft.every(({ carriedWeight }) => carriedWeight === undefined)).toBe(true);
  });

  it('puts those that fit first, then those to ask sales about, then the fewest failures', () => {
    const needs = { payload: 8, range: 300 };
    expect(summary(needs)).toEqual([
      'ZS-VT30 fits',
      'ZS-VT60 fits',
      'ZS-VT120 fits',
      'ZS-VT150 fits',
      'ZS-EM25 askSales',
      'ZS-EM40 askSales',
      'ZS-EM120 askSales',
      'ZS-TH500 askSales',
      'ZS-TH600 askSales',
      // One failed need each, lightest first; the VT15 fails two, so comes last though light.
      'ZS-EM02 doesNotFit',
      'ZS-EM07 doesNotFit',
      'ZS-TH400 doesNotFit',
      'ZS-VT15 doesNotFit',
    ]);
    expect(checkOf('ZS-VT15', 'payload', needs)).toEqual({
      need: 'payload',
      outcome: 'fails',
      figure: { value: 5 },
      margin: -3,
    });
    for (const name of ['ZS-EM25', 'ZS-EM40', 'ZS-EM120']) {
      expect(checkOf(name, 'range', needs)).toEqual({
        need: 'range',
        outcome: 'unknown',
        unknownBecause: 'notPublished',
      });
    }
  });

  it('does not let an unknown figure excuse a failing one', () => {
    // The EM02 publishes no range and lifts 0.5 kg.
    const em02 = judgementOf('ZS-EM02', { payload: 8, range: 300 });
    expect(em02.checks.map(({ outcome }) => outcome)).toEqual(['fails', 'unknown']);
    expect(em02.fit).toBe('doesNotFit');
  });

  it('judges endurance at the payload carried', () => {
    const needs = { payload: 10, endurance: 60 };
    expect(ranking(needs)[0]?.drone.name).toBe('ZS-VT30');
    expect(checkOf('ZS-VT30', 'endurance', needs)).toEqual({
      need: 'endurance',
      outcome: 'meets',
      figure: { value: 120, basis: { kind: 'published', condition: 'fullPayload', atPayload: 10 } },
      margin: 60,
    });
    const em25 = judgementOf('ZS-EM25', needs);
    expect(em25.fit).toBe('doesNotFit');
    expect(em25.checks[1]).toMatchObject({ outcome: 'fails', figure: { value: 35 }, margin: -25 });
    expect(namesThat('fits', needs)).toEqual(['ZS-VT30', 'ZS-VT150']);
  });

  it('gives one check per stated need, in the form’s order', () => {
    const needs: MissionNeeds = {
      device: 'zs-EPS10',
      tmax: 40,
      tmin: -10,
      ceiling: 3000,
      wind: 5,
      endurance: 60,
      range: 100,
      payload: 4,
      task: 'logistics',
    };
    const { checks } = judgementOf('ZS-VT30', needs);
    // The needs were stated above in the reverse order.
    expect(checks.map(({ need }) => need)).toEqual([...missionNeedNames]);
    // 0.32 kg release and 4 kg of cargo, lighter than the VT30's lightest point (5 kg).
    expect(checks[3]).toMatchObject({
      figure: { value: 360, qualifier: 'atLeast', basis: { kind: 'heavierPoint', atPayload: 5 } },
    });
    expect(judgementOf('ZS-VT30', needs).fit).toBe('fits');
  });

  it('lets no aircraft fit a need none meets', () => {
    const aircraft = ranking({ payload: 500 });
    expect(aircraft).toHaveLength(drones.length);
    expect(aircraft.some(({ fit }) => fit === 'fits')).toBe(false);
    expect(aircraft.map(({ drone }) => drone.name)).toEqual(byTakeoffWeight);
  });

  it('ranks a drone added to the catalogue with no other change', () => {
    const vt30 = drones.find(({ name }) => name === 'ZS-VT30') as Drone;
    const vt45: Drone = {
      ...vt30,
      slug: 'zs-VT45' as Drone['slug'],
      name: 'ZS-VT45',
      headline: {
        maxTakeoffWeight: { value: 45, unit: 'kg' },
        payload: { value: 12, unit: 'kg' },
        range: { value: 400, unit: 'km' },
      },
      // Publishes neither a ceiling nor its temperatures.
      figures: { ...vt30.figures, ceiling: undefined, operatingTemp: undefined },
    };
    const withVt45 = [...drones, vt45];
    const needs = { payload: 11, range: 300 };
    const fitting = ranking(needs, withVt45).filter(({ fit }) => fit === 'fits');
    expect(fitting.map(({ drone }) => drone.name)).toEqual([
      'ZS-VT45',
      'ZS-VT60',
      'ZS-VT120',
      'ZS-VT150',
    ]);
    // What it does not publish is for sales to answer, never assumed.
    const high = ranking({ ceiling: 3000, tmin: 0 }, withVt45).find(
      ({ drone }) => drone.name === 'ZS-VT45',
    );
    expect(high?.fit).toBe('askSales');
    expect(high?.checks).toEqual([
      { need: 'ceiling', outcome: 'unknown', unknownBecause: 'notPublished' },
      { need: 'tmin', outcome: 'unknown', unknownBecause: 'notPublished' },
    ]);
  });
});

describe('each need on its own', () => {
  it('task: meets with a payload of its family, fails without, unknown with none listed', () => {
    const needs = { task: 'firefighting' } as const;
    expect(namesThat('fits', needs)).toEqual([
      'ZS-EM07',
      'ZS-EM25',
      'ZS-EM40',
      'ZS-EM120',
      'ZS-TH400',
      'ZS-TH500',
      'ZS-TH600',
    ]);
    expect(checkOf('ZS-VT15', 'task', needs)).toEqual({ need: 'task', outcome: 'fails' });
    expect(judgementOf('ZS-EM02', needs)).toMatchObject({
      fit: 'askSales',
      checks: [{ need: 'task', outcome: 'unknown', unknownBecause: 'noPayloads' }],
    });
    const slugsServing = (name: string, mission: MissionNeeds) =>
      judgementOf(name, mission).servingPayloads.map(({ slug }) => slug);
    expect(slugsServing('ZS-EM07', needs)).toEqual(['life-ring-deployer']);
    expect(slugsServing('ZS-VT15', needs)).toEqual([]);
    // Without a task, all its payloads, in the order the aircraft lists them.
    expect(slugsServing('ZS-EM07', {})).toEqual([
      'zs-IRT25',
      'camera-4k-30x',
      'life-ring-deployer',
    ]);
    expect(slugsServing('ZS-TH400', { task: 'inspection' })).toEqual(['camera-4k-30x', 'zs-IRT35']);
  });

  it('payload: the aircraft’s payload against what it must carry', () => {
    const needs = { payload: 10 };
    // All but the three lightest, which lift less (the EM07 3 kg).
    expect(namesThat('fits', needs)).toEqual(byTakeoffWeight.slice(3));
    expect(checkOf('ZS-VT30', 'payload', needs)).toMatchObject({ outcome: 'meets', margin: 0 });
    expect(checkOf('ZS-EM07', 'payload', needs)).toMatchObject({
      outcome: 'fails',
      figure: { value: 3 },
      margin: -7,
    });
    expect(judgementOf('ZS-VT30', needs).carriedWeight).toBe(10);
  });

  it('range: the published range, a lower bound kept as one', () => {
    expect(checkOf('ZS-VT120', 'range', { range: 500 })).toEqual({
      need: 'range',
      outcome: 'meets',
      figure: { value: 500, qualifier: 'atLeast' },
      margin: 0,
    });
    expect(checkOf('ZS-VT30', 'range', { range: 500 })).toMatchObject({
      outcome: 'fails',
      margin: -140,
    });
    // "At least 500 km" says nothing of 600 km: not a failure, a question for sales.
    expect(checkOf('ZS-VT120', 'range', { range: 600 })).toEqual({
      need: 'range',
      outcome: 'unknown',
      figure: { value: 500, qualifier: 'atLeast' },
      unknownBecause: 'lowerBound',
    });
    expect(namesThat('fits', { range: 500 })).toEqual(['ZS-VT60', 'ZS-VT120', 'ZS-VT150']);
  });

  it('endurance with no payload: the published flight time, whatever its condition', () => {
    const needs = { endurance: 200 };
    expect(checkOf('ZS-VT30', 'endurance', needs)).toEqual({
      need: 'endurance',
      outcome: 'meets',
      figure: { value: 360, basis: { kind: 'published', condition: 'withPayload', atPayload: 5 } },
      margin: 160,
    });
    expect(checkOf('ZS-VT15', 'endurance', needs).figure).toEqual({
      value: 210,
      basis: { kind: 'published' },
    });
    // "At least 4 h", in minutes.
    expect(checkOf('ZS-TH400', 'endurance', needs)).toMatchObject({
      outcome: 'meets',
      figure: { value: 240, qualifier: 'atLeast' },
      margin: 40,
    });
    expect(checkOf('ZS-TH600', 'endurance', needs)).toMatchObject({
      outcome: 'unknown',
      unknownBecause: 'lowerBound',
    });
    expect(checkOf('ZS-EM25', 'endurance', needs)).toMatchObject({
      outcome: 'fails',
      margin: -140,
    });
  });

  it('endurance between two published points: a linear estimate, rounded down', () => {
    expect(checkOf('ZS-VT30', 'endurance', { payload: 7.5, endurance: 200 })).toEqual({
      need: 'endurance',
      outcome: 'meets',
      figure: { value: 240, basis: { kind: 'estimate', between: [5, 10] } },
      margin: 40,
    });
    // 60 min empty, 35 min with 10 kg: 52.5 min with 3 kg, counted as 52.
    expect(checkOf('ZS-EM25', 'endurance', { payload: 3, endurance: 53 })).toMatchObject({
      outcome: 'fails',
      figure: { value: 52, basis: { kind: 'estimate', between: [0, 10] } },
      margin: -1,
    });
  });

  it('endurance lighter than every point: the lightest point as a lower bound', () => {
    const figure = {
      value: 360,
      qualifier: 'atLeast',
      basis: { kind: 'heavierPoint', atPayload: 5 },
    };
    expect(checkOf('ZS-VT30', 'endurance', { payload: 3, endurance: 300 })).toEqual({
      need: 'endurance',
      outcome: 'meets',
      figure,
      margin: 60,
    });
    // A payload of 0 is stated too: judged as the lightest load, not as "no payload stated".
    expect(checkOf('ZS-VT30', 'endurance', { payload: 0, endurance: 300 })).toMatchObject({
      outcome: 'meets',
      figure,
    });
    expect(checkOf('ZS-VT30', 'endurance', { payload: 3, endurance: 400 })).toEqual({
      need: 'endurance',
      outcome: 'unknown',
      figure,
      unknownBecause: 'noPointCovers',
    });
  });

  it('endurance no published point covers is never guessed', () => {
    const noPointCovers = { outcome: 'unknown', unknownBecause: 'noPointCovers' };
    // Only a figure with no payload, and 2 kg aboard.
    expect(checkOf('ZS-EM07', 'endurance', { payload: 2, endurance: 10 })).toMatchObject(
      noPointCovers,
    );
    // A flight time that does not say what it carried.
    expect(judgementOf('ZS-VT15', { payload: 2, endurance: 10 })).toMatchObject({
      fit: 'askSales',
      checks: [{ outcome: 'meets' }, noPointCovers],
    });
    // More than the aircraft lifts: the payload check fails, the endurance is not made up.
    expect(judgementOf('ZS-VT30', { payload: 10.5, endurance: 10 }).checks).toMatchObject([
      { need: 'payload', outcome: 'fails' },
      { need: 'endurance', ...noPointCovers },
    ]);
  });

  it('endurance at a published point’s load: that point', () => {
    expect(checkOf('ZS-VT150', 'endurance', { payload: 40, endurance: 300 })).toEqual({
      need: 'endurance',
      outcome: 'meets',
      figure: {
        value: 300,
        qualifier: 'atLeast',
        basis: { kind: 'published', condition: 'withPayload', atPayload: 40 },
      },
      margin: 0,
    });
  });

  it('wind: the take-off rating as a Beaufort level, m/s converted', () => {
    const needs = { wind: 6 };
    // 10 m/s at take-off covers level 4 whole; its 18 m/s in cruise does not count.
    expect(checkOf('ZS-TH500', 'wind', needs)).toEqual({
      need: 'wind',
      outcome: 'fails',
      figure: { value: 4 },
      margin: -2,
    });
    expect(checkOf('ZS-TH500', 'wind', { wind: 4 }).outcome).toBe('meets');
    expect(checkOf('ZS-TH500', 'wind', { wind: 5 }).outcome).toBe('fails');
    // Level 7 in cruise, 5 at take-off.
    expect(checkOf('ZS-TH400', 'wind', needs).outcome).toBe('fails');
    expect(namesThat('fits', needs)).toEqual([
      'ZS-EM02',
      'ZS-EM07',
      'ZS-VT15',
      'ZS-EM25',
      'ZS-VT30',
      'ZS-VT60',
      'ZS-VT120',
      'ZS-VT150',
    ]);
  });

  // The limits read straight off one published figure: the aircraft that fit, one that meets
  // the need and one that fails it, each with its figure and margin.
  it.each([
    {
      need: 'ceiling',
      title: 'the published ceiling',
      needs: { ceiling: 5500 },
      fits: ['ZS-EM02', 'ZS-EM07', 'ZS-EM120', 'ZS-TH500', 'ZS-TH600'],
      meets: { name: 'ZS-TH500', figure: 5500, margin: 0 },
      fails: { name: 'ZS-VT120', figure: 5000, margin: -500 },
    },
    {
      need: 'tmin',
      title: 'the operating range’s coldest end, positive margin when it works colder',
      needs: { tmin: -30 },
      fits: ['ZS-VT120'],
      meets: { name: 'ZS-VT120', figure: -40, margin: 10 },
      fails: { name: 'ZS-VT30', figure: -20, margin: -10 },
    },
    {
      need: 'tmax',
      title: 'the operating range’s hottest end',
      needs: { tmax: 50 },
      fits: ['ZS-EM02', 'ZS-VT15', 'ZS-VT60', 'ZS-VT120', 'ZS-VT150'],
      meets: { name: 'ZS-VT15', figure: 60, margin: 10 },
      fails: { name: 'ZS-VT30', figure: 45, margin: -5 },
    },
  ] as const)('$need: $title', ({ need, needs, fits, meets, fails }) => {
    expect(namesThat('fits', needs)).toEqual(fits);
    for (const [outcome, { name, figure, margin }] of [
      ['meets', meets],
      ['fails', fails],
    ] as const) {
      expect(checkOf(name, need, needs)).toEqual({
        need,
        outcome,
        figure: { value: figure },
        margin,
      });
    }
  });

  it('temperatures shown on request are asked, never guessed', () => {
    expect(judgementOf('ZS-EM25', { tmin: 0 })).toMatchObject({
      fit: 'askSales',
      checks: [{ need: 'tmin', outcome: 'unknown', unknownBecause: 'onRequest' }],
    });
    // A mild day every published range covers: still a question for the four "on request".
    const mild = { tmin: 20, tmax: 20 };
    expect(namesThat('askSales', mild)).toEqual(['ZS-EM07', 'ZS-EM25', 'ZS-EM40', 'ZS-EM120']);
    expect(namesThat('doesNotFit', mild)).toEqual([]);
  });

  it('device: one the aircraft lists, with the stated payload as its load', () => {
    const needs = { device: 'zs-EPS40', payload: 40 };
    // 0.9 kg release and 40 kg of cargo: within the VT150's and EM120's 50 kg.
    expect(summary(needs).filter((line) => line.endsWith(' fits'))).toEqual([
      'ZS-EM120 fits',
      'ZS-VT150 fits',
    ]);
    const vt150 = judgementOf('ZS-VT150', needs);
    expect(vt150.carriedWeight).toBe(40.9);
    expect(vt150.checks).toEqual([
      { need: 'payload', outcome: 'meets', figure: { value: 50 }, margin: 9.1 },
      { need: 'device', outcome: 'meets', figure: { value: 40 } },
    ]);
    // The EM40 lifts 20 kg: the release takes 19.1 kg of cargo there.
    expect(judgementOf('ZS-EM40', needs).checks).toEqual([
      { need: 'payload', outcome: 'fails', figure: { value: 20 }, margin: -20.9 },
      { need: 'device', outcome: 'fails', figure: { value: 19.1 } },
    ]);
    expect(checkOf('ZS-TH400', 'device', needs)).toEqual({ need: 'device', outcome: 'fails' });
  });

  it('device: a load above its rating fails on the device, though the aircraft lifts it', () => {
    const vt150 = judgementOf('ZS-VT150', { device: 'zs-EPS40', payload: 45 });
    expect(vt150.checks).toEqual([
      { need: 'payload', outcome: 'meets', figure: { value: 50 }, margin: 4.1 },
      { need: 'device', outcome: 'fails', figure: { value: 40 } },
    ]);
    expect(vt150.fit).toBe('doesNotFit');
  });

  it('device with no payload stated: its own weight is what the aircraft carries', () => {
    const needs = { device: 'zs-Box10' };
    expect(namesThat('fits', needs)).toEqual(['ZS-EM25', 'ZS-VT30', 'ZS-VT60']);
    const vt30 = judgementOf('ZS-VT30', needs);
    expect(vt30.carriedWeight).toBe(2.6);
    expect(vt30.checks).toEqual([{ need: 'device', outcome: 'meets' }]);
  });

  it('device that carries nothing: the heavier of it and the stated payload', () => {
    expect(judgementOf('ZS-VT30', { device: 'zs-IRT35', payload: 0.5 }).carriedWeight).toBe(0.92);
    expect(judgementOf('ZS-VT30', { device: 'zs-IRT35', payload: 2 }).carriedWeight).toBe(2);
    // 0.92 kg is more than the EM02 lifts, and it does not list the camera either.
    expect(judgementOf('ZS-EM02', { device: 'zs-IRT35', payload: 0.5 }).checks).toMatchObject([
      { need: 'payload', outcome: 'fails', margin: -0.42 },
      { need: 'device', outcome: 'fails' },
    ]);
  });

  it('device and payload together set the load endurance is judged at', () => {
    // 0.32 kg release and 4.68 kg of cargo: the VT30's published 5 kg point.
    expect(
      checkOf('ZS-VT30', 'endurance', { device: 'zs-EPS10', payload: 4.68, endurance: 300 }),
    ).toMatchObject({
      outcome: 'meets',
      figure: { value: 360, basis: { kind: 'published', condition: 'withPayload', atPayload: 5 } },
    });
  });
});

describe('the three missions of issue 33', () => {
  it('(a) inspection, 1.5 kg, 100 km: the VT15 first', () => {
    expect(summary({ task: 'inspection', payload: 1.5, range: 100 })).toEqual([
      'ZS-VT15 fits',
      'ZS-VT30 fits',
      'ZS-VT60 fits',
      'ZS-VT120 fits',
      'ZS-VT150 fits',
      'ZS-TH400 fits',
      // Multirotors and two tandems publish no range.
      'ZS-EM07 askSales',
      'ZS-EM25 askSales',
      'ZS-EM40 askSales',
      'ZS-EM120 askSales',
      'ZS-TH500 askSales',
      'ZS-TH600 askSales',
      'ZS-EM02 doesNotFit',
    ]);
  });

  it('(b) logistics, 40 kg, 80 km: the VT150 first', () => {
    const needs = { task: 'logistics', payload: 40, range: 80 } as const;
    expect(summary(needs)).toEqual([
      'ZS-VT150 fits',
      'ZS-TH400 fits',
      'ZS-EM120 askSales',
      'ZS-TH500 askSales',
      'ZS-TH600 askSales',
      // Too light, lightest first; the EM07 also carries no delivery system.
      'ZS-EM02 doesNotFit',
      'ZS-VT15 doesNotFit',
      'ZS-EM25 doesNotFit',
      'ZS-VT30 doesNotFit',
      'ZS-EM40 doesNotFit',
      'ZS-VT60 doesNotFit',
      'ZS-VT120 doesNotFit',
      'ZS-EM07 doesNotFit',
    ]);
    expect(judgementOf('ZS-EM07', needs).checks.map(({ outcome }) => outcome)).toEqual([
      'fails',
      'fails',
      'unknown',
    ]);
  });

  it('(c) firefighting, 30 min, wind 6: the EM07 first', () => {
    expect(summary({ task: 'firefighting', endurance: 30, wind: 6 })).toEqual([
      'ZS-EM07 fits',
      'ZS-EM25 fits',
      'ZS-EM02 askSales',
      // No firefighting payload (the VTOLs) or below wind 6 at take-off (EM40, EM120, tandems).
      'ZS-VT15 doesNotFit',
      'ZS-VT30 doesNotFit',
      'ZS-EM40 doesNotFit',
      'ZS-VT60 doesNotFit',
      'ZS-VT120 doesNotFit',
      'ZS-EM120 doesNotFit',
      'ZS-VT150 doesNotFit',
      'ZS-TH400 doesNotFit',
      'ZS-TH500 doesNotFit',
      'ZS-TH600 doesNotFit',
    ]);
  });
});
