import type { Language } from './languages.ts';

const locales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/**
 * A large round total as readers of each language expect it: "850,000" in English,
 * "85万" in Chinese, where counting goes by ten-thousands.
 */
export function formatCount(value: number, lang: Language): string {
  const compact = lang === 'zh' && value >= 10_000;
  return new Intl.NumberFormat(locales[lang], {
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A fraction as a percentage: 0.7 gives "70%". */
export function formatPercent(fraction: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(fraction);
}
