import { z } from 'zod';
import type { Language } from '../i18n/languages.ts';
import type {
  AnyObject,
  EntryType,
  FolderCollection,
  LoadedEntry,
  Place,
  Placement,
} from './collection-types.ts';
import { libraryIdSchema } from './content-schema.ts';
import { text, withInfo } from './field-info.ts';

/*
 * The pieces several collections (src/content/collections/) are made of: fixed texts, trees of
 * page texts and where they go, and the libraries of short texts that products pick from.
 */

/** Fields written per language: the given ones, in order. */
export const fixed = (schema: AnyObject) => () => schema;

/**
 * An entry whose shared fields and texts are both declared field by field (a product, a news
 * item), shown in the editor in `fieldOrder`.
 */
export const declaredEntry = (
  data: z.ZodType,
  texts: AnyObject,
  fieldOrder?: readonly string[],
): EntryType => ({
  data: data as unknown as AnyObject,
  texts: fixed(texts),
  ...(fieldOrder ? { fieldOrder } : {}),
});

/** An entry without shared fields (a page of texts only). */
export const noData = () => z.object({}).strict();

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The schema of a tree of page texts, shaped like the English one. A plural form the language
 * does not use (Chinese has no "_one") may be left empty.
 */
export function textTreeSchema(
  reference: unknown,
  lang: Language = 'en',
): z.ZodType<Record<string, unknown>> {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const build = (node: unknown, key: string): z.ZodType => {
    if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      return z
        .object(
          Object.fromEntries(
            Object.entries(node).map(([child, value]) => [child, build(value, child)]),
          ),
        )
        .strict();
    }
    const multiline = typeof node === 'string' && (node.length > 90 || node.includes('\n'));
    const leaf = text({ multiline });
    const plural = pluralSuffix.exec(key)?.[1];
    return plural && !categories.includes(plural) ? leaf.optional() : leaf;
  };
  return build(reference ?? {}, '') as z.ZodType<Record<string, unknown>>;
}

/** Page copy: some named trees of texts, each shaped like the English file's. */
export const textTrees =
  (...names: string[]) =>
  (reference: Record<string, unknown> | undefined, lang: Language = 'en') =>
    z
      .object(
        Object.fromEntries(
          names.map((name) => [
            name,
            withInfo(textTreeSchema(reference?.[name], lang), treeInfo[name] ?? {}),
          ]),
        ),
      )
      .strict() as unknown as AnyObject;

const treeInfo: Record<string, { label: string; hint?: string }> = {
  page: { label: 'Page text' },
  head: {
    label: 'Title, heading and search engines',
    hint: 'The title shown in the browser tab and by search engines, the description search engines show, and the page heading.',
  },
  inspectionHead: {
    label: 'Inspection solution: title and search engines',
    hint: 'The home page is also the inspection and mapping solution page (/inspection).',
  },
  labels: { label: 'Texts' },
  company: { label: 'Company name' },
  products: { label: 'Products overview: title and search engines' },
  categories: { label: 'Listings: titles and search engines' },
  compare: { label: 'Comparison page: title and search engines' },
  finder: { label: 'Mission finder: title and search engines' },
};

/** The texts a tree entry puts under one namespace path. */
export const tree =
  (ns: string, path: string[], name: string): Place =>
  (entry, lang) => [{ ns, path, value: entry.texts[lang][name] }];

export const combine =
  (...parts: Place[]): Place =>
  (entry, lang) =>
    parts.flatMap((part) => part(entry, lang));

export const str = (value: unknown) => String(value);

/** The shared fields of a product collection that open the editor's form, in order. */
export const productOrder = [
  'slug',
  'name',
  'series',
  'category',
  'kind',
  'order',
  'summary',
  'description',
];

/** Where a product's texts go: all of them, under its slug in the catalogue namespace. */
export const productTexts =
  (group: string): Place =>
  (entry: LoadedEntry, lang: Language): Placement[] => [
    { ns: 'catalogue', path: [group, str(entry.data.slug)], value: entry.texts[lang] },
  ];

/** A library of short texts that products pick from by id. */
export function library(options: {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  description: string;
  ns: string;
  texts: AnyObject;
  summary: string;
  pickedBy?: FolderCollection['pickedBy'];
  place?: (id: string, texts: Record<string, unknown>) => Placement[];
}): FolderCollection {
  return {
    kind: 'folder',
    name: options.name,
    label: options.label,
    labelSingular: options.labelSingular,
    description: options.description,
    folder: options.folder,
    identifier: 'id',
    summary: options.summary,
    ...(options.pickedBy ? { pickedBy: options.pickedBy } : {}),
    entry: { data: z.object({ id: libraryIdSchema }).strict(), texts: fixed(options.texts) },
    place: (entry, lang) => {
      const id = str(entry.data.id);
      const texts = entry.texts[lang];
      return options.place
        ? options.place(id, texts)
        : [{ ns: 'catalogue', path: [options.ns, id], value: texts.text }];
    },
  };
}

/** A library entry's one text. */
export const shortText = (label: string, hint?: string) =>
  z.object({ text: text({ label, hint }) }).strict();
