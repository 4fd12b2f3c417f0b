import { describe, expect, it } from 'vitest';
import { findDrone } from '../features/catalogue/catalogue-products.ts';
import { fullCatalogue } from '../features/catalogue/full-catalogue.ts';
import { drones, type Drone } from './drones.ts';
import { groundStations } from './ground-stations.ts';
import { payloads } from './payloads.ts';
import {
  code,
  conditionKeysOf,
  dimensions,
  list,
  quantity as q,
  range,
  text,
  valueIn,
  when,
  type Figure,
} from './quantity.ts';

/**
 * docs/requirements/catalogue.md, Detailed figures per model, typed in (not copied from the data)
 * as the fixture. Keys name where the catalogue keeps each figure; the headline table is checked
 * by drones.test.ts. Where the requirements list a conflict, the figure is the one chosen in
 * docs/decisions/005-catalogue-conflicts.md, and the rejected one is checked absent below.
 */
const gps = code('GPS');
const specDetails: Record<string, Record<string, Figure>> = {
  'zs-EM02': {
    flightTime: when(q(45, 'min', 'atLeast'), 'longBattery'),
    maxAscentSpeed: q(8, 'ms'),
    maxDescentSpeed: q(6, 'ms'),
    maxSpeed: q(21, 'ms'),
    ceiling: q(6000, 'm'),
    windResistance: q(6, 'beaufort'),
    operatingTemp: range(-20, 50, 'celsius'),
    wheelbase: q(486, 'mm'),
    maxTakeoffWeight: q(1750, 'g'),
    payload: q(500, 'g'),
    ipRating: code('IP43'),
    obstacleAvoidance: text('sixDirectionVision'),
    transmissionRange: q(15, 'km'),
    gnss: list([gps, text('galileo'), text('beidou'), code('GLONASS')]),
  },
  'zs-EM07': {
    flightTime: q(49, 'min'),
    maxSpeed: q(23, 'ms'),
    transmissionRange: q(15, 'km'),
    ceiling: q(6000, 'm'),
    windResistance: q(7, 'beaufort'),
    wheelbase: q(725, 'mm'),
    dimensionsFolded: dimensions([347, 367, 424], 'mm'),
    dimensionsUnfolded: dimensions([549, 592, 424], 'mm'),
    maxTakeoffWeight: q(7, 'kg'),
    payload: q(3, 'kg'),
    ipRating: code('IP45'),
  },
  'zs-EM25': {
    flightTime: when(q(60, 'min'), 'noPayload'),
    flightTimeFullPayload: q(35, 'min'),
    speedRange: range(1, 16, 'ms'),
    ceiling: q(5000, 'm'),
    windResistance: q(6, 'beaufort'),
    wheelbase: q(1200, 'mm'),
    dimensionsFolded: dimensions([600, 600, 600], 'mm'),
    dimensionsUnfolded: dimensions([960, 960, 600], 'mm'),
    maxTakeoffWeight: q(25, 'kg'),
    payload: q(10, 'kg'),
  },
  'zs-EM40': {
    flightTime: when(q(60, 'min'), 'noPayload'),
    flightTimeFullPayload: q(20, 'min'),
    speedRange: range(1, 16, 'ms'),
    ceiling: q(5000, 'm'),
    windResistance: q(4, 'beaufort'),
    wheelbase: q(1800, 'mm'),
    dimensionsFolded: dimensions([620, 620, 600], 'mm'),
    dimensionsUnfolded: dimensions([1100, 1100, 800], 'mm'),
    maxTakeoffWeight: q(40, 'kg'),
    payload: q(20, 'kg'),
    rainProtection: text('moderateRain'),
  },
  'zs-EM120': {
    flightTime: when(q(55, 'min'), 'noPayload'),
    flightTimeFullPayload: q(15, 'min'),
    speedRange: range(1, 15, 'ms'),
    ceiling: q(6500, 'm'),
    windResistance: q(4, 'beaufort'),
    wheelbase: q(2280, 'mm'),
    dimensionsFolded: dimensions([950, 910, 923], 'mm'),
    dimensionsUnfolded: dimensions([1783, 1783, 729], 'mm'),
    maxTakeoffWeight: q(120, 'kg'),
    payload: q(50, 'kg'),
    ipRating: code('IP55'),
  },
  'zs-th400': {
    flightTime: q(4, 'h', 'atLeast'),
    maxSpeed: q(145, 'kmh'),
    cruiseSpeed: range(90, 120, 'kmh'),
    range: q(150, 'km'),
    windResistance: when(q(5, 'beaufort'), 'takeoff'),
    windResistanceCruise: q(7, 'beaufort'),
    dimensions: dimensions([3500, 1450, 1692], 'mm'),
    engine: code('C100'),
    fuelTank: q(100, 'l'),
    maxTakeoffWeight: q(380, 'kg'),
    payload: q(150, 'kg'),
    gnss: list([gps, text('beidou')]),
    transmissionRange: q(150, 'km', 'atLeast'),
    operatingTemp: range(-25, 45, 'celsius'),
    ipRating: code('IP54'),
    fuel: text('unleaded95'),
  },
  'zs-th500': {
    flightTime: q(240, 'min', 'atLeast'),
    ceiling: q(5500, 'm'),
    windResistance: when(q(10, 'ms'), 'takeoff'),
    windResistanceCruise: q(18, 'ms'),
    rotorSpan: q(3.5, 'm'),
    length: q(3.5, 'm'),
    height: q(1.7, 'm'),
    maxTakeoffWeight: q(465, 'kg'),
    payload: q(220, 'kg'),
    engine: code('C115'),
    ipRating: code('IP54'),
  },
  'zs-th600': {
    ceiling: q(6500, 'm'),
    dimensions: dimensions([4500, 1450, 1690], 'mm'),
    engine: code('C145HT'),
    fuelTank: q(100, 'l'),
    maxTakeoffWeight: q(600, 'kg'),
    payload: q(300, 'kg'),
    windResistance: when(q(5, 'beaufort'), 'takeoff'),
    windResistanceCruise: q(7, 'beaufort'),
  },
  'zs-VT15': {
    flightTime: q(210, 'min'),
    maxSpeed: q(110, 'kmh'),
    cruiseSpeed: q(70, 'kmh'),
    range: q(245, 'km'),
    ceiling: q(4500, 'm'),
    windResistance: q(6, 'beaufort'),
    maxAscentSpeed: q(4, 'ms'),
    maxDescentSpeed: q(5, 'ms'),
    spanLengthHeight: dimensions([3378, 1500, 500], 'mm'),
    material: text('carbonFibre'),
    propulsion: text('electric'),
    operatingTemp: range(10, 60, 'celsius'),
  },
  'zs-VT30': {
    flightTime: when(q(360, 'min'), 'withPayload', q(5, 'kg')),
    flightTimeFullPayload: q(120, 'min'),
    maxSpeed: q(130, 'kmh'),
    cruiseSpeed: q(86, 'kmh'),
    range: q(360, 'km'),
    ceiling: q(4500, 'm'),
    operatingTemp: range(-20, 45, 'celsius'),
    spanLengthHeight: dimensions([4000, 1985, 680], 'mm'),
  },
  'zs-VT60': {
    flightTime: q(600, 'min'),
    maxSpeed: q(130, 'kmh'),
    cruiseSpeed: q(85, 'kmh'),
    range: q(850, 'km'),
    ceiling: q(4000, 'm'),
    windResistance: q(7, 'beaufort'),
    propulsion: text('hybrid'),
    operatingTemp: range(-10, 60, 'celsius'),
    fuelTank: q(18, 'l'),
    transmissionRange: when(q(30, 'km', 'atLeast'), 'lineOfSight'),
  },
  'zs-VT120': {
    flightTime: q(6, 'h', 'atLeast'),
    maxSpeed: range(110, 130, 'kmh'),
    cruiseSpeed: q(80, 'kmh'),
    range: q(500, 'km', 'atLeast'),
    ceiling: q(5000, 'm'),
    propulsion: text('hybrid'),
    operatingTemp: range(-40, 70, 'celsius'),
    fuelTank: q(30, 'l'),
  },
  'zs-VT150': {
    flightTime: when(q(5, 'h', 'atLeast'), 'withPayload', q(40, 'kg')),
    maxSpeed: q(150, 'kmh'),
    cruiseSpeed: q(90, 'kmh'),
    range: q(1000, 'km'),
    ceiling: q(3500, 'm'),
    fuelTank: q(48, 'l'),
    operatingTemp: range(-10, 60, 'celsius'),
  },
};

