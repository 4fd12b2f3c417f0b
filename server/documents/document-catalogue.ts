import type { TFunction } from 'i18next';
import { drones, type Drone } from '../../src/catalogue/drones.ts';
import {
  offeredDownloads,
  type OfferedDownload,
} from '../../src/features/download-request/offered-downloads.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';

/** A document the site hands out, with the model it belongs to. */
export interface CatalogueDocument {
  download: OfferedDownload;
  drone: Drone;
}

/**
 * Every document the model pages offer, by id: the same list the pages were built from
 * (offeredDownloads), so the server hands out only what a page offers, named as the page names it.
 */
export function documentCatalogue(
  t: (lang: Language) => TFunction,
): Map<string, CatalogueDocument> {
  const catalogue = new Map<string, CatalogueDocument>();
  for (const drone of drones) {
    for (const lang of languages) {
      for (const download of offeredDownloads(drone, lang, t(lang))) {
        catalogue.set(download.id, { download, drone });
      }
    }
  }
  return catalogue;
}

/** The model a document id names ("zs-VT15.specSheet.zh": zs-VT15), when it is one. */
export function droneOfDocument(id: string): Drone | undefined {
  const slug = id.split('.')[0];
  return drones.find((drone) => drone.slug === slug);
}
