import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MissionNeeds } from '../../routing/mission-query.ts';
import { missionSummary } from './mission-summary.ts';

const i18n = await createTestI18n();
const summary = (lang: Language, needs: MissionNeeds, bestFit?: string) =>
  missionSummary(needs, { lang, t: i18n.getFixedT(lang), ...(bestFit ? { bestFit } : {}) });

const everyNeed: MissionNeeds = {
  task: 'inspection',
  payload: 2.5,
  range: 120,
  endurance: 90,
  wind: 6,
  ceiling: 4500,
  tmin: -20,
  tmax: 45,
  device: 'zs-IRT35',
};

describe('the mission summary', () => {
  it('states the needs and the best fit in English', () => {
    expect(summary('en', { payload: 8, range: 300 }, 'ZS-VT30')).toBe(
      'Mission: payload 8 kg, range 300 km; best fit ZS-VT30.',
    );
  });

  it('states them in Chinese as the site typesets it', () => {
    expect(summary('zh', { payload: 8, range: 300 }, 'ZS-VT30')).toBe(
      '任务需求：载重 8 kg，航程 300 km；最佳匹配机型为 ZS-VT30。',
    );
  });

  it('words every need in the finder’s order, figures as the catalogue prints them', () => {
    expect(summary('en', everyNeed)).toBe(
      'Mission: inspection, payload 2.5 kg, range 120 km, flight time 90 min, take-off wind up to ' +
        'Beaufort force 6, operating altitude 4500 m, temperature -20 to 45 °C, carrying the ' +
        'ZS-IRT35 dual-sensor thermal camera.',
    );
    expect(summary('zh', everyNeed)).toBe(
      '任务需求：巡检，载重 2.5 kg，航程 120 km，续航时间 90 分钟，起飞抗风 6 级，作业海拔 4500 m，' +
        '工作温度 -20~45 ℃，搭载 ZS-IRT35 双光热成像吊舱。',
    );
  });

  it('reads a task as its word', () => {
    expect(summary('en', { task: 'logistics' })).toBe('Mission: delivery.');
    expect(summary('zh', { task: 'firefighting' })).toBe('任务需求：消防。');
  });

  it('bounds the temperature on the side stated', () => {
    expect(summary('en', { tmin: -30 })).toBe('Mission: temperature down to -30 °C.');
    expect(summary('en', { tmax: 50 })).toBe('Mission: temperature up to 50 °C.');
    expect(summary('zh', { tmin: -30 })).toBe('任务需求：最低工作温度 -30 ℃。');
    expect(summary('zh', { tmax: 50 })).toBe('任务需求：最高工作温度 50 ℃。');
  });

  it('names a device as the catalogue does, in running text', () => {
    expect(summary('en', { device: 'water-tank' })).toBe('Mission: carrying the water tank.');
    expect(summary('zh', { device: 'water-tank' })).toBe('任务需求：搭载机载水箱。');
    // One the catalogue does not know (the contact page takes any slug) is named by its slug.
    expect(summary('en', { device: 'zs-NEW1' })).toBe('Mission: carrying the zs-NEW1.');
  });
});
