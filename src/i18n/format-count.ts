import { decimalText } from './decimal-text.ts';
import type { Language } from './languages.ts';

const locales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

/** `value` × 10^places, scaled in its decimal text as Intl scales it, not in binary. */
function shifted(value: number, places: number): number {
  return Number(`${value}e${places}`);
}

/** Chinese counts large numbers by 万 (10^4) and 亿 (10^8), as Intl's compact notation does. */
function chineseCount(value: number): string | undefined {
  if (Math.abs(value) >= 1e12) return undefined;
  const inYi = Math.abs(value) >= 1e8;
  const text = decimalText(shifted(value, inYi ? -8 : -4), 1, true);
  // 9999.96 万 rounds to 10000 万, which is 1 亿.
  if (!inYi && text?.replace('-', '') === '10,000') return `${value < 0 ? '-' : ''}1 亿`;
  return text && `${text} ${inYi ? '亿' : '万'}`;
}

/**
 * A large round total as readers of each language expect it: "850,000" in English,
 * "85 万" in Chinese, where counting goes by ten-thousands. Like every figure on the site
 * (formatNumber), four-digit totals are not grouped, and Chinese sets the digits apart from
 * 万 by a space (docs/decisions/010-chinese-typesetting.md). Written without Intl where it can
 * be (decimal-text.ts says why); format-count.test.ts checks the text is Intl's.
 */
export function formatCount(value: number, lang: Language): string {
  const compact = lang === 'zh' && value >= 10_000;
  const text = compact ? chineseCount(value) : decimalText(value, 1, Math.abs(value) >= 10_000);
  return text ?? intlCount(value, lang);
}

/** Intl's own text: the fallback, and what the tests hold the written-out text to. */
export function intlCount(value: number, lang: Language): string {
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

/** A fraction as a percentage: 0.7 gives "70%", alike in both languages. */
export function formatPercent(fraction: number, lang: Language): string {
  const text = decimalText(shifted(fraction, 2), 1, true);
  return text ? `${text}%` : intlPercent(fraction, lang);
}

/** Intl's own text: the fallback, and what the tests hold the written-out text to. */
export function intlPercent(fraction: number, lang: Language): string {
  return new Intl.NumberFormat(locales[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(fraction);
}
