import type { z } from 'zod';
import type { Language } from '../i18n/languages.ts';

/*
 * What a collection of content/ declares (src/content/collections/): where its files live,
 * which of its fields are shared by the languages (figures, dates, slugs) and which are written
 * per language (texts), how the editor lists it, and where its texts go in the translation
 * namespaces. The build (scripts/content/), the editor's configuration (scripts/content/
 * cms-config.ts) and the editor's checks before saving (src/admin/) all read these.
 *
 * A file holds one entry in the editor's "single file" layout: the shared fields and the
 * English texts under `en:`, the Chinese texts under `zh:`.
 */

export type AnyObject = z.ZodType<Record<string, unknown>>;

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

/** Where an entry's texts go, for one language. */
export type Place = (entry: LoadedEntry, lang: Language) => Placement[];

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
  /**
   * How a field of another collection that picks one of these entries (a drone's payloads)
   * shows them in its list, and which fields its search looks in; it stores the identifier.
   */
  pickedBy?: { display: string[]; search: string[] };
  place: Place;
}

export interface FileEntry {
  name: string;
  label: string;
  /** The file below content/. */
  file: string;
  entry: EntryType;
  place: Place;
}

export interface FilesCollection extends CollectionBase {
  kind: 'files';
  files: readonly FileEntry[];
}

export type Collection = FolderCollection | FilesCollection;
