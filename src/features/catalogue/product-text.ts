import type { TFunction } from 'i18next';
import type { Catalogue } from '../../catalogue/catalogue.ts';
import type { Drone } from '../../catalogue/drones.ts';
import type { PayloadCategory } from '../../catalogue/payloads.ts';
import type { ProductBase } from '../../catalogue/product-schema.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import { formatList } from '../../i18n/format-list.ts';
import { formatFigure, formatQuantity } from '../../i18n/format-quantity.ts';
import type { Language } from '../../i18n/languages.ts';
import { dronesCarrying, payloadsCarriedBy, type CatalogueProduct } from './catalogue-products.ts';
import { payloadNameInProse } from './product-name.ts';

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

function payloadList(
  catalogue: Catalogue,
  drone: Drone,
  lang: Language,
  t: TFunction,
  category?: PayloadCategory,
): string {
  const fitted = payloadsCarriedBy(catalogue, drone).filter(
    (payload) => category === undefined || payload.category === category,
  );
  return formatList(
    fitted.map((payload) => payloadNameInProse(payload, lang, t)),
    t,
  );
}

/**
 * Every figure of a drone formatted for prose, so descriptions, features and FAQ answers
 * interpolate them ("{{flightTime}}") instead of retyping them. Conditions are left out: the
 * sentence around the figure says when it holds. Where it does not, "{{flightTimeStated}}"
 * carries the condition as the spec table shows it, and a "withPayload" condition's load is
 * offered as "{{flightTimeLoad}}".
 *
 * Claims about what the drone carries are read from its payload list, so no text can name a
 * payload it does not carry: "{{payloadList}}", "{{firefightingPayloadList}}" and
 * "{{deliveryPayloadList}}" ("A, B and C"). A drone without payloads reads texts in their
 * "_withoutPayloads" variant where one exists (i18next context), which offers no payloads.
 */
export function droneTextValues(
  catalogue: Catalogue,
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
  values.payloadList = payloadList(catalogue, drone, lang, t);
  values.firefightingPayloadList = payloadList(catalogue, drone, lang, t, 'firefighting');
  values.deliveryPayloadList = payloadList(catalogue, drone, lang, t, 'delivery');
  if (drone.payloads.length === 0) values.context = 'withoutPayloads';
  return values;
}

/**
 * What a product's summary and description points may quote: a drone's figures, or the
 * aircraft a payload fits ("{{carriers}}"), read from the drones' payload lists.
 */
export function productTextValues(
  catalogue: Catalogue,
  product: CatalogueProduct,
  lang: Language,
  t: TFunction,
): Record<string, string> {
  switch (product.family) {
    case 'drones':
      return droneTextValues(catalogue, product.drone, lang, t);
    case 'payloads':
      return {
        carriers: formatList(
          dronesCarrying(catalogue, product.slug).map((drone) => drone.name),
          t,
        ),
      };
    case 'groundStations':
      return {};
  }
}
