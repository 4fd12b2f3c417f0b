import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes the day in each language', () => {
    expect(formatDate('2026-10-28', 'en')).toBe('28 October 2026');
    expect(formatDate('2026-10-28', 'zh')).toBe('2026年10月28日');
  });

  it('writes every day as Intl.DateTimeFormat does in en-GB and zh-CN', () => {
    // The options formatDate passed to Intl before it wrote dates out.
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    };
    const formats = {
      en: new Intl.DateTimeFormat('en-GB', options),
      zh: new Intl.DateTimeFormat('zh-CN', options),
    };
    const differing: string[] = [];
    for (let time = Date.UTC(2010, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      const iso = date.toISOString().slice(0, 10);
      for (const lang of ['en', 'zh'] as const) {
        if (formatDate(iso, lang) !== formats[lang].format(date)) differing.push(`${lang} ${iso}`);
      }
    }
    expect(differing).toEqual([]);
  });

  it('refuses what is not a calendar date', () => {
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-5', '28 October 2026', '']) {
      expect(() => formatDate(text, 'en')).toThrow(/not a calendar date/);
    }
  });

  it('prints the same day in every time zone, as prerender and browser must agree', () => {
    // A date read as local midnight would fall on the 27th west of UTC.
    for (const zone of ['Pacific/Honolulu', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    }
  });
});
