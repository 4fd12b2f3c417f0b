import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from './format-count.ts';

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
