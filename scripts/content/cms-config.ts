import type { z } from 'zod';
import type {
  Collection,
  EntryType,
  FileEntry,
  FolderCollection,
} from '../../src/content/collection-types.ts';
import { collections } from '../../src/content/collections.ts';
import type { FigureSpec } from '../../src/content/field-info.ts';
import {
  elementOf,
  fieldLabel,
  humanize,
  shapeOf,
  typeOf,
  unwrap,
  type LabelFallback,
} from '../../src/content/field-labels.ts';
import {
  lengthRules,
  numberRules,
  patternRule,
  tupleItems,
  type PatternRule,
} from '../../src/content/schema-rules.ts';
import { contentFormatName } from '../../src/admin/content-format.ts';
import { conditionKeys, units } from '../../src/catalogue/quantity.ts';
import { localSaveLocale } from '../../src/admin/editor-words.ts';
import { mediaFolder, mediaPublicFolder } from '../../src/content/media.ts';
import { defaultLanguage, languages } from '../../src/i18n/languages.ts';
import type { CmsBackend } from './cms-backend.ts';
import { editorLogo } from './editor-logo.ts';
import type { Content } from './load-content.ts';

/*
 * The editor's configuration (Decap CMS), generated from the content schemas so that every
 * field is defined once: its widget, whether it is required, its pattern, its range and its
 * options come from the zod schema the build checks the content with. scripts/content/
 * cms-config.test.ts walks both and fails where they disagree.
 */

export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  options?: { label: string; value: string }[];
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  summary?: string;
  multiple?: boolean;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  choose_url?: boolean;
  allow_add?: boolean;
  /** A list's heading for one item: "1 photo", not Decap's "1 photos". */
  label_singular?: string;
  /** Where a file field uploads to and how content names the upload (decision 077). */
  media_folder?: string;
  public_folder?: string;
  /** The figure widget (src/admin/figure-widget.tsx): which kinds and units it offers. */
  figure?: FigureSpec;
  text_values?: { label: string; value: string }[];
  unit_options?: { label: string; value: string }[];
  condition_options?: { label: string; value: string }[];
}

/** What the editor says of an upload it refuses, where its schema has no words of its own. */
const uploadRefusal = { image: 'is not a picture', file: 'is not a file of this kind' };

export interface FieldContext {
  /** Spec values a figure of the kind "words" may name, with their English text. */
  textValues: { label: string; value: string }[];
  /** How the site writes each unit in English ("km/h" for kmh), for the figure widget. */
  unitLabels: Partial<Record<string, string>>;
  /** How the site words each condition in English ("no payload"), for the figure widget. */
  conditionLabels?: Partial<Record<string, string>>;
  /** The site's own words for a choice, by field name and value ("VTOL composite-wing series"). */
  optionLabels?: Partial<Record<string, Partial<Record<string, string>>>>;
  labelFallback?: LabelFallback;
}

/**
 * The editor field for one schema field. `translated` marks a field written per language: the
 * editor shows it in both panes, side by side; every other field is shared and shown once.
 */
