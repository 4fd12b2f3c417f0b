import { z } from 'zod';
import type { Unit } from '../catalogue/quantity.ts';
import { documentFileName, documentRule, documentsPublicFolder } from './document-files.ts';
import { mediaPublicFolder, pictureFileName, pictureRule } from './media.ts';

/**
 * What the content editor needs to know about a field beyond its zod type: how an editor
 * enters it. The CMS configuration is generated from the schemas (scripts/content/cms-config.ts)
 * and reads these marks; zod's own checks (min, max, regex, enum, optional) give the rest.
 */
export type FieldInfo = {
  /** The label the editor shows; by default the field's name in words. */
  label?: string;
  /** A line of help under the field. */
  hint?: string;
  /**
   * A list's label for one item ("1 figure still to confirm"), where its plural word is not the
   * last and the editor's own rule (cms-config.ts, singularLabel) would miss it.
   */
  labelSingular?: string;
  /** What a collapsed item of a list shows, in Decap's template ("{{fields.title}}"). */
  summary?: string;
  /** How the editor names each option of a choice, by value ("中文" for zh). */
  optionLabels?: Readonly<Record<string, string>>;
} & (
  | { widget?: undefined }
  /** Text in the language being edited; shown side by side with the other language. */
  | { widget: 'text'; multiline: boolean }
  /** The identifier of an entry of another collection, chosen from a list. */
  | { widget: 'relation'; collection: string }
  | { widget: 'figure'; figure: FigureSpec }
  /**
   * A picture uploaded into the media folder. The editor tests only the file's name (Decap
   * validates an image's base name), so the field carries that pattern beside the path's.
   */
  | { widget: 'image'; fileName: RegExp }
  /**
   * A PDF uploaded into a folder of its own (content/documents), not the photos' media folder.
   * As for a picture, the editor tests only the file's name.
   */
  | { widget: 'file'; fileName: RegExp; folder: string }
  /** A calendar day, YYYY-MM-DD. */
  | { widget: 'date' }
);

export const figureKinds = [
  'quantity',
  'range',
  'dimensions',
  'code',
  'text',
  'list',
  'onRequest',
] as const;
export type FigureKind = (typeof figureKinds)[number];

/** Which figures a field accepts: its kinds and, for numbers, its units. */
export interface FigureSpec {
  kinds: FigureKind[];
  /** Units a quantity, range or dimensions may be written in; any unit when absent. */
  units?: Unit[];
  /** A quantity must be greater than zero (a weight, a distance), not only a number. */
  positive?: boolean;
}

export const fieldInfo = z.registry<FieldInfo>();

/**
 * The schema with editor information attached. Works on a copy, so a schema shared by several
 * fields (a weight) can carry a different label in each.
 */
export function withInfo<T extends z.ZodType>(schema: T, info: FieldInfo): T {
  const copy = schema.clone() as T;
  fieldInfo.add(copy, { ...fieldInfo.get(schema), ...info } as FieldInfo);
  return copy;
}

/** A text an editor writes in each language. */
export function text(options: { multiline?: boolean; label?: string; hint?: string } = {}) {
  // Not trimmed: separators such as ": " keep their spaces.
  const schema = z
    .string({ error: 'write this text' })
    .refine((value) => value.trim() !== '', 'write this text');
  fieldInfo.add(schema, { ...options, widget: 'text', multiline: options.multiline ?? false });
  return schema;
}

/** The identifier of an entry in another collection (a payload's slug, a FAQ entry's id). */
export function relation(collection: string, pattern = /^[A-Za-z0-9-]+$/) {
  const schema = z.string().regex(pattern, 'choose an entry from the list');
  fieldInfo.add(schema, { widget: 'relation', collection });
  return schema;
}

/** A picture in the media folder, named as content names it: /media/name.jpg. */
export function picture(options: { label?: string; hint?: string } = {}) {
  const schema = z
    .string({ error: pictureRule })
    .regex(new RegExp(`^${mediaPublicFolder}/${pictureFileName.source}$`), pictureRule);
  fieldInfo.add(schema, { ...options, widget: 'image', fileName: pictureFileName });
  return schema;
}

/** A PDF in the documents folder, named as content names it: /documents/name.pdf. */
export function pdfFile(options: { label?: string; hint?: string } = {}) {
  const schema = z
    .string({ error: documentRule })
    .regex(new RegExp(`^${documentsPublicFolder}/${documentFileName.source}$`), documentRule);
  fieldInfo.add(schema, {
    ...options,
    widget: 'file',
    fileName: documentFileName,
    folder: documentsPublicFolder,
  });
  return schema;
}

/** A real calendar day written YYYY-MM-DD: zod refuses "2026-02-30" too. */
export function isoDate() {
  const schema = z.iso.date('is not a calendar date written YYYY-MM-DD');
  fieldInfo.add(schema, { widget: 'date' });
  return schema;
}
