import { z } from 'zod';
import { pdfFile, withInfo } from '../content/field-info.ts';
import { languageNames, languages } from '../i18n/languages.ts';
import { documentKinds } from './product-documents.ts';

/**
 * A PDF marketing uploads for a product (issue 34): a brochure, a manual or another document,
 * in one language. The spec sheet is not among them: the build makes it from the catalogue.
 */
export const uploadedDocumentSchema = z
  .object({
    kind: withInfo(
      z.enum(
        documentKinds.filter((kind) => kind !== 'specSheet') as ['brochure', 'manual', 'other'],
      ),
      {
        label: 'Kind',
        optionLabels: { brochure: 'Brochure', manual: 'User manual', other: 'Other document' },
      },
    ),
    language: withInfo(z.enum(languages), {
      label: 'Language',
      optionLabels: languageNames,
      hint: 'The language the document is written in; the page in that language offers it.',
    }),
    file: pdfFile({
      label: 'PDF file',
      hint: 'A PDF of at most 20 MB. Buyers get it through a link of their own, never at a public address.',
    }),
    title: withInfo(z.string().trim().min(1, 'give the document a title'), {
      label: 'Title',
      hint: 'As the buyer sees it, in the document\'s language, e.g. "ZS-EM25 brochure".',
    }),
    version: withInfo(z.string().trim().min(1, 'give a date or a version'), {
      label: 'Date or version',
      hint: 'e.g. 2026-11 or v2.1.',
    }),
  })
  .strict();

export type UploadedDocument = z.output<typeof uploadedDocumentSchema>;