export function fieldFor(
  name: string,
  schema: z.ZodType,
  context: FieldContext,
  translated: boolean,
  parents: readonly string[] = [],
): CmsField {
  const { schema: inner, info, optional } = unwrap(schema);
  const base = {
    name,
    label: fieldLabel(name, info, parents, context.labelFallback),
    ...(info.hint ? { hint: info.hint } : {}),
    required: !optional,
    ...(translated ? { i18n: true } : {}),
  };
  const type = typeOf(inner);

  if (info.widget === 'figure') {
    const { kinds } = info.figure;
    const namesWords = kinds.some((kind) => kind === 'text' || kind === 'list');
    const hasUnit = kinds.some((kind) =>
      ['quantity', 'range', 'dimensions', 'list'].includes(kind),
    );
    return {
      ...base,
      widget: 'figure',
      figure: info.figure,
      ...(hasUnit
        ? {
            unit_options: (info.figure.units ?? units).map((unit) => ({
              label: context.unitLabels[unit] ?? unit,
              value: unit,
            })),
          }
        : {}),
      ...(namesWords ? { text_values: context.textValues } : {}),
      ...(hasUnit
        ? {
            condition_options: conditionKeys.map((key) => ({
              label: (context.conditionLabels?.[key] ?? key).replace('{{payload}}', '…'),
              value: key,
            })),
          }
        : {}),
    };
  }
  if (info.widget === 'text') {
    return {
      ...base,
      widget: info.multiline ? 'text' : 'string',
      pattern: ['\\S', 'write this text'],
    };
  }
  if (info.widget === 'relation')
    return { ...base, ...relationOf(info.collection), multiple: false };
  if (info.widget === 'image' || info.widget === 'file') {
    // Decap tests an upload's pattern against the file's base name, not the stored path; the
    // media library writes the path itself. A picture goes into the media folder; a document
    // into its own folder (absolute: from the repository's root, not the entry's). What a
    // document holds and its size are checked before saving (src/admin/check-documents.ts), not
    // with the media library's max_file_size, whose alert names no field.
    const [, message] = stringPattern(inner).pattern ?? [];
    return {
      ...base,
      widget: info.widget,
      choose_url: false,
      ...(info.widget === 'file'
        ? { media_folder: `/${contentRoot}${info.folder}`, public_folder: info.folder }
        : {}),
      pattern: [`^${info.fileName.source}$`, message ?? uploadRefusal[info.widget]],
    };
  }
  if (info.widget === 'date') {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      ...stringPattern(inner),
    };
  }

  switch (type) {
    case 'string':
      return { ...base, widget: 'string', ...stringPattern(inner) };
    case 'number': {
      const { integer, min, max } = numberRules(inner);
      return {
        ...base,
        widget: 'number',
        value_type: integer ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(integer ? {} : { step: 0.01 }),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', required: false, default: false };
    case 'enum': {
      const values = (inner as z.ZodEnum).options as string[];
      return {
        ...base,
        widget: 'select',
        options: values.map((value) => ({
          label:
            info.optionLabels?.[value] ?? context.optionLabels?.[name]?.[value] ?? humanize(value),
          value,
        })),
        ...(values.length === 1 ? { default: values[0] } : {}),
      };
    }
    case 'literal': {
      const [value] = (inner as z.ZodLiteral).values;
      return { ...base, widget: 'hidden', default: value };
    }
    case 'object': {
      const shape = shapeOf(inner)!;
      const fields = Object.entries(shape).map(([key, child]) =>
        fieldFor(key, child, context, translated && hasText(child), [...parents, name]),
      );
      return { ...base, widget: 'object', collapsed: parents.length > 0, fields };
    }
    case 'array':
    case 'tuple': {
      const element = type === 'array' ? elementOf(inner)! : tupleItems(inner)[0]!;
      const { min, max } = lengthRules(inner);
      const { info: elementInfo, schema: elementSchema } = unwrap(element);
      const limits = {
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
      const required = !optional && (min ?? 0) > 0;
      if (elementInfo.widget === 'relation') {
        return {
          ...base,
          required,
          ...relationOf(elementInfo.collection),
          multiple: true,
          ...limits,
        };
      }
      const item = fieldFor(name, element, context, false, [...parents, name]);
      if (typeOf(elementSchema) === 'object') {
        return {
          ...base,
          required,
          widget: 'list',
          label_singular: info.labelSingular ?? singularLabel(base.label),
          collapsed: true,
          summary: info.summary ?? summaryOf(item),
          fields: item.fields,
          ...limits,
          ...(type === 'tuple' ? { allow_add: false } : {}),
        };
      }
      return {
        ...base,
        required,
        widget: 'list',
        label_singular: info.labelSingular ?? singularLabel(base.label),
        field: { ...item, label: base.label },
        ...limits,
      };
    }
    default:
      throw new Error(
        `The editor has no field for "${[...parents, name].join('.')}" (a ${type}): give it a widget in src/content/field-info.ts.`,
      );
  }
}

/** Words whose plural is the word itself. */
const samePlural = new Set(['series', 'news', 'specs']);

/**
 * A list's label for one item: its last word in the singular ("Photos" → "Photo", "FAQ entries"
 * → "FAQ entry"), for Decap's count above a list ("1 photo"). A note in brackets stays as is.
 */
export function singularLabel(label: string): string {
  const [, words = label, note = ''] = /^(.*?)(\s*\(.*\))?$/.exec(label) ?? [];
  const singular = words.replace(/(\w+)$/, (word) => {
    if (samePlural.has(word.toLowerCase())) return word;
    if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
    if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
    if (/[^su]s$/.test(word)) return word.slice(0, -1);
    return word;
  });
  return `${singular}${note}`;
}

function stringPattern(schema: z.ZodType): Pick<CmsField, 'pattern'> {
  const rule = patternRule(schema);
  return rule ? { pattern: editorPattern(rule) } : {};
}

/**
 * Decap builds its RegExp from the source alone, so a flag (say `i`) would hold at build and
 * not in the editor, which would then refuse what the build accepts.
 */
function editorPattern({ source, flags, message }: PatternRule): [string, string] {
  if (flags !== '') {
    throw new Error(
      `The editor cannot check /${source}/${flags}: Decap ignores a pattern's flags. Write it without them.`,
    );
  }
  return [source, message];
}

function relationOf(
  collection: string,
): Pick<
  CmsField,
  'widget' | 'collection' | 'value_field' | 'search_fields' | 'display_fields' | 'options_length'
> {
  const picked = collections.find(
    (candidate): candidate is FolderCollection =>
      candidate.kind === 'folder' && candidate.name === collection,
  );
  const display = picked?.pickedBy
    ? { value: picked.identifier, ...picked.pickedBy }
    : { value: 'id', display: ['id'], search: ['id'] };
  return {
    widget: 'relation',
    collection,
    value_field: display.value,
    search_fields: display.search,
    display_fields: display.display,
    options_length: 100,
  };
}

/** What the editor shows for a collapsed list item: its first two plain fields. */
function summaryOf(item: CmsField): string | undefined {
  const plain = (item.fields ?? []).filter((field) =>
    ['string', 'number', 'relation', 'select', 'image', 'datetime'].includes(field.widget),
  );
  return plain.length > 0
    ? plain
        .slice(0, 2)
        .map((field) => `{{fields.${field.name}}}`)
        .join(' · ')
    : undefined;
}

/** Whether a schema holds text written per language. */
function hasText(schema: z.ZodType): boolean {
  const { schema: inner, info } = unwrap(schema);
  if (info.widget === 'text') return true;
  const shape = shapeOf(inner);
  return shape ? Object.values(shape).some(hasText) : false;
}

/** An entry's fields: shared ones once, texts per language, in the entry type's order. */
export function entryFields(
  entry: EntryType,
  reference: Record<string, unknown> | undefined,
  context: FieldContext,
): CmsField[] {
  const data = Object.entries(shapeOf(entry.data) ?? {}).map(([key, schema]) =>
    fieldFor(key, schema, context, false),
  );
  const texts = Object.entries(shapeOf(entry.texts(reference)) ?? {}).map(([key, schema]) =>
    fieldFor(key, schema, context, true),
  );
  const all = [...data, ...texts];
  if (!entry.fieldOrder) return all;
  const position = (field: CmsField) => {
    const index = entry.fieldOrder!.indexOf(field.name);
    return index === -1 ? entry.fieldOrder!.length : index;
  };
  return [...all].sort((a, b) => position(a) - position(b));
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  filter?: { field: string; value: string };
  hide?: boolean;
  create?: boolean;
  delete?: boolean;
  extension: 'yaml';
  /** Written as the files are (src/admin/content-format.ts), so a save changes only its lines. */
  format: typeof contentFormatName;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: (string | { field: string; label: string; default_sort: 'asc' | 'desc' })[];
  i18n: true;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; i18n: true; fields: CmsField[] }[];
}

/** Where content lives in the repository, for the editor (relative to the repository root). */
export const contentRoot = 'content';

function folderCollection(collection: FolderCollection, context: FieldContext): CmsCollection {
  return {
    name: collection.name,
    label: collection.label,
    label_singular: collection.labelSingular,
    ...(collection.description ? { description: collection.description } : {}),
    folder: `${contentRoot}/${collection.folder}`,
    ...(collection.filter ? { filter: collection.filter } : {}),
    ...(collection.hidden ? { hide: true } : { create: true, delete: true }),
    extension: 'yaml',
    format: contentFormatName,
    identifier_field: collection.identifier,
    summary: collection.summary,
    sortable_fields: collection.sortBy
      ? [
          {
            field: collection.sortBy.field,
            label: collection.sortBy.label,
            default_sort: collection.sortBy.direction,
          },
          collection.identifier,
        ]
      : [collection.identifier],
    i18n: true,
    fields: entryFields(collection.entry, undefined, context),
  };
}

function filesCollection(
  collection: Extract<Collection, { kind: 'files' }>,
  content: Content,
  context: FieldContext,
): CmsCollection {
  return {
    name: collection.name,
    label: collection.label,
    ...(collection.description ? { description: collection.description } : {}),
    extension: 'yaml',
    format: contentFormatName,
    i18n: true,
    files: collection.files.map((file: FileEntry) => {
      const english = content.entries.find((entry) => entry.name === file.name)?.texts.en;
      return {
        name: file.name,
        label: file.label,
        file: `${contentRoot}/${file.file}`,
        i18n: true,
        fields: entryFields(file.entry, english, context),
      };
    }),
  };
}

/** The collections of the editor, from the content schemas and the current page texts. */
export function cmsCollections(content: Content, labelFallback?: LabelFallback): CmsCollection[] {
  const english = (entry: { texts: Record<string, Record<string, unknown>> }) =>
    String(entry.texts[defaultLanguage]?.text ?? '');
  const textValues = content
    .of('spec-values')
    .map((entry) => ({
      label: `${english(entry)} (${String(entry.data.id)})`,
      value: String(entry.data.id),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const commonLabels = (content.entries.find(
    (entry) => entry.collection === 'labels' && entry.name === 'common',
  )?.texts[defaultLanguage]?.labels ?? {}) as {
    units?: Record<string, string>;
    series?: Record<string, string>;
    conditions?: Record<string, string>;
  };
  const unitTexts = commonLabels.units ?? {};
  const unitLabels = Object.fromEntries(
    Object.entries(unitTexts).map(([unit, label]) => [
      unit,
      label.replace('{{value}}', '').trim() || unit,
    ]),
  );
  const context: FieldContext = {
    textValues,
    unitLabels,
    conditionLabels: commonLabels.conditions ?? {},
    optionLabels: { series: commonLabels.series ?? {} },
    labelFallback,
  };
  return collections.map((collection) =>
    collection.kind === 'folder'
      ? folderCollection(collection, context)
      : filesCollection(collection, content, context),
  );
}

/** The language settings: English and Chinese side by side, each entry in one file. */
export const cmsI18n = {
  structure: 'single_file',
  locales: [...languages],
  default_locale: defaultLanguage,
} as const;

/** Uploaded photos go into the repository beside the content; the build makes their variants. */
export const cmsMedia = {
  media_folder: `${contentRoot}/${mediaFolder}`,
  public_folder: mediaPublicFolder,
} as const;

export interface CmsConfigOptions {
  /** The live site's git host (production editing), from the environment; see cms-backend.ts. */
  backend?: CmsBackend;
  /**
   * Decap's proxy to a working tree on this machine (npm run cms), e.g.
   * http://127.0.0.1:8081/api/v1. Used when no git host is configured.
   */
  proxyUrl?: string;
  /** The site's address, for the editor's "view site" link. */
  siteUrl?: string;
}

/** Where the local proxy listens unless told otherwise (Decap's own default port). */
export const defaultProxyUrl = 'http://127.0.0.1:8081/api/v1';

/**
 * The whole editor configuration. On the live site editors sign in to the git host and every
 * change goes through the editorial workflow (draft, in review, ready) before it reaches the
 * branch the site is built from; locally the proxy writes straight into the working tree.
 */
export function cmsConfig(content: Content, options: CmsConfigOptions = {}) {
  const backend = options.backend
    ? options.backend
    : { name: 'proxy', proxy_url: options.proxyUrl ?? defaultProxyUrl, branch: 'main' };
  return {
    backend,
    ...(options.backend ? { publish_mode: 'editorial_workflow' } : {}),
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    // Where saving publishes nothing, the save action says "Save" (src/admin/editor-words.ts).
    locale: options.backend ? defaultLanguage : localSaveLocale,
    logo: { src: editorLogo(content) },
    ...cmsMedia,
    i18n: cmsI18n,
    collections: cmsCollections(content, content.labelFallback),
  };
}
