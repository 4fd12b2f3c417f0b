import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFormat, type CollectionTree } from '../../src/admin/content-format.ts';
import { contentDir } from '../build-layout.ts';
import { cmsConfig, contentRoot, type CmsCollection } from './cms-config.ts';
import { readContent } from './load-content.ts';

/*
 * The editor writes a content file as it found it (docs/decisions/072): every file in content/
 * is read and written back the way the editor does, from keys in the opposite order (Decap's
 * maps do not keep the order of the file), and comes out byte for byte the same.
 */

const { content } = readContent();
const config = cmsConfig(content);
const format = contentFormat(() => config.collections as CollectionTree[]);

const files = readdirSync(contentDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(contentDir, path.join(entry.parentPath, entry.name)))
  .sort();
const media = /\.(png|jpe?g|webp|avif|gif|svg)$/i;
const entryFiles = files.filter((file) => !media.test(file));

/** Every key, at any depth, in the opposite order. */
const reversed = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(reversed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, child]) => [key, reversed(child)]),
  );
};

/**
 * The names of the entry's top-level fields, as Decap gives them to the writer: the
 * collection's fields, or the file's for a collection of single files.
 */
function topLevelFields(file: string, entry: Record<string, Record<string, unknown>>): string[] {
  const where = `${contentRoot}/${file}`;
  // A collection listed for relations only (hide) is not where an entry is edited.
  const editable = (config.collections as CmsCollection[]).filter((collection) => !collection.hide);
  const matches = editable.flatMap((collection) => {
    const single = collection.files?.find((candidate) => candidate.file === where);
    if (single) return [single.fields];
    if (!collection.folder || path.posix.dirname(where) !== collection.folder) return [];
    const filter = collection.filter;
    if (filter && entry.en?.[filter.field] !== filter.value) return [];
    return collection.fields ? [collection.fields] : [];
  });
  expect(matches, `${file}: the editor's collections for it`).toHaveLength(1);
  return matches[0]!.map((field) => field.name);
}

describe('the editor writes content files as they are', () => {
  it('finds only YAML entries and pictures in content/', () => {
    // A Markdown file with front matter would need its own writer here.
    expect(entryFiles.filter((file) => !file.endsWith('.yaml'))).toEqual([]);
    expect(entryFiles.length).toBeGreaterThan(200);
  });

  it.each(entryFiles)('%s', (file) => {
    const text = readFileSync(path.join(contentDir, file), 'utf8');
    const entry = format.fromFile(text) as Record<string, Record<string, unknown>>;
    const keys = topLevelFields(file, entry);
    expect(format.toFile(reversed(entry) as object, keys)).toBe(text);
  });

  it('orders keys by the fields, not by the order it is given them', () => {
    const text = readFileSync(path.join(contentDir, 'drones', 'zs-vt15.yaml'), 'utf8');
    const entry = format.fromFile(text) as Record<string, Record<string, unknown>>;
    const { en, zh } = entry;
    const shuffled = { zh, en: reversed(en) };
    const written = format.toFile(shuffled, topLevelFields('drones/zs-vt15.yaml', entry));
    expect(written).toBe(text);
    expect(written.split('\n').slice(0, 3)).toEqual(['en:', '  slug: zs-VT15', '  name: ZS-VT15']);
  });
});
