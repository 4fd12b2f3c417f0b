import type { TFunction } from 'i18next';
import type { Payload } from '../../catalogue/payloads.ts';
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
 * A payload's name inside a sentence. English names that start with a common noun
 * ("Hydrant water jet") lose their capital there; names that start with a code or a figure
 * ("ZS-IRT25 …", "4K …", "5 kg …") keep it. Chinese has no capitals. Only the slug is read,
 * so a page without the catalogue (the contact form naming a mission's device) can use it; a
 * slug the texts do not know is written as it is.
 */
export function payloadNameInProse(
  payload: Pick<Payload, 'slug'>,
  lang: Language,
  t: TFunction,
): string {
  const name = t(`catalogue:payloads.${payload.slug}.name`, { defaultValue: payload.slug });
  return lang === 'en' && /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}
