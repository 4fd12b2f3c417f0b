import type { TFunction } from 'i18next';
import type { Condition, Figure, Quantity, Unit } from '../catalogue/quantity.ts';
import type { Language } from './languages.ts';

const numberLocales: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };

// Formatting with Intl costs tens of microseconds a number, and a listing formats hundreds of
// figures (the same few dozen values) each time it renders: each text is made once.
const formatted = new Map<string, string>();

export function formatNumber(value: number, lang: Language, grouping = true): string {
  const key = `${lang}:${grouping}:${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = new Intl.NumberFormat(numberLocales[lang], {
      maximumFractionDigits: 2,
      useGrouping: grouping,
    }).format(value);
    formatted.set(key, text);
  }
  return text;
}

function withUnit(value: string, unit: Unit, t: TFunction): string {
  return t(`common:units.${unit}`, { value });
}

/**
 * A catalogue figure in the page's language: the number formatted for the locale, the unit and
 * any "at least" from the locale files (common.json "units" and "qualifiers").
 */
export function formatQuantity(quantity: Quantity, lang: Language, t: TFunction): string {
  const text = withUnit(formatNumber(quantity.value, lang), quantity.unit, t);
  return quantity.qualifier
    ? t(`common:qualifiers.${quantity.qualifier}`, { quantity: text })
    : text;
}

export function formatCondition(condition: Condition, lang: Language, t: TFunction): string {
  return t(`common:conditions.${condition.key}`, {
    payload: condition.payload ? formatQuantity(condition.payload, lang, t) : '',
  });
}

export interface FigureFormatOptions {
  /**
   * Add the condition a figure holds under, "60 min (no payload)". Specification tables do;
   * prose does not, because its sentence already says when the figure holds.
   */
  withCondition?: boolean;
}

/**
 * Any catalogue figure as text: ranges ("1 to 16 m/s"), dimensions ("3378 × 1500 × 500 mm",
 * ungrouped as on a drawing), codes, translated words (catalogue.json "values") and lists.
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
          t,
        );
        condition = figure.condition;
        break;
      case 'dimensions':
        text = withUnit(
          figure.values.map((value) => formatNumber(value, lang, false)).join(' × '),
          figure.unit,
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
