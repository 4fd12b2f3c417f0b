import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Collection, FolderCollection } from '../../src/content/collection-types.ts';
import { collections } from '../../src/content/collections.ts';
import type { LabelFallback } from '../../src/content/field-labels.ts';
import {
  describeProblem,
  parseEntry,
  type ContentEntry,
  type ContentProblem,
} from '../../src/content/parse-entry.ts';
import { contentDir } from '../build-layout.ts';

export { describeProblem, parseEntry, type ContentEntry, type ContentProblem };

export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `The content has ${problems.length === 1 ? 'an error' : `${problems.length} errors`}:\n` +
        problems.map((problem) => `  - ${describeProblem(problem)}`).join('\n'),
    );
  }
}

export interface Content {
  entries: ContentEntry[];
  /** Entries of a folder collection or the one entry of a file, by collection name. */
  of(collection: string): ContentEntry[];
  file(name: string): ContentEntry;
  /** Names figures by the site's specification labels, for messages and the editor. */
  labelFallback: LabelFallback;
}

/** A file as an editor knows it, e.g. content/drones/zs-vt15.yaml, wherever the folder is. */
function relative(file: string, dir: string): string {
  return ['content', ...path.relative(dir, file).split(path.sep)].join('/');
}

function readYaml(file: string, dir: string, problems: ContentProblem[]): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({
      file: relative(file, dir),
      field: [],
      message: `is not valid YAML (${(error as Error).message.split('\n')[0]})`,
    });
    return undefined;
  }
}

/** The labels of the site's specification tables name figures in messages and the editor. */
function specLabelFallback(specLabels: Record<string, unknown>): LabelFallback {
  return (key, parents) => {
    const parent = parents.at(-1);
    const isFigure =
      parent === 'figures' ||
      parent === 'specs' ||
      parent === 'detailedSpecs' ||
      parent === 'headline';
    const label = isFigure ? specLabels[key] : undefined;
    return typeof label === 'string' ? label : undefined;
  };
}

function filesOf(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(folder, name));
}

function visibleCollections(): Collection[] {
  return collections.filter((collection) => !(collection.kind === 'folder' && collection.hidden));
}

/**
 * Reads every content file, checks each against its schema and returns the entries. Problems
 * of every file are collected before failing, so an editor sees them all at once.
 */
export function readContent(dir: string = contentDir): {
  content: Content;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const entries: ContentEntry[] = [];
  const labelsFile = path.join(dir, 'labels', 'catalogue.yaml');
  const specLabels =
    (readYaml(labelsFile, dir, []) as { en?: { labels?: { specs?: Record<string, unknown> } } })?.en
      ?.labels?.specs ?? {};
  const fallback = specLabelFallback(specLabels);
  const claimed = new Set<string>();
  // Collections sharing a folder read the same files; each is parsed (and reported) once.
  const parsed = new Map<string, unknown>();
  const read = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, readYaml(file, dir, problems));
    return parsed.get(file);
  };

  for (const collection of visibleCollections()) {
    if (collection.kind === 'folder') {
      for (const file of filesOf(path.join(dir, collection.folder))) {
        const raw = read(file);
        if (raw === undefined) {
          claimed.add(file);
          continue;
        }
        if (!belongsTo(collection, raw)) continue;
        claimed.add(file);
        const entry = parseEntry(collection.entry, raw, relative(file, dir), problems, fallback);
        if (entry) entries.push({ ...entry, collection: collection.name });
      }
    } else {
      for (const fileEntry of collection.files) {
        const file = path.join(dir, fileEntry.file);
        if (!existsSync(file)) {
          problems.push({ file: relative(file, dir), field: [], message: 'is missing' });
          continue;
        }
        claimed.add(file);
        const raw = read(file);
        if (raw === undefined) continue;
        const entry = parseEntry(fileEntry.entry, raw, relative(file, dir), problems, fallback);
        if (entry) entries.push({ ...entry, collection: collection.name, name: fileEntry.name });
      }
    }
  }
  problems.push(...unclaimedFiles(dir, claimed));

  const content: Content = {
    entries,
    labelFallback: fallback,
    of: (name) => entries.filter((entry) => entry.collection === name),
    file: (name) => {
      const found = entries.find((entry) => entry.name === name);
      if (!found) throw new ContentError(problems);
      return found;
    },
  };
  return { content, problems };
}

/** Collections sharing a folder (the payload families) each take the files of their kind. */
function belongsTo(collection: FolderCollection, raw: unknown): boolean {
  if (!collection.filter) return true;
  const english = (raw as { en?: Record<string, unknown> })?.en;
  return english?.[collection.filter.field] === collection.filter.value;
}

/** A YAML file no collection reads would be silently left out of the site. */
function unclaimedFiles(dir: string, claimed: Set<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.ya?ml$/.test(entry.name) && !claimed.has(file)) {
      const payload = path.relative(dir, file).startsWith(`payloads${path.sep}`);
      problems.push({
        file: relative(file, dir),
        field: [],
        message: payload
          ? 'is a payload without a category of sensors, firefighting or delivery'
          : 'belongs to no kind of content: the build would leave it out',
      });
    }
  }
  return problems;
}
