import type { TFunction } from 'i18next';
import {
  offeredDocuments,
  type DocumentKind,
  type ProductDocument,
} from '../../catalogue/product-documents.ts';
import type { Drone } from '../../catalogue/drones.ts';
import type { Language } from '../../i18n/languages.ts';

/** A document a model page offers, as the visitor sees it named. */
export interface OfferedDownload extends ProductDocument {
  title: string;
  /** An uploaded document's date or version; the spec sheet is as new as the build. */
  version?: string;
}

/**
 * What a model page in a language offers (offeredDocuments), each with its title: the spec
 * sheet's from the catalogue's texts, an upload's as marketing gave it. The page and the server,
 * which names the document in its answer, its e-mail and the file's name, read it from here.
 */
export function offeredDownloads(
  drone: Pick<Drone, 'slug' | 'name' | 'documents'>,
  lang: Language,
  t: TFunction,
): OfferedDownload[] {
  return offeredDocuments(drone, lang).map(({ listed, ...document }) =>
    listed
      ? { ...document, title: listed.title, version: listed.version }
      : {
          ...document,
          title: t('catalogue:model.download.specSheet', { lng: lang, name: drone.name }),
        },
  );
}

/** The kinds a buyer expects on every model page; missing in a language, sales sends them. */
const expectedKinds = ['brochure', 'manual'] as const satisfies readonly DocumentKind[];

/** The brochure and manual a language has no upload of: offered "on request", through sales. */
export function kindsOnRequest(offered: readonly OfferedDownload[]) {
  return expectedKinds.filter((kind) => !offered.some((document) => document.kind === kind));
}
