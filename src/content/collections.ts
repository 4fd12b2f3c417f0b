import { z } from 'zod';
import { payloadCategories } from '../catalogue/categories.ts';
import { droneSchema, droneTextSchema } from '../catalogue/drone-schema.ts';
import {
  groundStationSchema,
  groundStationTextSchema,
} from '../catalogue/ground-station-schema.ts';
import { payloadSchemas, payloadTextSchema } from '../catalogue/payload-schema.ts';
import type { Language } from '../i18n/languages.ts';
import { pageKinds } from '../routing/page-kinds.ts';
import {
  companySchema,
  deliveryClaimSchema,
  firefightingScenariosSchema,
  inspectionScenariosSchema,
  legalUpdatedSchema,
  libraryIdSchema,
  logisticsScenariosSchema,
  milestonesSchema,
  newsItemSchema,
  newsTextSchema,
  solutionAircraftSchema,
  statisticsSchema,
} from './content-schema.ts';
import { text, withInfo } from './field-info.ts';

/*
 * Every kind of content file in content/: where it lives, which of its fields are shared by the
 * languages (figures, dates, slugs) and which are written per language (texts), and where its
 * texts go in the translation namespaces. The build (scripts/content/), the editor's
 * configuration (scripts/content/cms-config.ts) and the editor's checks before saving
 * (src/admin/) all read this one table.
 *
 * A file holds one entry in the editor's "single file" layout: the shared fields and the
 * English texts under `en:`, the Chinese texts under `zh:`.
 */

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface EntryType {
  /** Fields shared by the languages, entered once. */
  data: AnyObject;
  /**
   * Fields written per language. Page copy is a tree of texts whose shape the English file
   * sets (a developer adds a key there, the editor shows a field for it); other entries declare
   * their texts field by field.
   */
  texts: (reference: Record<string, unknown> | undefined, lang?: Language) => AnyObject;
  /** The order of the editor's fields, shared and per-language mixed; by default data first. */
  fieldOrder?: readonly string[];
}

/** One place in the translation namespaces: namespace, dotted key path and the text(s). */
export interface Placement {
  ns: string;
  path: readonly string[];
  value: unknown;
}

export interface LoadedEntry<Data = Record<string, unknown>> {
  /** Path of the file, relative to the project (content/drones/zs-vt15.yaml). */
  file: string;
  data: Data;
  texts: Record<Language, Record<string, unknown>>;
}

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
}

export interface FolderCollection extends CollectionBase {
  kind: 'folder';
  labelSingular: string;
  /** The folder below content/. */
  folder: string;
  /** Several collections may share a folder, each showing the entries with this field value. */
  filter?: { field: string; value: string };
  /** Listed for relations only (every payload, whatever its family), not in the editor's menu. */
  hidden?: boolean;
  entry: EntryType;
  /** The shared field that names an entry (its file is named after it). */
  identifier: string;
  /**
   * What the editor's list shows for an entry: its name or English text, as the site shows it,
   * never its file id (Decap reads the English block of a two-language file).
   */
  summary: string;
  /** The order the editor lists entries in at first; by the summary's field when absent. */
  sortBy?: { field: string; label: string; direction: 'asc' | 'desc' };
  /** Where each entry's texts go, for one language. */
  place: (entry: LoadedEntry, lang: Language) => Placement[];
}

export interface FileEntry {
  name: string;
  label: string;
  /** The file below content/. */
  file: string;
  entry: EntryType;
  place: (entry: LoadedEntry, lang: Language) => Placement[];
}

export interface FilesCollection extends CollectionBase {
  kind: 'files';
  files: readonly FileEntry[];
}

export type Collection = FolderCollection | FilesCollection;

/** Fields written per language: the given ones, in order. */
const fixed = (schema: AnyObject) => () => schema;

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
const textTrees =
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
const tree = (ns: string, path: string[], name: string) => (entry: LoadedEntry, lang: Language) => [
  { ns, path, value: entry.texts[lang][name] },
];

