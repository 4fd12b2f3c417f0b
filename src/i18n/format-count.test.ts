import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent, intlCount, intlPercent } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands in English from five digits on', () => {
    expect(formatCount(850_000, 'en')).toBe('850,000');
    expect(formatCount(1_200, 'en')).toBe('1200');
    expect(formatCount(40, 'en')).toBe('40');
  });

  it('counts by ten-thousands (万) in Chinese from 10,000 up, the digits set apart', () => {
    expect(formatCount(120_000, 'zh')).toBe('12 万');
    expect(formatCount(1_250_000, 'zh')).toBe('125 万');
    expect(formatCount(9_999, 'zh')).toBe('9999');
  });
});

describe('formatPercent', () => {
  it.each(['en', 'zh'] as const)('writes 0.7 as 70%% in %s', (lang) => {
    expect(formatPercent(0.7, lang)).toBe('70%');
  });
});

describe('the written-out text is what Intl.NumberFormat writes', () => {
  const counts = [
    ...Array.from({ length: 3_000 }, (_, i) => i * 7),
    ...Array.from({ length: 3_000 }, (_, i) => 9_000 + i * 37),
    ...Array.from({ length: 3_000 }, (_, i) => i * 33_331),
    ...Array.from({ length: 500 }, (_, i) => i * 7_777_777),
    99_995,
    99_999,
    999_950,
    99_994_999,
    99_995_000,
    99_999_999,
    100_000_000,
    123_456_789,
    999_949_999_999,
  ];
  it.each(['en', 'zh'] as const)('counts in %s', (lang) => {
    const differing = counts.filter((value) => formatCount(value, lang) !== intlCount(value, lang));
    expect(differing.map((value) => [value, formatCount(value, lang)])).toEqual([]);
  });

  it.each(['en', 'zh'] as const)('percentages in %s', (lang) => {
    const fractions = [
      ...Array.from({ length: 2_001 }, (_, i) => i / 1_000),
      ...Array.from({ length: 1_000 }, (_, i) => i / 10_000 + 0.00005),
      0.285,
      0.0145,
      0.07,
      12.345,
    ];
    const differing = fractions.filter(
      (fraction) => formatPercent(fraction, lang) !== intlPercent(fraction, lang),
    );
    expect(differing.map((fraction) => [fraction, formatPercent(fraction, lang)])).toEqual([]);
  });
});
