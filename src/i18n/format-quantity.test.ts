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
  it('groups thousands from five digits on, alike in both languages, and keeps two decimals', () => {
    expect(formatNumber(1000, 'en')).toBe('1000');
    expect(formatNumber(4500, 'zh')).toBe('4500');
    expect(formatNumber(9999.5, 'zh')).toBe('9999.5');
    expect(formatNumber(10_000, 'en')).toBe('10,000');
    expect(formatNumber(60_000, 'zh')).toBe('60,000');
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
    [q(1000, 'km'), '1000 km'],
    [q(60_000, 'mah'), '60,000 mAh'],
    [q(500, 'km', 'atLeast'), 'at least 500 km'],
    [q(70, 'km', 'upTo'), 'up to 70 km'],
    [q(130, 'kmh'), '130 km/h'],
    [q(-20, 'celsius'), '-20 °C'],
    [q(6, 'beaufort'), 'Beaufort force 6'],
    [q(20, 'h', 'upTo'), 'up to 20 h'],
    [q(8.51, 'mp'), '8.51 MP'],
  ])('formats %j as %j', (figure, expected) => {
    expect(formatQuantity(figure, 'en', t.en)).toBe(expected);
  });
});

describe('formatQuantity in Chinese', () => {
  it.each([
    [q(15, 'kg'), '15 kg'],
    [q(1.75, 'kg'), '1.75 kg'],
    [q(245, 'km'), '245 km'],
    [q(4500, 'm'), '4500 m'],
    [q(1000, 'km'), '1000 km'],
    [q(500, 'km', 'atLeast'), '不少于 500 km'],
    [q(70, 'km', 'upTo'), '最远 70 km'],
    [q(20, 'h', 'upTo'), '最长 20 小时'],
    [q(128, 'gb', 'upTo'), '最大支持 128 GB'],
    [q(130, 'kmh'), '130 km/h'],
    [q(21, 'ms'), '21 m/s'],
    [q(18, 'l'), '18 L'],
    [q(55, 'min'), '55 分钟'],
    [q(6, 'beaufort'), '6 级'],
    [q(4, 'mp'), '400 万像素'],
    [q(8.51, 'mp'), '851 万像素'],
  ])('formats %j as %j', (figure, expected) => {
    expect(formatQuantity(figure, 'zh', t.zh)).toBe(expected);
  });

  it('writes unit symbols as Chinese spec sheets do, and every word in Chinese', () => {
    for (const unit of units) {
      for (const qualifier of [undefined, 'atLeast', 'upTo'] as const) {
        const text = formatQuantity(q(42, unit, qualifier), 'zh', t.zh);
        expect(text).not.toMatch(
          /at least|up to|(?<![/\w])(min|h)\b|Level|times|inch|nits?|\bpx\b/,
        );
      }
    }
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
