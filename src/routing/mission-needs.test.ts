import { describe, expect, it } from 'vitest';
import { missionQuery } from './mission-query.ts';
import { parseTypedNumber, readMissionNeeds, typedNeedsOf } from './mission-needs.ts';

const devices = ['zs-IRT35', 'zs-EPS40'];
const read = (query: string) => readMissionNeeds(typedNeedsOf(new URLSearchParams(query)), devices);

describe('the numbers people type', () => {
  it.each([
    ['8', 'payload', 8],
    [' 7.5 ', 'payload', 7.5],
    ['7,5', 'payload', 7.5],
    ['7,', 'payload', 7],
    ['8.', 'payload', 8],
    ['８', 'payload', 8],
    ['8 kg', 'payload', 8],
    ['8公斤', 'payload', 8],
    ['300km', 'range', 300],
    ['1,200', 'range', 1200],
    ['4,500 m', 'ceiling', 4500],
    ['20 分钟', 'endurance', 20],
    ['-20', 'tmin', -20],
    ['−20 ℃', 'tmin', -20],
    ['6级', 'wind', 6],
    ['.5', 'payload', 0.5],
  ] as const)('reads %j in the %s box as %d', (typed, need, value) => {
    expect(parseTypedNumber(typed, need)).toBe(value);
  });

  it.each([
    ['eight', 'payload'],
    ['8 tonnes', 'payload'],
    ['1e3', 'range'],
    ['8..5', 'payload'],
    ['500 m', 'range'],
    ['8 km', 'payload'],
    ['1,2345', 'range'],
    ['', 'range'],
  ] as const)('refuses %j in the %s box', (typed, need) => {
    expect(parseTypedNumber(typed, need)).toBeUndefined();
  });
});

describe('a mission read from its URL', () => {
  it('states only the needs given, in their units', () => {
    expect(read('task=logistics&payload=40&range=80')).toEqual({
      needs: { task: 'logistics', payload: 40, range: 80 },
      problems: [],
    });
    expect(read('')).toEqual({ needs: {}, problems: [] });
    expect(read('payload=&range=')).toEqual({ needs: {}, problems: [] });
  });

  it('names a value it cannot read, and leaves that need out', () => {
    expect(read('payload=eight&range=300')).toEqual({
      needs: { range: 300 },
      problems: [{ need: 'payload', code: 'notANumber', given: 'eight' }],
    });
  });

  it('clamps a value beyond what can be judged, and says so', () => {
    expect(read('wind=15&payload=-3')).toEqual({
      needs: { payload: 0, wind: 12 },
      problems: [
        { need: 'payload', code: 'clamped', given: '-3', value: 0 },
        { need: 'wind', code: 'clamped', given: '15', value: 12 },
      ],
    });
  });

  it('rounds to a need’s step towards the stricter side, never asking less than typed', () => {
    expect(
      read('wind=5.2&endurance=29.1&payload=1.41&range=300.4&tmin=-9.5&tmax=40.2').needs,
    ).toEqual({
      payload: 1.5,
      range: 301,
      endurance: 30,
      wind: 6,
      tmin: -10,
      tmax: 41,
    });
    expect(read('payload=8.1').needs).toEqual({ payload: 8.1 });
  });

  it('takes a lone sign or separator for a number still being typed, not a mistake', () => {
    expect(read('tmin=-&payload=.')).toEqual({ needs: {}, problems: [] });
  });

  it('refuses an unknown task or payload, and reads a payload slug in any case', () => {
    expect(read('task=mining&device=zs-irt35')).toEqual({
      needs: { device: 'zs-IRT35' },
      problems: [{ need: 'task', code: 'unknownTask', given: 'mining' }],
    });
    expect(read('device=zs-XYZ').problems).toEqual([
      { need: 'device', code: 'unknownDevice', given: 'zs-XYZ' },
    ]);
  });

  it('drops temperatures whose lowest is above the highest', () => {
    expect(read('tmin=30&tmax=-10')).toEqual({
      needs: {},
      problems: [{ need: 'tmin', code: 'coldAboveHot', given: '30' }],
    });
  });

  it('writes the needs back in the form order, so a shared URL reads the same', () => {
    expect(missionQuery({ device: 'zs-IRT35', range: 100, task: 'inspection', payload: 1.5 })).toBe(
      '?task=inspection&payload=1.5&range=100&device=zs-IRT35',
    );
    expect(missionQuery({})).toBe('');
    const typed = typedNeedsOf(new URLSearchParams('range=7,5&payload=8.'));
    expect(missionQuery(typed)).toBe('?payload=8.&range=7%2C5');
  });
});
