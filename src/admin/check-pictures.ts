import type { z } from 'zod';
import { labelsAlong, valuesOfWidget } from '../content/field-labels.ts';
import { editorEntryType } from '../content/collections.ts';
import { defaultLanguage } from '../i18n/languages.ts';
import { describeRefusedField, SaveRefusal, type RefusedField } from './save-refusal.ts';

/*
 * Decap tests an image field's pattern against the picture's file name only, so a path outside
 * the media folder (written into a content file by hand, say) would pass the editor and then be
 * refused by the build. Before each save this checks every picture's whole path with the build's
 * schema and refuses the save with the field named as the build names it.
 */

/** The pictures of an entry the build would refuse, with where they are. */
function pictureIssues(
  schema: z.ZodType,
  value: unknown,
): { path: PropertyKey[]; message: string }[] {
  return valuesOfWidget(schema, value, 'image').flatMap(
    ({ schema: field, value: picture, path }) => {
      // An empty field is the required check's business, which Decap does itself.
      if (picture === undefined || picture === null || picture === '') return [];
      const result = field.safeParse(picture);
      return result.success ? [] : [{ path, message: result.error.issues[0]!.message }];
    },
  );
}

/** What is wrong with the pictures an entry names, in words. */
export function pictureProblems(
  collectionName: string,
  slug: string,
  data: Record<string, unknown>,
): string[] {
  return refusedPictures(collectionName, slug, data).map(describeRefusedField);
}

/** The picture fields of an entry that would be refused: shared fields, in the default pane. */
function refusedPictures(
  collectionName: string,
  slug: string,
  data: Record<string, unknown>,
): RefusedField[] {
  const entry = editorEntryType(collectionName, slug)?.entry;
  if (!entry) return [];
  return pictureIssues(entry.data, data).map(({ path, message }) => ({
    pane: defaultLanguage,
    labels: labelsAlong(entry.data, path),
    message,
  }));
}

type ImmutableLike = { toJS(): unknown; get(key: string): unknown };

/** Decap's preSave event: throwing stops the save and shows the message; nothing is lost. */
export function refuseMisplacedPictures({ entry }: { entry: ImmutableLike }): undefined {
  const data = ((entry.get('data') as ImmutableLike | undefined)?.toJS() ?? {}) as Record<
    string,
    unknown
  >;
  const problems = refusedPictures(
    String(entry.get('collection')),
    String(entry.get('slug') ?? ''),
    data,
  );
  if (problems.length > 0) throw new SaveRefusal(problems);
  return undefined;
}
