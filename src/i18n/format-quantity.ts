import type { TFunction } from 'i18next';
import type { Condition, Figure, Quantity, Unit } from '../catalogue/quantity.ts';
import { decimalText } from './decimal-text.ts';
import type { Language } from './languages.ts';

const numberLocales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

// A listing formats hundreds of figures (the same few dozen values) each time it renders: each
// text is made once.
const formatted = new Map<string, string>();

/**
 * A figure's number for reading. Four-digit figures stay ungrouped (4500 m, 3378 × 1500 mm), as
 * spec sheets and drawings write them in both languages; from five digits on, thousands are
 * grouped (60,000 mAh). The rule is a plain comparison rather than Intl's "min2" grouping, so
 * the prerender and every browser print the same text. docs/decisions/010-chinese-typesetting.md
 */
export function formatNumber(value: number, lang: Language): string {
  const key = `${lang}:${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const grouped = Math.abs(value) >= 10_000;
    // Plain digits without Intl where they can be (decimal-text.ts says why), the same text.
    text =
      decimalText(value, 2, grouped) ??
      new Intl.NumberFormat(numberLocales[lang], {
        maximumFractionDigits: 2,
        useGrouping: grouped,
      }).format(value);
    formatted.set(key, text);
  }
  return text;
}

/**
 * Units a language counts in a larger step: Chinese counts pixels in ten-thousands (万像素),
 * so 4 MP reads "400 万像素".
 */
const unitScale: Partial<Record<Language, Partial<Record<Unit, number>>>> = { zh: { mp: 100 } };

function withUnit(value: number | string, unit: Unit, lang: Language, t: TFunction): string {
  const scale = unitScale[lang]?.[unit] ?? 1;
  const text = typeof value === 'number' ? formatNumber(value * scale, lang) : value;
  return t(`common:units.${unit}`, { value: text });
}

/**
 * What an "up to" limits, where a language words it differently: Chinese says 最长 for a
 * time, 最大支持 for storage, 最远 for a distance (common.json "qualifiers.upTo_<context>").
 */
const qualifierContexts: Partial<Record<Unit, string>> = {
  min: 'duration',
  h: 'duration',
  gb: 'storage',
  km: 'distance',
};

/**
 * A catalogue figure in the page's language: the number formatted for the locale, the unit and
 * any "at least" from the locale files (common.json "units" and "qualifiers").
 */
export function formatQuantity(quantity: Quantity, lang: Language, t: TFunction): string {
  const text = withUnit(quantity.value, quantity.unit, lang, t);
  return quantity.qualifier
    ? t(`common:qualifiers.${quantity.qualifier}`, {
        quantity: text,
        context: qualifierContexts[quantity.unit],
      })
    : text;
}

export function formatCondition(condition: Condition, lang: Language, t: TFunction): string {
  const first = t(`common:conditions.${condition.key}`, {
    payload: condition.payload ? formatQuantity(condition.payload, lang, t) : '',
  });
  return condition.also
    ? `${first}${t('common:listSeparators.details')}${t(`common:conditions.${condition.also}`)}`
    : first;
}

export interface FigureFormatOptions {
  /**
   * Add the condition a figure holds under, "60 min (no payload)". Specification tables do;
   * prose does not, because its sentence already says when the figure holds.
   */
  withCondition?: boolean;
}

/**
 * Any catalogue figure as text: ranges ("1 to 16 m/s"), dimensions ("3378 × 1500 × 500 mm"),
 * codes, translated words (catalogue.json "values") and lists.
 */
export function formatFigure(
  figure: Figure,
  lang: Language,
  t: TFunction,
  options: FigureFormatOptions = {},
): string {
  let text: string;
  let condition: Condition | undefined;
  if (!('kind' in figure)) {
    text = formatQuantity(figure, lang, t);
    condition = figure.condition;
  } else {
    switch (figure.kind) {
      case 'range':
        text = withUnit(
          t('common:ranges.between', {
            min: formatNumber(figure.min, lang),
            max: formatNumber(figure.max, lang),
          }),
          figure.unit,
          lang,
          t,
        );
        condition = figure.condition;
        break;
      case 'dimensions':
        text = withUnit(
          figure.values.map((value) => formatNumber(value, lang)).join(' × '),
          figure.unit,
          lang,
          t,
        );
        condition = figure.condition;
        break;
      case 'code':
        text = figure.code;
        break;
      case 'text':
        text = t(`catalogue:values.${figure.key}`);
        break;
      case 'list':
        text = figure.items
          .map((item) => formatFigure(item, lang, t))
          .join(t(`common:listSeparators.${figure.style}`));
        break;
      case 'onRequest':
        text = t('common:onRequest');
        break;
    }
  }
  if (condition && options.withCondition) {
    return t('common:figureWithCondition', {
      figure: text,
      condition: formatCondition(condition, lang, t),
    });
  }
  return text;
}
