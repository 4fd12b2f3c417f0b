import type { TFunction } from 'i18next';
import type { Drone } from '../../catalogue/drones.ts';
import { findPayload } from '../../catalogue/payloads.ts';
import type { ProductBase } from '../../catalogue/product.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import { formatFigure, formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import type { CatalogueProduct } from './catalogue-products.ts';

/**
 * The name a product is shown under. Drones carry their printed model name in the data;
 * payloads and stations have names with words in them ("5 kg release hook"), which are text
 * and so come from catalogue.json.
 */
export function productName(product: CatalogueProduct, t: TFunction): string {
  switch (product.family) {
    case 'drones':
      return product.drone.name;
    case 'payloads':
      return t(`catalogue:payloads.${product.slug}.name`);
    case 'groundStations':
      return t(`catalogue:groundStations.${product.slug}.name`);
  }
}

/**
 * The catalogue.json key of a product's text: "summary" (one sentence for cards) or
 * "description" (the paragraph of its page or full entry).
 */
export function productTextKey(
  product: CatalogueProduct,
  field: 'summary' | 'description',
): string {
  return `catalogue:${product.family}.${product.slug}.${field}`;
}

/** The fields every product shares, whatever its family. */
export function productBase(product: CatalogueProduct): ProductBase {
  switch (product.family) {
    case 'drones':
      return product.drone;
    case 'payloads':
      return product.payload;
    case 'groundStations':
      return product.station;
  }
}

/**
 * Every figure of a drone formatted for prose, so descriptions, features and FAQ answers
 * interpolate them ("{{flightTime}}") instead of retyping them. Conditions are left out: the
 * sentence around the figure says when it holds. Where it does not, "{{flightTimeStated}}"
 * carries the condition as the spec table shows it, and a "withPayload" condition's load is
 * offered as "{{flightTimeLoad}}".
 */
export function droneTextValues(
  drone: Drone,
  lang: Language,
  t: TFunction,
): Record<string, string> {
  const values: Record<string, string> = {
    name: drone.name,
    series: t(`common:series.${drone.series}`),
    maxTakeoffWeight: formatQuantity(drone.headline.maxTakeoffWeight, lang, t),
    payload: formatQuantity(drone.headline.payload, lang, t),
  };
  if (drone.headline.range) values.range = formatQuantity(drone.headline.range, lang, t);
  for (const [key, figure] of Object.entries(drone.figures) as [string, Figure | undefined][]) {
    if (!figure) continue;
    values[key] = formatFigure(figure, lang, t);
    values[`${key}Stated`] = formatFigure(figure, lang, t, { withCondition: true });
    if (!('kind' in figure) || figure.kind === 'range' || figure.kind === 'dimensions') {
      const load = figure.condition?.payload;
      if (load) values[`${key}Load`] = formatQuantity(load, lang, t);
    }
  }
  const payloadNames = drone.payloads
    .map((slug) => findPayload(slug))
    .filter((payload) => payload !== undefined)
    .map((payload) => t(`catalogue:payloads.${payload.slug}.name`));
  values.payloadList = payloadNames.join(t('common:listSeparators.enumeration'));
  return values;
}
