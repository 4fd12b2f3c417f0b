import { describe, expect, it } from 'vitest';
import { missionQuery, parseTypedNumber, readMissionNeeds, typedNeedsOf } from './mission-needs.ts';

const devices = ['zs-IRT35', 'zs-EPS40'];
const read = (query: string) => readMissionNeeds(typedNeedsOf(new URLSearchParams(query)), devices);

describe('the numbers people type', () => {
  it.each([
    ['8', 8],
    [' 7.5 ', 7.5],
    ['7,5', 7.5],
    ['８', 8],
    ['-20', -20],
    ['−20', -20],
    ['8 kg', 8],
    ['300km', 300],
    ['.5', 0.5],
  ])('reads %j as %d', (typed, value) => {
    expect(parseTypedNumber(typed)).toBe(value);
  });

  it.each(['eight', '8 tonnes', '1e3', '8..5', '-', ''])('refuses %j', (typed) => {
    expect(parseTypedNumber(typed)).toBeUndefined();
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

  it('rounds integer needs and keeps a payload to 100 g', () => {
    expect(read('wind=5.6&endurance=29.5&payload=1.46').needs).toEqual({
      payload: 1.5,
      endurance: 30,
      wind: 6,
    });
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
