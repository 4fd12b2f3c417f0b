import type { TFunction } from 'i18next';
import type { Catalogue } from '../../src/catalogue/catalogue.ts';
import type { Drone } from '../../src/catalogue/drones.ts';
import { companyPhones } from '../../src/config/company-numbers.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { payloadsCarriedBy } from '../../src/features/catalogue/catalogue-products.ts';
import { modelHeadlineFigures } from '../../src/features/catalogue/model-headline-figures.ts';
import { payloadFitRows } from '../../src/features/catalogue/payload-fit-rows.ts';
import { productSpecRows } from '../../src/features/catalogue/product-spec-rows.ts';
import { droneTextValues } from '../../src/features/catalogue/product-text.ts';
import type { SpecRow } from '../../src/features/catalogue/spec-list.tsx';
import { droneSpecGroupIds, droneSpecGroups } from '../../src/features/catalogue/spec-rows.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { hasPayloadSection } from '../../src/pages/model-detail/optional-payloads.ts';
import { modelProduct } from '../../src/pages/model-detail/model-part.ts';

/** A figure on the sheet; one given on request links to the website's contact form. */
export type SheetRow = SpecRow;

export interface SheetPayload {
  slug: string;
  name: string;
  category: string;
  /** Device weight, and the load it takes on this aircraft where it carries one. */
  weight: string;
  load?: string;
}

/**
 * Everything a spec sheet says, worked out from the catalogue and the model page's texts
 * before anything is laid out: the same functions the page's sections call, so the sheet
 * cannot state a figure the page does not. Plain data, so its hash is the sheet's version.
 */
export interface SpecSheetContent {
  lang: Language;
  title: string;
  company: string;
  website: string;
  series: string;
  name: string;
  description: string;
  headline: SheetRow[];
  specificationsTitle: string;
  groups: { id: string; title: string; rows: SheetRow[] }[];
  payloads?: {
    title: string;
    weightLabel: string;
    loadLabel: string;
    rows: SheetPayload[];
  };
  contacts: { title: string; rows: { id: string; label: string; value: string }[] };
  offices: { title: string; rows: { id: string; name: string; address: string }[] };
  changesNotice: string;
}

/** An "On request" figure's link: the page's relative link to sales, on the public site. */
function absoluteLinks(rows: SpecRow[]): SheetRow[] {
  return rows.map((row) => (row.href ? { ...row, href: `${siteConfig.siteUrl}${row.href}` } : row));
}

export function specSheetContent(
  catalogue: Catalogue,
  drone: Drone,
  lang: Language,
  t: TFunction,
): SpecSheetContent {
  const product = modelProduct(drone);
  const values = droneTextValues(catalogue, drone, lang, t);
  const payloads = payloadsCarriedBy(catalogue, drone);
  // The page names its payloads under Optional Payloads, or, without that section, as the
  // compatible payloads under the system figures; the sheet titles its table the same way.
  const payloadTitle = hasPayloadSection(drone, payloads)
    ? t('model.optionalPayloads')
    : t('model.compatiblePayloads');
  const payloadRows = payloads.map((payload): SheetPayload => {
    const [weight, load] = payloadFitRows(drone, payload, values, lang, t);
    return {
      slug: payload.slug,
      name: t(`payloads.${payload.slug}.name`),
      category: t(`common:categories.${payload.category}`),
      weight: weight?.value ?? '',
      ...(load ? { load: load.value } : {}),
    };
  });
  const phones = companyPhones(siteConfig.phone);
  return {
    lang,
    title: t('model.documents.specs', { name: drone.name }),
    company: t('common:company.name'),
    website: new URL(siteConfig.siteUrl).host,
    series: t(`common:series.${drone.series}`),
    name: drone.name,
    description: t(`drones.${drone.slug}.description`, values),
    headline: absoluteLinks(modelHeadlineFigures(drone, lang, t)),
    specificationsTitle: t('model.specifications'),
    groups: droneSpecGroupIds.map((group) => ({
      id: group,
      title: t(`specGroups.${group}`),
      rows: absoluteLinks(productSpecRows(product, droneSpecGroups[group], lang, t)),
    })),
    ...(payloadRows.length > 0
      ? {
          payloads: {
            title: payloadTitle,
            weightLabel: t('model.deviceWeight'),
            loadLabel: t('model.loadOnAircraft', values),
            rows: payloadRows,
          },
        }
      : {}),
    contacts: {
      title: t('specSheet.salesContacts'),
      rows: [
        {
          id: 'business',
          label: t('contact:channels.business'),
          value: siteConfig.email.business,
        },
        ...phones.map(({ id, text }) => ({ id, label: t(`contact:channels.${id}`), value: text })),
      ],
    },
    offices: {
      title: t('specSheet.offices'),
      rows: siteConfig.offices.map((office) => ({
        id: office.id,
        name: t(`common:offices.${office.id}.name`),
        address: t(`common:offices.${office.id}.address`),
      })),
    },
    changesNotice: t('specSheet.changesNotice'),
  };
}
