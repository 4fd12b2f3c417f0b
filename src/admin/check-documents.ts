import type { z } from 'zod';
import { editorEntryType } from '../content/collections.ts';
import { documentContentProblem, documentsFolder } from '../content/document-files.ts';
import {
  elementOf,
  labelsAlong,
  shapeOf,
  unwrap,
  valuesOfWidget,
} from '../content/field-labels.ts';
import { defaultLanguage } from '../i18n/languages.ts';
import { SaveRefusal, type RefusedField } from './save-refusal.ts';

/*
 * A document's file name is tested by the field's pattern, but what the file holds and its
 * size are not: a text file renamed .pdf, or a 60 MB scan, would be saved and then refused by
 * the build. Before each save this reads every document uploaded with the entry (still in the
 * editor's memory: Decap writes an upload with the entry) and refuses the save with the field
 * named as the build names it, in the build's words (src/content/document-files.ts). The
 * media library's own max_file_size is not used: its alert names no field. An upload no
 * document names (one refused and replaced by another) is refused too: Decap would save it.
 */

/** Every document file an entry names, with where it is. */
function documentFields(
  schema: z.ZodType,
  value: unknown,
): { path: PropertyKey[]; value: string }[] {
  return valuesOfWidget(schema, value, 'file').flatMap(({ value: file, path }) =>
    typeof file === 'string' && file ? [{ path, value: file }] : [],
  );
}

/** Whether a field is, or holds, a document file. */
function hasFile(schema: z.ZodType): boolean {
  const { schema: inner, info } = unwrap(schema);
  if (info.widget === 'file') return true;
  const element = elementOf(inner);
  if (element) return hasFile(element);
  return Object.values(shapeOf(inner) ?? {}).some(hasFile);
}

/** An upload waiting in the entry's draft: its path in the repository and the file itself. */
export interface DraftUpload {
  path: string;
  file?: Blob;
}

/** What is wrong with the documents uploaded with an entry, field by field (all shared ones). */
export async function documentProblems(
  collectionName: string,
  slug: string,
  data: Record<string, unknown>,
  uploads: readonly DraftUpload[],
): Promise<RefusedField[]> {
  const entry = editorEntryType(collectionName, slug)?.entry;
  if (!entry) return [];
  const problems: RefusedField[] = [];
  const refused = (labels: string[], message: string) =>
    problems.push({ pane: defaultLanguage, labels, message });
  const named = documentFields(entry.data, data);
  const nameOf = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  for (const { path, value } of named) {
    const name = nameOf(value);
    // A file saved before is already in the repository; the build checks it.
    const upload = uploads.find((candidate) =>
      candidate.path.endsWith(`${documentsFolder}/${name}`),
    )?.file;
    if (!upload) continue;
    const head = new Uint8Array(await upload.slice(0, 64).arrayBuffer());
    const problem = documentContentProblem(name, head, upload.size);
    if (problem) refused(labelsAlong(entry.data, path), problem);
  }
  // Decap writes every file uploaded with the entry, named or not: a refused upload replaced
  // by another would still be saved into content/documents, and stay in git's history.
  const namedFiles = new Set(named.map(({ value }) => nameOf(value)));
  const list = Object.entries(shapeOf(entry.data) ?? {}).find(([, child]) => hasFile(child));
  for (const upload of uploads) {
    const name = nameOf(upload.path);
    if (!upload.path.includes(`${documentsFolder}/`) || namedFiles.has(name)) continue;
    refused(
      list ? labelsAlong(entry.data, [list[0]]) : [name],
      `${name} was uploaded but no document names it: delete it in the media library (select it, then "Delete selected"), or it is saved too`,
    );
  }
  return problems;
}

type ImmutableLike = { toJS(): unknown; get(key: string): unknown };

/** Decap's preSave event: throwing stops the save and shows the message; nothing is lost. */
export async function refuseBadDocuments({ entry }: { entry: ImmutableLike }): Promise<undefined> {
  const data = ((entry.get('data') as ImmutableLike | undefined)?.toJS() ?? {}) as Record<
    string,
    unknown
  >;
  // Only the uploads Decap will write with the entry (getMediaAssets: those marked draft).
  const uploads = (
    ((entry.get('mediaFiles') as ImmutableLike | undefined)?.toJS() ?? []) as (DraftUpload & {
      draft?: boolean;
    })[]
  ).filter((upload) => upload.draft);
  const problems = await documentProblems(
    String(entry.get('collection')),
    String(entry.get('slug') ?? ''),
    data,
    uploads,
  );
  if (problems.length > 0) throw new SaveRefusal(problems);
  return undefined;
}
