import type { TFunction } from 'i18next';
import type { Quantity } from '../catalogue/quantity.ts';
import type { Language } from './languages.ts';

const numberLocales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(numberLocales[lang], { maximumFractionDigits: 2 }).format(value);
}

/**
 * A catalogue figure in the page's language: the number formatted for the locale, the unit and
 * any "at least" from the locale files (common.json "units" and "qualifiers").
 */
export function formatQuantity(quantity: Quantity, lang: Language, t: TFunction): string {
  const withUnit = t(`common:units.${quantity.unit}`, {
    value: formatNumber(quantity.value, lang),
  });
  return quantity.qualifier
    ? t(`common:qualifiers.${quantity.qualifier}`, { quantity: withUnit })
    : withUnit;
}
