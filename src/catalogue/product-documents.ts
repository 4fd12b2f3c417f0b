import type { Language } from '../i18n/languages.ts';
import type { DroneSlug } from './drone-models.ts';

/**
 * What a model page offers to download (issue 34): the spec sheet, which the build makes from
 * the catalogue for every model and language, and the brochures, manuals and other PDFs that
 * marketing uploads in the editor.
 */
export const documentKinds = ['specSheet', 'brochure', 'manual', 'other'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** One file a buyer can ask for: one product, one kind, one language. */
export interface ProductDocument {
  /**
   * Names the document in a signed link and in the lead, and its file in the build's
   * documents folder (`${id}.pdf`): e.g. "zs-VT15.specSheet.zh".
   */
  id: string;
  product: DroneSlug;
  kind: DocumentKind;
  language: Language;
}

/**
 * A document's id. An uploaded document also carries its file's name, since a product may have
 * several of one kind in one language (two "other" PDFs, a manual per payload), and a link sent
 * last week must still name the same file after the list is reordered.
 */
export function documentId(
  product: DroneSlug,
  kind: DocumentKind,
  language: Language,
  fileStem?: string,
): string {
  return [product, kind, language, ...(fileStem === undefined ? [] : [fileStem])].join('.');
}

/** "em25-brochure" for "/documents/em25-brochure.pdf". */
function fileStem(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.pdf$/i, '');
}

/** The spec sheet the build makes for a model in a language; every model has one per language. */
export function specSheet(product: DroneSlug, language: Language): ProductDocument {
  return { id: documentId(product, 'specSheet', language), product, kind: 'specSheet', language };
}

/** An uploaded document as content lists it (document-schema.ts), reduced to what names it. */
interface ListedDocument {
  kind: Exclude<DocumentKind, 'specSheet'>;
  language: Language;
  file: string;
}

/**
 * What a model page in a language offers to download, in the order it lists them: the spec
 * sheet, then the uploaded documents written in that language, in the order content lists them.
 */
export function offeredDocuments<Listed extends ListedDocument>(
  drone: { slug: DroneSlug; documents: readonly Listed[] },
  language: Language,
): (ProductDocument & { listed?: Listed })[] {
  return [
    specSheet(drone.slug, language),
    ...drone.documents.flatMap((listed) =>
      listed.language === language
        ? [
            {
              id: documentId(drone.slug, listed.kind, language, fileStem(listed.file)),
              product: drone.slug,
              kind: listed.kind,
              language,
              listed,
            },
          ]
        : [],
    ),
  ];
}
