import type { Drone } from '../../catalogue/drone-schema.ts';
import type { GroundStation } from '../../catalogue/ground-station-schema.ts';
import type { Payload } from '../../catalogue/payload-schema.ts';
import { editorEntryType } from '../../content/collections.ts';
import { shapeOf } from '../../content/field-labels.ts';
import type { NewsItem } from '../../content/content-schema.ts';
import { assembleNamespaces } from '../../content/namespaces.ts';
import { describeProblem, parseEntry, type ContentProblem } from '../../content/parse-entry.ts';
import { solutionDataOf, type SolutionData } from '../../content/solution-data.ts';
import type { Resources } from '../../i18n/i18n-options.ts';
import { defaultLanguage, type Language } from '../../i18n/languages.ts';

/** An entry as the editor holds it while it is being edited. */
export interface EditorEntry {
  /** The editor's collection: drones, payloads-sensors, news, pages… */
  collection: string;
  /** Its file's name: an entry's slug (zs-vt15), a page's name (firefighting); '' when new. */
  name: string;
  /** The shared fields and the English texts, as under `en:` in the file. */
  english: Record<string, unknown>;
  /** The other languages' texts, as under `zh:`. */
  other: Partial<Record<Language, Record<string, unknown>>>;
}

/** What a page of the site reads of the entry, converted as the content step converts it. */
export type PreviewedData =
  | { kind: 'drone'; drone: Drone }
  | { kind: 'payload'; payload: Payload }
  | { kind: 'groundStation'; station: GroundStation }
  | { kind: 'news'; item: NewsItem }
  | {
      kind: 'solution';
      solution: 'firefighting' | 'logistics';
      data: SolutionData;
      deliveryTimeReduction?: { value: number; qualifier: 'upTo' };
    };

export interface ReadEntry {
  /** Undefined while the entry holds something the build would refuse (see problems). */
  data?: PreviewedData;
  /** The entry's texts, where the site's translation namespaces hold them, per language. */
  texts: Resources;
  /** What the build would refuse, in the build's words. */
  problems: string[];
}

function previewedData(collection: string, name: string, data: Record<string, unknown>) {
  if (collection === 'drones') return { kind: 'drone', drone: data as Drone } as const;
  if (collection.startsWith('payloads-'))
    return { kind: 'payload', payload: data as Payload } as const;
  if (collection === 'ground-stations')
    return { kind: 'groundStation', station: data as GroundStation } as const;
  if (collection === 'news') return { kind: 'news', item: data as NewsItem } as const;
  if (collection === 'pages' && (name === 'firefighting' || name === 'logistics')) {
    return {
      kind: 'solution',
      solution: name,
      data: solutionDataOf(data),
      deliveryTimeReduction: data.deliveryTimeReduction as
        { value: number; qualifier: 'upTo' } | undefined,
    } as const;
  }
  return undefined;
}

/**
 * Reads the entry being edited as the content step reads its file: the same schemas check and
 * convert the figures and texts (parseEntry), the same placements put its texts into the
 * translation namespaces (assembleNamespaces). What spans entries (does a payload exist?) is
 * left to the build, as in the editor's own checks.
 */
export function readEditorEntry(edited: EditorEntry): ReadEntry {
  const type = editorEntryType(edited.collection, edited.name);
  if (!type) return { texts: {}, problems: [] };
  const file = type.file
    ? `content/${type.file.file}`
    : `content/${type.collection.kind === 'folder' ? type.collection.folder : ''}/${edited.name || 'new'}.yaml`;
  const problems: ContentProblem[] = [];
  // The editor may hold shared fields in a translation's data too (a list of the pages
  // collection does); only its texts are the translation's, as in the check before saving.
  const textKeys = Object.keys(shapeOf(type.entry.texts(undefined)) ?? {});
  const texts = (data: Record<string, unknown> = {}) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => textKeys.includes(key)));
  const document = {
    [defaultLanguage]: edited.english,
    ...Object.fromEntries(Object.entries(edited.other).map(([lang, data]) => [lang, texts(data)])),
  };
  const loaded = parseEntry(type.entry, document, file, problems);
  if (!loaded) return { texts: {}, problems: problems.map(describeProblem) };
  const namespaces = assembleNamespaces(
    [{ ...loaded, collection: edited.collection, name: type.file?.name }],
    problems,
  );
  return {
    data: previewedData(edited.collection, edited.name, loaded.data),
    texts: namespaces,
    problems: problems.map(describeProblem),
  };
}
