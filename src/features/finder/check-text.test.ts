import { describe, expect, it } from 'vitest';
import { drones } from '../../catalogue/drones.ts';
import { payloads } from '../../catalogue/payloads.ts';
import type { Language } from '../../i18n/languages.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import type { MissionNeedName, MissionNeeds } from '../../routing/mission-query.ts';
import { checkText } from './check-text.ts';
import { judgeMission } from './mission-judgement.ts';

const i18n = await createTestI18n();

/** The line the card of `name` gives `need`, for the mission `needs`, in `lang`. */
function line(lang: Language, name: string, needs: MissionNeeds, need: MissionNeedName): string {
  const judged = judgeMission({ drones, payloads }, needs).aircraft.find(
    (aircraft) => aircraft.drone.name === name,
  );
  const check = judged?.checks.find((candidate) => candidate.need === need);
  if (!judged || !check) throw new Error(`${name} has no ${need} check`);
  return checkText(check, judged, { needs, lang, t: i18n.getFixedT(lang) });
}

describe('a result card’s line for each need', () => {
  it('gives the figure, the need and the signed margin, in both languages', () => {
    expect(line('en', 'ZS-VT15', { payload: 8 }, 'payload')).toBe(
      'Payload 5 kg, needs 8 kg (-3 kg)',
    );
    expect(line('zh', 'ZS-VT15', { payload: 8 }, 'payload')).toBe(
      '最大载重 5 kg，需求 8 kg（-3 kg）',
    );
    expect(line('en', 'ZS-VT120', { range: 400 }, 'range')).toBe(
      'Range at least 500 km, needs 400 km (+100 km)',
    );
    expect(line('zh', 'ZS-VT30', { tmin: -10 }, 'tmin')).toBe(
      '最低工作温度 -20 ℃，需求 -10 ℃（+10 ℃）',
    );
  });

  it('counts wind in levels', () => {
    expect(line('en', 'ZS-VT60', { wind: 6 }, 'wind')).toBe(
      'Wind resistance Beaufort force 7, needs force 6 (+1)',
    );
    expect(line('zh', 'ZS-EM40', { wind: 6 }, 'wind')).toBe('抗风能力 4 级，需求 6 级（-2 级）');
  });

  it('says where a flight time comes from: published, estimated or a heavier point', () => {
    expect(line('en', 'ZS-VT30', { payload: 10, endurance: 60 }, 'endurance')).toBe(
      'Flight time 120 min at 10 kg, needs 60 min (+60 min)',
    );
    expect(line('en', 'ZS-VT30', { payload: 7.5, endurance: 200 }, 'endurance')).toBe(
      'Flight time about 240 min at 7.5 kg (estimated from the published figures for 5 kg and 10 kg), needs 200 min (+40 min)',
    );
    expect(line('en', 'ZS-EM25', { payload: 5, endurance: 40 }, 'endurance')).toBe(
      'Flight time about 47 min at 5 kg (estimated from the published figures for no payload and 10 kg), needs 40 min (+7 min)',
    );
    expect(line('zh', 'ZS-VT30', { payload: 3, endurance: 300 }, 'endurance')).toBe(
      '续航时间不少于 360 分钟（载重 3 kg；按载重 5 kg 时的公布数据），需求 300 分钟（+60 分钟）',
    );
    expect(line('en', 'ZS-EM25', { endurance: 30 }, 'endurance')).toBe(
      'Flight time 60 min (no payload), needs 30 min (+30 min)',
    );
    expect(line('en', 'ZS-VT60', { payload: 10, endurance: 60 }, 'endurance')).toBe(
      'Flight time at 10 kg: no published figure covers it',
    );
  });

  it('names the device whose weight is added to the payload typed', () => {
    const needs: MissionNeeds = { payload: 20, device: 'zs-EPT30' };
    expect(line('en', 'ZS-EM40', needs, 'payload')).toBe(
      'Payload 20 kg, needs 24.8 kg with the ZS-EPT30 winch (-4.8 kg)',
    );
    expect(line('en', 'ZS-VT15', { device: 'water-tank' }, 'device')).toBe(
      'Does not carry the water tank',
    );
  });

  it('says what is not stated, or given on request, without guessing', () => {
    expect(line('en', 'ZS-EM25', { range: 10 }, 'range')).toBe('Range: not stated');
    expect(line('zh', 'ZS-EM25', { tmax: 40 }, 'tmax')).toBe('最高工作温度：请咨询销售');
  });
});
