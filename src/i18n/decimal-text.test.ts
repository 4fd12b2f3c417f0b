import { describe, expect, it } from 'vitest';
import { decimalText } from './decimal-text.ts';

const locales = ['en-US', 'zh-CN'] as const;

const formats = new Map<string, Intl.NumberFormat>();

function intl(locale: string, value: number, digits: number, grouped: boolean): string {
  const key = `${locale} ${digits} ${grouped}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      maximumFractionDigits: digits,
      useGrouping: grouped,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

// Whole numbers around every power of ten, decimals that round at each digit (1.005, 9.995,
// 0.125), binary fractions that print long (2 / 3, 0.1 + 0.2), negatives and a negative zero.
const values = [
  ...Array.from({ length: 2_001 }, (_, i) => i - 1_000),
  ...[9, 99, 999, 9_999, 99_999, 999_999, 9_999_999].flatMap((n) => [n, n + 1, n + 0.995]),
  ...Array.from({ length: 4_000 }, (_, i) => i / 1_000),
  ...Array.from({ length: 1_000 }, (_, i) => i / 1_000 + 0.0005),
  ...Array.from({ length: 500 }, (_, i) => (i * 37.123456789) % 123_456.789),
  1.005,
  1.015,
  2.675,
  9.995,
  99.995,
  0.125,
  2 / 3,
  0.1 + 0.2,
  1e20,
  123_456_789.987,
  -0,
  -0.001,
  -1.005,
  -9_999.999,
  Number.MAX_SAFE_INTEGER,
];

describe('decimalText', () => {
  for (const locale of locales) {
    for (const digits of [0, 1, 2]) {
      for (const grouped of [false, true]) {
        it(`prints what Intl.NumberFormat("${locale}") prints, ${digits} decimals, grouped ${grouped}`, () => {
          const differing = values.filter(
            (value) => decimalText(value, digits, grouped) !== intl(locale, value, digits, grouped),
          );
          expect(differing.map((value) => [value, decimalText(value, digits, grouped)])).toEqual(
            [],
          );
        });
      }
    }
  }

  it('leaves to Intl what JavaScript does not print in plain digits', () => {
    expect(decimalText(1e21, 2, true)).toBeUndefined();
    expect(decimalText(1e-7, 2, true)).toBeUndefined();
    expect(decimalText(Number.NaN, 2, true)).toBeUndefined();
    expect(decimalText(Number.POSITIVE_INFINITY, 2, true)).toBeUndefined();
  });
});
