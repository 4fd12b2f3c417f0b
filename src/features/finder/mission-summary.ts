import type { TFunction } from 'i18next';
import { formatFigure, formatQuantity } from '../../i18n/format-quantity.ts';
import { payloadNameInProse } from '../catalogue/product-name.ts';
import type { Language } from '../../i18n/languages.ts';
import {
  missionNeedNames,
  type MissionNeedName,
  type MissionNeeds,
  type NumericNeed,
} from '../../routing/mission-query.ts';
import { needBounds } from '../../routing/mission-needs.ts';

export interface MissionSummaryOptions {
  /** The printed name of the aircraft the finder ranked first ("ZS-VT30"). */
  bestFit?: string;
  lang: Language;
  /**
   * Reads the contactForm and common namespaces, and catalogue for a stated device's name (a
   * device it cannot name is written as its slug).
   */
  t: TFunction;
}

/**
 * One need as the sentence words it, or nothing for a need not stated (or, for the highest
 * temperature, already worded with the lowest as one range).
 */
function needText(
  need: MissionNeedName,
  needs: MissionNeeds,
  lang: Language,
  t: TFunction,
): string | undefined {
  const figure = (numeric: NumericNeed) => {
    const value = needs[numeric];
    return value === undefined
      ? undefined
      : formatQuantity({ value, unit: needBounds[numeric].unit }, lang, t);
  };
  switch (need) {
    case 'task':
      return needs.task && t(`contactForm:mission.tasks.${needs.task}`);
    case 'device':
      return (
        needs.device &&
        t('contactForm:mission.needs.device', {
          device: payloadNameInProse({ slug: needs.device }, lang, t),
        })
      );
    case 'tmin': {
      const { tmin: coldest, tmax: hottest } = needs;
      if (coldest === undefined) return undefined;
      return hottest === undefined
        ? t('contactForm:mission.needs.tmin', { value: figure('tmin') })
        : t('contactForm:mission.needs.temperature', {
            // One unit for the range, as the specification tables write it: "-20~45 ℃".
            value: formatFigure(
              { kind: 'range', min: coldest, max: hottest, unit: needBounds.tmin.unit },
              lang,
              t,
            ),
          });
    }
    case 'tmax': {
      const hottest = figure('tmax');
      return hottest === undefined || needs.tmin !== undefined
        ? undefined
        : t('contactForm:mission.needs.tmax', { value: hottest });
    }
    default: {
      const value = figure(need);
      return value && t(`contactForm:mission.needs.${need}`, { value });
    }
  }
}

/**
 * The mission in one sentence of the page's language, for the contact form's message and the
 * sales notice: "Mission: delivery, payload 8 kg, range 300 km; best fit ZS-VT30." The needs
 * come in the finder's order and their figures read as the catalogue prints them
 * (format-quantity.ts), so sales reads the buyer's numbers as the site showed them.
 */
export function missionSummary(
  needs: MissionNeeds,
  { bestFit, lang, t }: MissionSummaryOptions,
): string {
  const stated = missionNeedNames
    .map((need) => needText(need, needs, lang, t))
    .filter((text) => text !== undefined);
  return t('contactForm:mission.summary', {
    needs: stated.join(t('common:listSeparators.details')),
    product: bestFit,
    context: bestFit ? 'bestFit' : undefined,
  });
}
