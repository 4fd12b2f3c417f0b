import type { Language } from './languages.ts';

const locales: Record<Language, string> = { en: 'en-GB', zh: 'zh-CN' };

/**
 * A calendar date ("2026-10-28") for reading: "28 October 2026" / "2026年10月28日". The date is
 * read and written in UTC, so the prerender and every visitor's browser print the same day
 * whatever their time zone, and hydration never finds a different text.
 */
export function formatDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(locales[lang], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
