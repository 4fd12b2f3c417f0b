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

  it('prints the same day in every time zone, as prerender and browser must agree', () => {
    // A date read as local midnight would fall on the 27th west of UTC.
    for (const zone of ['Pacific/Honolulu', 'Asia/Shanghai', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zone);
      expect(formatDate('2026-01-01', 'en')).toBe('1 January 2026');
    }
  });
});
