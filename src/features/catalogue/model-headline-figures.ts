import type { TFunction } from 'i18next';
import type { Drone } from '../../catalogue/drones.ts';
import type { Language } from '../../i18n/languages.ts';
import { asDrone } from './catalogue-products.ts';
import { productSpecRows } from './product-spec-rows.ts';
import type { SpecRow } from './spec-list.tsx';

/**
 * A model page's headline figures, shown at its top and recorded in the search index
 * (product-search-attributes.ts). Apart from the cards' figures (card-key-figures.ts), so a
 * model page's code does not carry a listing's.
 */
export function modelHeadlineFigures(drone: Drone, lang: Language, t: TFunction): SpecRow[] {
  return productSpecRows(
    asDrone(drone),
    ['maxTakeoffWeight', 'payload', 'flightTime', 'range'],
    lang,
    t,
  );
}
