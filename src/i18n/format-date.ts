import type { Language } from './languages.ts';

// The months as en-GB's Intl.DateTimeFormat writes them (format-date.test.ts checks every day).
const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A calendar date ("2026-10-28") for reading: "28 October 2026" / "2026年10月28日". The date is
 * read as written, with no time zone, so the prerender and every visitor's browser print the
 * same day, and hydration never finds a different text. Written out rather than through
 * Intl.DateTimeFormat, whose first use loads the locale's calendar data inside the hydration
 * task (docs/decisions/022); the test compares both for every day of several years.
 */
export function formatDate(isoDate: string, lang: Language): string {
  const [, year = 0, month = 0, day = 0] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) ?? []).map(
    Number,
  );
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw new Error(`"${isoDate}" is not a calendar date written YYYY-MM-DD.`);
  }
  return lang === 'zh'
    ? `${year}年${month}月${day}日`
    : `${day} ${englishMonths[month - 1]} ${year}`;
}