/** docs/requirements/catalogue.md, Optional payloads named, with the family each belongs to. */
const specPayloads: [string, 'sensors' | 'firefighting' | 'delivery'][] = [
  ['zs-EPS10', 'delivery'],
  ['zs-Box10', 'delivery'],
  ['release-hook-5kg', 'delivery'],
  ['zs-EPS40', 'delivery'],
  ['zs-EPD30', 'delivery'],
  ['zs-EPT30', 'delivery'],
  ['zs-EPT40', 'delivery'],
  ['zs-HRC100', 'delivery'],
  ['zs-HRC125', 'delivery'],
  ['zs-HRC202', 'delivery'],
  ['throwing-module', 'firefighting'],
  ['extinguisher-module', 'firefighting'],
  ['water-tank', 'firefighting'],
  ['camera-4k-30x', 'sensors'],
  ['hydrant-water-jet', 'firefighting'],
  ['zs-IRT25', 'sensors'],
  ['zs-IRT35', 'sensors'],
  ['window-breaching', 'firefighting'],
  ['water-capsule-extinguisher', 'firefighting'],
  ['life-ring-deployer', 'firefighting'],
];

function figureOf(drone: Drone, key: string): Figure | undefined {
  if (key === 'maxTakeoffWeight' || key === 'payload' || key === 'range') {
    return drone.headline[key];
  }
  return (drone.figures as unknown as Record<string, Figure | undefined>)[key];
}

