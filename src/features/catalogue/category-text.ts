import type { TFunction } from 'i18next';
import type { CategorySlug } from '../../catalogue/categories.ts';
import type { Drone } from '../../catalogue/drones.ts';
import { valueIn, type Quantity } from '../../catalogue/quantity.ts';
import { formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';

function extremes(list: readonly Quantity[]): { min?: Quantity; max?: Quantity } {
  const sorted = [...list].sort(
    (a, b) => (valueIn(a, 'kg') ?? a.value) - (valueIn(b, 'kg') ?? b.value),
  );
  return { min: sorted[0], max: sorted.at(-1) };
}

/**
 * Figures a drone series' texts quote ("from {{minTakeoffWeight}} to {{maxTakeoffWeight}}"),
 * computed from the catalogue so the listing's description and head follow the data. Only
 * drones feed these, so the head builder needs no other family.
 */
export function categoryTextValues(
  drones: readonly Drone[],
  category: CategorySlug,
  lang: Language,
  t: TFunction,
): Record<string, string> {
  const models = drones.filter((drone) => drone.series === category);
  if (models.length === 0) return {};
  const byWeight = [...models].sort(
    (a, b) =>
      (valueIn(a.headline.maxTakeoffWeight, 'kg') ?? 0) -
      (valueIn(b.headline.maxTakeoffWeight, 'kg') ?? 0),
  );
  const takeoff = extremes(models.map((d) => d.headline.maxTakeoffWeight));
  const payload = extremes(models.map((d) => d.headline.payload));
  const ranges = models.flatMap((d) => (d.headline.range ? [d.headline.range] : []));
  const longest = [...ranges].sort((a, b) => a.value - b.value).at(-1);
  const format = (q: Quantity | undefined) =>
    q ? formatQuantity({ value: q.value, unit: q.unit }, lang, t) : '';
  return {
    lightest: byWeight[0]?.name ?? '',
    heaviest: byWeight.at(-1)?.name ?? '',
    minTakeoffWeight: format(takeoff.min),
    maxTakeoffWeight: format(takeoff.max),
    minPayload: format(payload.min),
    maxPayload: format(payload.max),
    maxRange: format(longest),
  };
}
