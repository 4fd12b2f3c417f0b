import { parse, stringify, type ToStringOptions } from 'yaml';
import { conditionKeyOrder, figureKeys } from '../catalogue/quantity-schema.ts';
import type { FigureKind } from '../content/field-info.ts';
import { languages } from '../i18n/languages.ts';

/*
 * How the editor reads and writes a content file, so that a save changes only the lines of the
 * values that changed (docs/decisions/072-one-line-diffs-and-quiet-install.md).
 *
 * Decap keeps an entry in immutable.js maps, whose order is not the insertion order once a map
 * holds more than eight keys, and its own YAML writer keeps that order and folds text in its own
 * way: one changed figure rewrote the ZS-VT15's file in another order. Here every mapping is
 * written in the order of the editor's fields (the order of the schemas, and for page texts the
 * order of the English file, which is the order the content files are in), with the YAML options
 * the content files are written with. scripts/content/content-format.test.ts writes every file
 * in content/ this way and finds it unchanged.
 */

/** The format's name in the editor's configuration (scripts/content/cms-config.ts). */
export const contentFormatName = 'content-yaml';

/** The YAML options of the content files: yaml's own defaults, named so they stay put. */
export const contentYamlOptions: ToStringOptions = {
  indent: 2,
  lineWidth: 80,
  minContentWidth: 20,
};

/** The parts of an editor field (Decap's configuration) that say where a value's keys go. */
export interface FieldTree {
  name: string;
  widget?: string;
  fields?: readonly FieldTree[];
  field?: FieldTree;
}

/** The part of the editor's configuration the writer needs: every collection's fields. */
export interface CollectionTree {
  fields?: readonly FieldTree[];
  files?: readonly { fields: readonly FieldTree[] }[];
}

interface FixedOrder {
  keys: readonly string[];
  children: ReadonlyMap<string, KeyOrder>;
}

/** A mapping's key order: fixed by its fields, or (a figure's) chosen by the value itself. */
type KeyOrder = FixedOrder | ((value: Record<string, unknown>) => FixedOrder);

const noChildren = new Map<string, KeyOrder>();

/** A figure's keys (the figure widget's value) follow the shape of its kind. */
const figureOrder = (value: Record<string, unknown>): FixedOrder => ({
  keys: figureKeys(value.kind as FigureKind | undefined),
  children: new Map<string, KeyOrder>([
    ['items', figureOrder],
    [
      'condition',
      {
        keys: conditionKeyOrder.condition,
        children: new Map([['payload', { keys: conditionKeyOrder.payload, children: noChildren }]]),
      },
    ],
  ]),
});

/** The key order of a value written by these fields; a list's items follow its item fields. */
function keyOrderOf(fields: readonly FieldTree[]): FixedOrder {
  const children = new Map<string, KeyOrder>();
  for (const field of fields) {
    const item = field.field ?? field;
    if (item.widget === 'figure') children.set(field.name, figureOrder);
    else if (item.fields) children.set(field.name, keyOrderOf(item.fields));
  }
  return { keys: fields.map((field) => field.name), children };
}

const fixed = (order: KeyOrder | undefined, value: Record<string, unknown>) =>
  typeof order === 'function' ? order(value) : order;

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value with its keys in the fields' order. A key no field names (none today) keeps its
 * place after them, so nothing is lost.
 */
export function orderKeys(value: unknown, order: KeyOrder | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => orderKeys(item, order));
  if (!isMapping(value)) return value;
  const own = fixed(order, value);
  const known = own?.keys ?? [];
  const rank = (key: string) => {
    const index = known.indexOf(key);
    return index === -1 ? known.length : index;
  };
  // Array.prototype.sort is stable: unknown keys keep their order among themselves.
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((key) => [key, orderKeys(value[key], own?.children.get(key))]),
  );
}

/** How many of the value's keys, at any depth, the key order names: how well it fits. */
function fit(value: unknown, order: KeyOrder | undefined): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + fit(item, order), 0);
  const own = isMapping(value) ? fixed(order, value) : undefined;
  if (!isMapping(value) || !own) return 0;
  return Object.entries(value).reduce(
    (sum, [key, child]) =>
      sum + (own.keys.includes(key) ? 1 + fit(child, own.children.get(key)) : 0),
    0,
  );
}

/**
 * The fields an entry is written by. Decap tells the writer only the names of the entry's
 * top-level fields; several files (page texts) may share those names, so of those the one whose
 * fields name most of the entry's keys is taken.
 */
export function fieldsFor(
  collections: readonly CollectionTree[],
  topLevel: readonly string[],
  entry: Record<string, unknown>,
): readonly FieldTree[] | undefined {
  const candidates = collections
    .flatMap((collection) => [
      ...(collection.fields ? [collection.fields] : []),
      ...(collection.files ?? []).map((file) => file.fields),
    ])
    .filter(
      (fields) =>
        fields.length === topLevel.length &&
        fields.every((field, index) => field.name === topLevel[index]),
    );
  let best: { fields: readonly FieldTree[]; score: number } | undefined;
  for (const fields of candidates) {
    const order = keyOrderOf(fields);
    const score = Object.values(entry).reduce<number>((sum, texts) => sum + fit(texts, order), 0);
    if (!best || score > best.score) best = { fields, score };
  }
  return best?.fields;
}

/**
 * A content file's text from an entry as the editor holds it: `{ en: {...}, zh: {...} }` (one
 * file per entry, every language in it), each language's keys in the fields' order.
 */
export function contentToFile(
  entry: Record<string, unknown>,
  topLevel: readonly string[],
  collections: readonly CollectionTree[],
): string {
  const fields = fieldsFor(collections, topLevel, entry);
  // English first, then Chinese, each in its fields' order.
  const order = fields ? keyOrderOf(fields) : undefined;
  const byLanguage: FixedOrder = {
    keys: languages,
    children: new Map(order ? languages.map((lang) => [lang, order]) : []),
  };
  const ordered = orderKeys(entry, byLanguage);
  return stringify(ordered, contentYamlOptions);
}

/** A content file's entry, as the build reads it (scripts/content/load-content.ts). */
export function contentFromFile(text: string): unknown {
  return parse(text);
}

/**
 * The format the editor registers (CMS.registerCustomFormat). The collections come from the
 * editor's configuration, read when the editor starts, before anything can be saved; until
 * then a save is refused rather than written in another order.
 */
export function contentFormat(collections: () => readonly CollectionTree[] | undefined) {
  return {
    fromFile: (text: string) => contentFromFile(text),
    toFile: (data: object, sortedKeys: string[] = []) => {
      const known = collections();
      if (!known) throw new Error('The editor is still starting: save again in a moment.');
      return contentToFile(data as Record<string, unknown>, sortedKeys, known);
    },
  };
}