/**
 * The same claim: equal amounts (1750 g is 1.75 kg), qualifier and condition. Where the data
 * states a condition the spec leaves out (marked editorial as "figures.<key>.condition", e.g.
 * a multirotor's flight time "with no payload"), it must still keep every condition the spec
 * gives.
 */
function sameFigure(actual: Figure | undefined, expected: Figure, addedCondition = false): boolean {
  if (!actual) return false;
  if (!('kind' in expected) && !('kind' in actual)) {
    const sameConditions = addedCondition
      ? conditionKeysOf(expected).every((key) => conditionKeysOf(actual).includes(key)) &&
        conditionKeysOf(actual).length > conditionKeysOf(expected).length
      : JSON.stringify(actual.condition) === JSON.stringify(expected.condition);
    return (
      valueIn(actual, expected.unit) === expected.value &&
      actual.qualifier === expected.qualifier &&
      sameConditions
    );
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

describe('the catalogue holds every figure of the requirements', () => {
  it('covers the 13 models', () => {
    expect(Object.keys(specDetails).sort()).toEqual(drones.map((d) => d.slug).sort());
  });

  describe.each(Object.entries(specDetails))('%s', (slug, figures) => {
    const drone = drones.find((d) => d.slug === slug);
    it.each(Object.entries(figures))('has %s as the spec gives it', (key, expected) => {
      expect(drone).toBeDefined();
      const actual = drone && figureOf(drone, key);
      const addedCondition = drone?.editorial.includes(`figures.${key}.condition`);
      expect(
        sameFigure(actual, expected, addedCondition),
        `${slug}.${key}: ${JSON.stringify(actual)}`,
      ).toBe(true);
    });

    it('marks none of the spec figures as editorial', () => {
      const marked = (drone?.editorial ?? []).map((path) => path.replace(/^figures\./, ''));
      expect(marked.filter((key) => key in figures)).toEqual([]);
    });
  });

  it.each(specPayloads)('has the payload %s among the %s', (slug, category) => {
    expect(payloads.find((p) => p.slug === slug)?.category).toBe(category);
  });

  it('offers ground stations of both kinds', () => {
    expect(new Set(groundStations.map((s) => s.kind))).toEqual(new Set(['fixed', 'portable']));
  });
});

describe('the conflicting figures are resolved once', () => {
  it('gives the EM07 49 min and never 63 min', () => {
    expect(findDrone(fullCatalogue, 'multirotor', 'zs-EM07')?.figures.flightTime).toEqual(
      when(q(49, 'min'), 'noPayload'),
    );
    expect(JSON.stringify(findDrone(fullCatalogue, 'multirotor', 'zs-EM07'))).not.toContain('63');
  });

  it('gives the EM120 wind level 4, and its table endurance rather than "at least 4 h"', () => {
    const em120 = findDrone(fullCatalogue, 'multirotor', 'zs-EM120');
    expect(em120?.figures.windResistance).toEqual(q(4, 'beaufort'));
    expect(em120?.figures.flightTime).toEqual(when(q(55, 'min'), 'noPayload'));
    expect(em120?.figures.flightTimeFullPayload).toEqual(q(15, 'min'));
    expect(em120?.faq).toContain('enduranceLoaded');
  });

  it('gives the TH400 a 380 kg maximum takeoff weight', () => {
    expect(findDrone(fullCatalogue, 'tandem', 'zs-th400')?.headline.maxTakeoffWeight).toEqual(
      q(380, 'kg'),
    );
  });
});
