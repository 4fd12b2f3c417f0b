import type { TFunction } from 'i18next';
import type { Drone } from '../../catalogue/drones.ts';
import { payloadOnAircraft } from '../../catalogue/payload-weight.ts';
import type { Payload } from '../../catalogue/payloads.ts';
import { formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import type { SpecRow } from './spec-list.tsx';

/**
 * What a payload weighs and carries on one aircraft, as its card on the model page and the
 * model's spec sheet both state it. The aircraft's payload counts the device and its load
 * together. `values` are the drone's text values (droneTextValues), which the load's label
 * quotes.
 */
export function payloadFitRows(
  drone: Pick<Drone, 'headline'>,
  payload: Payload,
  values: Record<string, string>,
  lang: Language,
  t: TFunction,
): SpecRow[] {
  const fit = payloadOnAircraft(payload, drone.headline.payload);
  const rows: SpecRow[] = [
    { key: 'weight', label: t('model.deviceWeight'), value: formatQuantity(fit.device, lang, t) },
  ];
  if (fit.load && fit.rating) {
    const load = formatQuantity(fit.load, lang, t);
    rows.push({
      key: 'load',
      label: t('model.loadOnAircraft', values),
      value: fit.limitedByAircraft
        ? t('model.loadBelowRating', { load, rating: formatQuantity(fit.rating, lang, t) })
        : load,
    });
  }
  return rows;
}
