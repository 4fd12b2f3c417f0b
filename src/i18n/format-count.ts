import type { Language } from './languages.ts';

const locales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/**
 * A large round total as readers of each language expect it: "850,000" in English,
 * "85 万" in Chinese, where counting goes by ten-thousands. Like every figure on the site
 * (formatNumber), four-digit totals are not grouped, and Chinese sets the digits apart from
 * 万 by a space (docs/decisions/010-chinese-typesetting.md).
 */
export function formatCount(value: number, lang: Language): string {
  const compact = lang === 'zh' && value >= 10_000;
  const parts = new Intl.NumberFormat(locales[lang], {
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: 1,
    useGrouping: Math.abs(value) >= 10_000,
  }).formatToParts(value);
  const number = parts
    .filter((part) => part.type !== 'compact' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  const unit = parts.find((part) => part.type === 'compact')?.value;
  return unit ? `${number} ${unit}` : number;
}

/** A fraction as a percentage: 0.7 gives "70%". */
export function formatPercent(fraction: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(fraction);
}
