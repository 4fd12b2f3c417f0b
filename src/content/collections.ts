import type { Collection, EntryType, FileEntry } from './collection-types.ts';
import { company } from './collections/company.ts';
import { deliveryPoints } from './collections/delivery-points.ts';
import { drones } from './collections/drones.ts';
import { faq } from './collections/faq.ts';
import { featureTags } from './collections/feature-tags.ts';
import { groundStations } from './collections/ground-stations.ts';
import { keyFeatures } from './collections/key-features.ts';
import { labels } from './collections/labels.ts';
import { news } from './collections/news.ts';
import { pages } from './collections/pages.ts';
import { patents } from './collections/patents.ts';
import { allPayloads, payloadFamilies } from './collections/payloads.ts';
import { specValues } from './collections/spec-values.ts';

/*
 * Every kind of content file in content/, in the order the editor's menu lists them: one file
 * a collection (src/content/collections/), holding its schema or where it comes from, its
 * editor labels and where its texts go (collection-types.ts says what each part means). The
 * build (scripts/content/), the editor's configuration (scripts/content/cms-config.ts) and the
 * editor's checks before saving (src/admin/) all read this list.
 */
export const collections: readonly Collection[] = [
  drones,
  ...payloadFamilies,
  allPayloads,
  groundStations,
  keyFeatures,
  faq,
  featureTags,
  patents,
  deliveryPoints,
  specValues,
  news,
  pages,
  company,
  labels,
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