const combine =
  (...parts: ((entry: LoadedEntry, lang: Language) => Placement[])[]) =>
  (entry: LoadedEntry, lang: Language) =>
    parts.flatMap((part) => part(entry, lang));

const str = (value: unknown) => String(value);

/**
 * The pages of texts only that the page registry declares with an editor label: each one file
 * with its head and its page text, placed under "pages" and in the namespace named like it.
 */
function textOnlyPages(): FileEntry[] {
  return Object.entries(pageKinds).flatMap(([kind, { content }]): FileEntry[] =>
    content
      ? [
          {
            name: kind,
            label: content.label,
            file: `pages/${kind}.yaml`,
            entry: { data: z.object({}).strict(), texts: textTrees('head', 'page') },
            place: combine(tree('pages', [kind], 'head'), tree(kind, [], 'page')),
          },
        ]
      : [],
  );
}

/** A library of short texts that products pick from by id. */
function library(options: {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  description: string;
  ns: string;
  texts: AnyObject;
  summary: string;
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

const shortText = (label: string, hint?: string) =>
  z.object({ text: text({ label, hint }) }).strict();

const payloadLabels = {
  sensors: ['Sensor packages', 'Sensor package'],
  firefighting: ['Firefighting systems', 'Firefighting system'],
  delivery: ['Delivery systems', 'Delivery system'],
} as const;

const payloadPlacement = (entry: LoadedEntry, lang: Language): Placement[] => [
  { ns: 'catalogue', path: ['payloads', str(entry.data.slug)], value: entry.texts[lang] },
];

const productOrder = [
  'slug',
  'name',
  'series',
  'category',
  'kind',
  'order',
  'summary',
  'description',
];

export const collections: readonly Collection[] = [
  {
    kind: 'folder',
    name: 'drones',
    label: 'Drones',
    labelSingular: 'Drone',
    description:
      'Every aircraft: its figures (entered once, shown in both languages) and its texts in English and Chinese. A new drone gets its page, listing card, filters, comparison and sitemap entry on the next build.',
    folder: 'drones',
    identifier: 'slug',
    summary: '{{name}}',
    sortBy: { field: 'name', label: 'Model', direction: 'asc' },
    entry: {
      data: droneSchema as unknown as AnyObject,
      texts: fixed(droneTextSchema),
      fieldOrder: [
        ...productOrder,
        'headline',
        'figures',
        'photos',
        'documents',
        'payloads',
        'keyFeatures',
        'faq',
        'features',
        'patents',
        'editorial',
        'head',
      ],
    },
    place: (entry, lang) => {
      const slug = str(entry.data.slug);
      const { summary, description, head } = entry.texts[lang];
      return [
        { ns: 'catalogue', path: ['drones', slug], value: { description, summary } },
        { ns: 'pages', path: ['models', slug], value: head },
      ];
    },
  },
  ...(['sensors', 'firefighting', 'delivery'] as const).map((category): FolderCollection => ({
    kind: 'folder',
    name: `payloads-${category}`,
    label: payloadLabels[category][0],
    labelSingular: payloadLabels[category][1],
    description:
      'Payloads: figures entered once, name and summary per language. Each drone lists the payloads that fit it.',
    folder: 'payloads',
    filter: { field: 'category', value: category },
    identifier: 'slug',
    summary: '{{name}}',
    entry: {
      data: payloadSchemas[category] as unknown as AnyObject,
      texts: fixed(payloadTextSchema),
      fieldOrder: [
        ...productOrder,
        'name',
        'look',
        'specs',
        'points',
        'photos',
        'features',
        'patents',
        'editorial',
      ],
    },
    place: payloadPlacement,
  })),
  {
    kind: 'folder',
    name: 'payloads',
    label: 'All payloads',
    labelSingular: 'Payload',
    folder: 'payloads',
    hidden: true,
    identifier: 'slug',
    summary: '{{name}}',
    entry: {
      data: z
        .object({ slug: z.string(), category: z.enum(payloadCategories) })
        .loose() as unknown as AnyObject,
      texts: fixed(payloadTextSchema),
    },
    place: () => [],
  },
  {
    kind: 'folder',
    name: 'ground-stations',
    label: 'Ground stations',
    labelSingular: 'Ground station',
    description: 'Fixed ground stations and portable controllers.',
    folder: 'ground-stations',
    identifier: 'slug',
    summary: '{{name}}',
    entry: {
      data: groundStationSchema as unknown as AnyObject,
      texts: fixed(groundStationTextSchema),
      fieldOrder: [
        ...productOrder,
        'name',
        'specs',
        'detailedSpecs',
        'photos',
        'features',
        'patents',
        'editorial',
      ],
    },
    place: (entry, lang) => [
      { ns: 'catalogue', path: ['groundStations', str(entry.data.slug)], value: entry.texts[lang] },
    ],
  },
  library({
    name: 'key-features',
    label: 'Key features',
    labelSingular: 'Key feature',
    folder: 'key-features',
    description:
      'The "Key features" of model pages. A text may quote the aircraft\'s figures: {{name}}, {{range}}, {{cruiseSpeed}}, {{payloadList}} and so on.',
    ns: 'droneFeatures',
    summary: '{{title}}',
    texts: z
      .object({
        title: text({ label: 'Title' }),
        description: text({ label: 'Text', multiline: true }),
      })
      .strict(),
    place: (id, texts) => [{ ns: 'catalogue', path: ['droneFeatures', id], value: texts }],
  }),
  library({
    name: 'faq',
    label: 'FAQ',
    labelSingular: 'Question',
    folder: 'faq',
    description:
      "Questions and answers of model pages. They may quote the aircraft's figures: {{name}}, {{flightTime}}, {{payloadList}} and so on.",
    ns: 'faq',
    summary: '{{question}}',
    texts: z
      .object({
        question: text({ label: 'Question' }),
        answer: text({ label: 'Answer', multiline: true }),
        answerWithoutPayloads: text({
          label: 'Answer for an aircraft without payloads',
          multiline: true,
          hint: 'Optional: shown instead of the answer on the page of a drone that carries no payload.',
        }).optional(),
      })
      .strict(),
    place: (id, texts) => [
      {
        ns: 'catalogue',
        path: ['faq', id],
        value: {
          question: texts.question,
          answer: texts.answer,
          ...(texts.answerWithoutPayloads === undefined
            ? {}
            : { answer_withoutPayloads: texts.answerWithoutPayloads }),
        },
      },
    ],
  }),
  library({
    name: 'feature-tags',
    label: 'Feature tags',
    labelSingular: 'Feature tag',
    folder: 'feature-tags',
    description: 'The short selling points on product cards.',
    ns: 'featureTags',
    summary: '{{text}}',
    texts: shortText('Tag'),
  }),
  library({
    name: 'patents',
    label: 'Patents',
    labelSingular: 'Patent',
    folder: 'patents',
    description: 'Patented technology, named on product cards and pages.',
    ns: 'patents',
    summary: '{{text}}',
    texts: shortText('Patent'),
  }),
  library({
    name: 'delivery-points',
    label: 'Delivery system points',
    labelSingular: 'Delivery system point',
    folder: 'delivery-points',
    description: 'The description points of delivery systems.',
    ns: 'deliveryPoints',
    summary: '{{text}}',
    texts: shortText('Point'),
  }),
  library({
    name: 'spec-values',
    label: 'Spec values',
    labelSingular: 'Spec value',
    folder: 'spec-values',
    description:
      'Words that stand as a figure in specification tables (materials, propulsion, antennas): a figure of the kind "words" picks one.',
    ns: 'values',
    summary: '{{text}}',
    texts: shortText('Value'),
  }),
  {
    kind: 'folder',
    name: 'news',
    label: 'News',
    labelSingular: 'News item',
    description: 'The home page shows the newest items first, by date.',
    folder: 'news',
    identifier: 'id',
    summary: "{{date | date('YYYY-MM-DD')}} · {{title}}",
    sortBy: { field: 'date', label: 'Date', direction: 'desc' },
    entry: {
      data: newsItemSchema as unknown as AnyObject,
      texts: fixed(newsTextSchema),
      fieldOrder: ['id', 'date', 'topic', 'title', 'summary', 'model', 'category', 'editorial'],
    },
    place: (entry, lang) => [
      { ns: 'home', path: ['news', 'items', str(entry.data.id)], value: entry.texts[lang] },
    ],
  },
  {
    kind: 'files',
    name: 'pages',
    label: 'Pages',
    description: 'The copy of each page, with its title and description for search engines.',
    files: [
      {
        name: 'home',
        label: 'Home (and inspection solution)',
        file: 'pages/home.yaml',
        entry: {
          data: z
            .object({ statistics: statisticsSchema, scenarios: inspectionScenariosSchema })
            .strict() as unknown as AnyObject,
          texts: textTrees('head', 'inspectionHead', 'page'),
        },
        place: combine(
          tree('pages', ['home'], 'head'),
          tree('pages', ['solutions', 'inspection'], 'inspectionHead'),
          tree('home', [], 'page'),
        ),
      },
      ...(['firefighting', 'logistics'] as const).map((solution): FileEntry => ({
        name: solution,
        label: solution === 'firefighting' ? 'Firefighting solution' : 'Logistics solution',
        file: `pages/${solution}.yaml`,
        entry: {
          data: z
            .object({
              scenarios:
                solution === 'firefighting'
                  ? firefightingScenariosSchema
                  : logisticsScenariosSchema,
              aircraft: solutionAircraftSchema,
              ...(solution === 'logistics' ? { deliveryTimeReduction: deliveryClaimSchema } : {}),
            })
            .strict() as unknown as AnyObject,
          texts: textTrees('head', 'page'),
        },
        place: combine(
          tree('pages', ['solutions', solution], 'head'),
          tree('solutions', [solution], 'page'),
          (entry, lang) =>
            (entry.data.aircraft as { model: string; role: Record<Language, string> }[]).map(
              (item) => ({
                ns: 'solutions',
                path: [solution, 'models', 'roles', item.model],
                value: item.role[lang],
              }),
            ),
        ),
      })),
      {
        name: 'products',
        label: 'Products overview, listings, comparison and mission finder',
        file: 'pages/products.yaml',
        entry: {
          data: z.object({}).strict(),
          texts: textTrees('products', 'categories', 'compare', 'finder'),
        },
        place: combine(
          tree('pages', ['products'], 'products'),
          tree('pages', ['categories'], 'categories'),
          tree('pages', ['compare'], 'compare'),
          tree('pages', ['finder'], 'finder'),
        ),
      },
      {
        name: 'about',
        label: 'About',
        file: 'pages/about.yaml',
        entry: {
          data: z.object({ milestones: milestonesSchema }).strict() as unknown as AnyObject,
          texts: textTrees('head', 'page'),
        },
        place: combine(tree('pages', ['about'], 'head'), tree('about', [], 'page'), (entry, lang) =>
          (entry.data.milestones as { id: string; text: Record<Language, string> }[]).map(
            (milestone) => ({
              ns: 'about',
              path: ['milestones', 'items', milestone.id],
              value: milestone.text[lang],
            }),
          ),
        ),
      },
      {
        name: 'contact',
        label: 'Contact',
        file: 'pages/contact.yaml',
        entry: { data: z.object({}).strict(), texts: textTrees('head', 'page') },
        place: combine(tree('pages', ['contact'], 'head'), tree('contact', [], 'page')),
      },
      ...(['privacy', 'terms'] as const).map((document): FileEntry => ({
        name: document,
        label: document === 'privacy' ? 'Privacy Policy' : 'Terms of Service',
        file: `pages/${document}.yaml`,
        entry: {
          data: z.object({ updated: legalUpdatedSchema }).strict() as unknown as AnyObject,
          texts: textTrees('head', 'page'),
        },
        place: combine(tree('pages', [document], 'head'), tree('legal', [document], 'page')),
      })),
      ...textOnlyPages(),
    ],
  },
  {
    kind: 'files',
    name: 'company',
    label: 'Company',
    description:
      'Company facts: offices, phone numbers, e-mail addresses, business hours, the website filing numbers and the WeChat official account.',
    files: [
      {
        name: 'company',
        label: 'Company facts',
        file: 'company.yaml',
        entry: {
          data: companySchema as unknown as AnyObject,
          texts: textTrees('company'),
          fieldOrder: [
            'company',
            'foundedYear',
            'email',
            'phone',
            'filing',
            'wechat',
            'businessHours',
            'offices',
            'editorial',
          ],
        },
        place: combine(
          tree('common', ['company'], 'company'),
          (entry, lang) =>
            (
              entry.data.offices as {
                id: string;
                name: Record<Language, string>;
                city: Record<Language, string>;
                address: Record<Language, string>;
                role: Record<Language, string>;
              }[]
            ).flatMap((office) => [
              {
                ns: 'common',
                path: ['offices', office.id],
                value: {
                  city: office.city[lang],
                  name: office.name[lang],
                  address: office.address[lang],
                },
              },
              { ns: 'about', path: ['offices', 'roles', office.id], value: office.role[lang] },
            ]),
          // The emergency line's hours, beside the office hours on the contact page.
          (entry, lang) => {
            const emergency = (entry.data.businessHours as { emergency?: Record<Language, string> })
              .emergency;
            return emergency
              ? [{ ns: 'contact', path: ['hours', 'emergencyHours'], value: emergency[lang] }]
              : [];
          },
        ),
      },
    ],
  },
  {
    kind: 'files',
    name: 'labels',
    label: 'Site-wide texts',
    description:
      'Labels, buttons, units and messages used across the site: the header and footer, catalogue tables and filters, the contact form. Keep {{placeholders}} as they are.',
    files: [
      ['common', 'Header, footer, units and shared labels'],
      ['catalogue', 'Catalogue: tables, filters, model pages, comparison'],
      ['finder', 'Mission finder: form, ranking and results'],
      ['contactForm', 'Contact form'],
      ['solutions', 'Solution pages: shared labels'],
      ['legal', 'Legal pages: shared labels'],
      ['search', 'Site search'],
    ].map(([ns, label]): FileEntry => ({
      name: ns!,
      label: label!,
      file: `labels/${ns!.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.yaml`,
      entry: { data: z.object({}).strict(), texts: textTrees('labels') },
      place: tree(ns!, [], 'labels'),
    })),
  },
];

/** Every kind of entry, with the collection (and file entry) it belongs to. */
export function entryTypes(): { collection: Collection; file?: FileEntry; entry: EntryType }[] {
  return collections.flatMap(
    (collection): { collection: Collection; file?: FileEntry; entry: EntryType }[] =>
      collection.kind === 'folder'
        ? [{ collection, entry: collection.entry }]
        : collection.files.map((file) => ({ collection, file, entry: file.entry })),
  );
}

/**
 * The kind of entry the editor has open: a folder collection's, or one file's of a files
 * collection (the editor names it by the collection and the file's name).
 */
export function editorEntryType(
  collectionName: string,
  name: string,
): { collection: Collection; file?: FileEntry; entry: EntryType } | undefined {
  return entryTypes().find(
    ({ collection, file }) =>
      collection.name === collectionName && (file === undefined || file.name === name),
  );
}
