import type { TFunction } from 'i18next';
import { quantity, type Qualifier, type Unit } from '../../catalogue/quantity.ts';
import { formatCondition, formatNumber, formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import type { MissionNeeds, NumericNeed } from '../../routing/mission-query.ts';
import { needBounds } from '../../routing/mission-needs.ts';
import { payloadNameInProse } from '../catalogue/product-name.ts';
import type { AircraftJudgement, JudgedFigure, NeedCheck } from './mission-judgement.ts';

/*
 * One line of a result card per stated need, in the page's language: "Payload 5 kg, needs 8 kg
 * (-3 kg)". Every number is formatted from the judgement, so the card and the catalogue agree.
 */

/** The unit a need is printed in; the wind's "force" or "级" is part of its sentence instead. */
function printedUnit(need: NumericNeed): Unit | undefined {
  const { unit } = needBounds[need];
  return unit === 'beaufort' ? undefined : unit;
}

function amount(
  value: number,
  need: NumericNeed,
  lang: Language,
  t: TFunction,
  qualifier?: Qualifier,
): string {
  const unit = printedUnit(need);
  return unit
    ? formatQuantity(quantity(value, unit, qualifier), lang, t)
    : formatNumber(value, lang);
}

function figureText(figure: JudgedFigure, need: NumericNeed, lang: Language, t: TFunction) {
  const text = amount(figure.value, need, lang, t, figure.qualifier);
  return figure.basis?.kind === 'estimate' ? t('finder:estimate', { quantity: text }) : text;
}

/**
 * A margin with its sign: "+2 kg", "-3 kg", "±0 kg"; the minus is the one every figure of the
 * site prints (formatNumber), and wind levels are counted as levels ("+1 级").
 */
function signed(margin: number, need: NumericNeed, lang: Language, t: TFunction): string {
  const text =
    need === 'wind'
      ? t('finder:checks.levels', { value: formatNumber(Math.abs(margin), lang) })
      : amount(Math.abs(margin), need, lang, t);
  return `${margin > 0 ? '+' : margin < 0 ? '-' : '±'}${text}`;
}

/** Where an endurance figure comes from, after the figure: " at 10 kg (published at 5 kg)". */
function enduranceBasis(
  judgement: AircraftJudgement,
  figure: JudgedFigure,
  lang: Language,
  t: TFunction,
): string {
  // The empty aircraft is a published point too, named as the specifications name it.
  const kg = (value: number) =>
    value === 0 ? t('common:conditions.noPayload') : formatQuantity(quantity(value, 'kg'), lang, t);
  const carried = judgement.carriedWeight ?? 0;
  const basis = figure.basis;
  switch (basis?.kind) {
    case 'estimate':
      return t('finder:basis.estimate', {
        payload: kg(carried),
        from: kg(basis.between[0]),
        to: kg(basis.between[1]),
      });
    case 'heavierPoint':
      return t('finder:basis.heavierPoint', {
        payload: kg(carried),
        published: kg(basis.atPayload),
      });
    case 'published': {
      if (basis.atPayload !== undefined && carried > 0) {
        return t('finder:basis.atPayload', { payload: kg(basis.atPayload) });
      }
      // Judged with no payload stated: the published figure, under the condition it states.
      const { flightTime } = judgement.drone.figures;
      return flightTime.condition
        ? t('finder:basis.condition', { condition: formatCondition(flightTime.condition, lang, t) })
        : '';
    }
    default:
      return '';
  }
}

/** What every line of a page reads besides the check: the mission and the page's language. */
export interface CheckTextContext {
  needs: MissionNeeds;
  lang: Language;
  t: TFunction;
}

/** The sentence for one check of one aircraft. */
export function checkText(
  check: NeedCheck,
  judgement: AircraftJudgement,
  { needs, lang, t }: CheckTextContext,
): string {
  const { need, outcome, figure, margin } = check;
  if (need === 'task') {
    const task = needs.task ? t(`finder:tasks.${needs.task}`) : '';
    const key = { meets: 'task', fails: 'taskFails', unknown: 'taskUnknown' }[outcome];
    return t(`finder:checks.${key}`, { task });
  }
  if (need === 'device') {
    const device = payloadNameInProse({ slug: needs.device ?? '' }, lang, t);
    if (outcome === 'meets') return t('finder:checks.device', { device });
    if (figure && needs.payload !== undefined) {
      // It carries the device, but not the load asked of it.
      return t('finder:checks.deviceLoad', {
        device,
        load: amount(figure.value, 'payload', lang, t),
        required: amount(needs.payload, 'payload', lang, t),
      });
    }
    return t('finder:checks.deviceFails', { device });
  }
  // An "at least" short of the need keeps its figure: the sentence says what is published.
  if (!figure) {
    if (check.unknownBecause === 'noPointCovers') {
      return t('finder:checks.noPointCovers', {
        payload: amount(judgement.carriedWeight ?? 0, 'payload', lang, t),
      });
    }
    const reason = check.unknownBecause === 'onRequest' ? 'onRequest' : 'notPublished';
    return t(`finder:checks.${reason}`, { need: t(`finder:needs.${need}`) });
  }
  const required =
    need === 'payload' && judgement.carriedWeight !== undefined
      ? judgement.carriedWeight
      : (needs[need] ?? 0);
  // A device that carries a load adds its own weight to what the buyer typed: say whose.
  const withDevice = need === 'payload' && needs.device !== undefined && required !== needs.payload;
  const sentence = t(`finder:checks.${withDevice ? 'payloadWithDevice' : need}`, {
    device: withDevice ? payloadNameInProse({ slug: needs.device ?? '' }, lang, t) : '',
    figure: figureText(figure, need, lang, t),
    basis: need === 'endurance' ? enduranceBasis(judgement, figure, lang, t) : '',
    required: amount(required, need, lang, t),
  });
  return margin === undefined
    ? sentence
    : `${sentence}${t('finder:checks.margin', { margin: signed(margin, need, lang, t) })}`;
}
