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
 * A document's id. Uploaded "other" documents can be several per product and language, so
 * they carry their position in the product's list.
 */
export function documentId(
  product: DroneSlug,
  kind: DocumentKind,
  language: Language,
  index?: number,
): string {
  return [product, kind, language, ...(index === undefined ? [] : [String(index)])].join('.');
}

/** The spec sheet the build makes for a model in a language; every model has one per language. */
export function specSheet(product: DroneSlug, language: Language): ProductDocument {
  return { id: documentId(product, 'specSheet', language), product, kind: 'specSheet', language };
}
