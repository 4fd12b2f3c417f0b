import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quantity as q, units } from '../catalogue/quantity.ts';
import { formatNumber, formatQuantity } from './format-quantity.ts';
import type { Language } from './languages.ts';
import { createTestI18n } from './test-i18n.ts';

const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  const i18n = await createTestI18n();
  t.en = i18n.getFixedT('en');
  t.zh = i18n.getFixedT('zh');
});

describe('formatNumber', () => {
  it('groups thousands and keeps up to two decimals', () => {
    expect(formatNumber(1000, 'en')).toBe('1,000');
    expect(formatNumber(1000, 'zh')).toBe('1,000');
    expect(formatNumber(1.75, 'en')).toBe('1.75');
    expect(formatNumber(0.5, 'zh')).toBe('0.5');
    expect(formatNumber(2 / 3, 'en')).toBe('0.67');
  });
});

describe('formatQuantity in English', () => {
  it.each([
    [q(15, 'kg'), '15 kg'],
    [q(1.75, 'kg'), '1.75 kg'],
    [q(0.5, 'kg'), '0.5 kg'],
    [q(245, 'km'), '245 km'],
    [q(1000, 'km'), '1,000 km'],
    [q(500, 'km', 'atLeast'), 'at least 500 km'],
    [q(70, 'km', 'upTo'), 'up to 70 km'],
    [q(130, 'kmh'), '130 km/h'],
    [q(-20, 'celsius'), '-20 °C'],
  ])('formats %j as %j', (figure, expected) => {
    expect(formatQuantity(figure, 'en', t.en)).toBe(expected);
  });
});

describe('formatQuantity in Chinese', () => {
  it.each([
    [q(15, 'kg'), '15 千克'],
    [q(1.75, 'kg'), '1.75 千克'],
    [q(245, 'km'), '245 公里'],
    [q(1000, 'km'), '1,000 公里'],
    [q(500, 'km', 'atLeast'), '不少于 500 公里'],
    [q(70, 'km', 'upTo'), '最高 70 公里'],
    [q(130, 'kmh'), '130 公里/小时'],
  ])('formats %j as %j', (figure, expected) => {
    expect(formatQuantity(figure, 'zh', t.zh)).toBe(expected);
  });

  it('never shows an English unit or qualifier on a Chinese page', () => {
    const text = formatQuantity(q(500, 'km', 'atLeast'), 'zh', t.zh);
    expect(text).not.toMatch(/km|at least/);
  });
});

describe('formatQuantity with every unit', () => {
  it.each(['en', 'zh'] as const)('resolves each unit and qualifier in %s to text', (lang) => {
    for (const unit of units) {
      for (const qualifier of [undefined, 'atLeast', 'upTo'] as const) {
        const text = formatQuantity(q(42, unit, qualifier), lang, t[lang]);
        // A missing key would come back as the key itself and no number.
        expect(text).toContain('42');
        expect(text).not.toMatch(/units\.|qualifiers\.|\{\{/);
      }
    }
  });
});
