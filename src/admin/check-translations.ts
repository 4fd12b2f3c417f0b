import { editorEntryType } from '../content/collections.ts';
import { labelsAlong, shapeOf } from '../content/field-labels.ts';
import { placeholderProblem } from '../content/placeholders.ts';
import { defaultLanguage, languages, type Language } from '../i18n/languages.ts';
import { describeRefusedField, SaveRefusal, type RefusedField } from './save-refusal.ts';

/*
 * Decap checks the fields of the default language's pane only (it validates one control pane,
 * after switching it to the default locale), so an empty Chinese text would be saved and then
 * refused by the build. Before each save this runs the build's own text schema over every
 * other language, and the build's rule that a translation quotes the same {{placeholders}},
 * and refuses the save with the field named the way the build names it.
 */

/** What is wrong with the texts of the languages other than the default one, in words. */
export function translationProblems(...entry: Parameters<typeof translationIssues>): string[] {
  return translationIssues(...entry).map(describeRefusedField);
}

/** What is wrong with the texts of the languages other than the default one, field by field. */
export function translationIssues(
  collectionName: string,
  slug: string,
  english: Record<string, unknown>,
  other: Partial<Record<Language, Record<string, unknown>>>,
): RefusedField[] {
  const entry = editorEntryType(collectionName, slug)?.entry;
  if (!entry) return [];
  const keys = Object.keys(shapeOf(entry.texts(undefined)) ?? {});
  const pick = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => keys.includes(key)));
  const reference = pick(english);
  return languages
    .filter((lang) => lang !== defaultLanguage)
    .flatMap((lang) => {
      const schema = entry.texts(reference, lang);
      const texts = pick(other[lang] ?? {});
      const say = (path: readonly PropertyKey[], message: string): RefusedField => ({
        pane: lang,
        labels: labelsAlong(schema, path),
        message,
      });
      const result = schema.safeParse(texts);
      if (!result.success)
        return result.error.issues.map((issue) => say(issue.path, issue.message));
      const problems: RefusedField[] = [];
      const compare = (english: unknown, translated: unknown, path: PropertyKey[]) => {
        if (typeof english === 'string' && typeof translated === 'string') {
          const problem = placeholderProblem(english, translated);
          if (problem) problems.push(say(path, problem));
        } else if (english && translated && typeof english === 'object') {
          for (const [key, value] of Object.entries(english)) {
            compare(value, (translated as Record<string, unknown>)[key], [...path, key]);
          }
        }
      };
      compare(reference, texts, []);
      return problems;
    });
}

type ImmutableLike = { toJS(): unknown; get(key: string): unknown; getIn(path: string[]): unknown };

/** Decap's preSave event: throwing stops the save and shows the message; nothing typed is lost. */
export function refuseMissingTranslations({ entry }: { entry: ImmutableLike }): undefined {
  const plain = (value: unknown) =>
    ((value as ImmutableLike | undefined)?.toJS() ?? {}) as Record<string, unknown>;
  const other = Object.fromEntries(
    languages
      .filter((lang) => lang !== defaultLanguage)
      .map((lang) => [lang, plain(entry.getIn(['i18n', lang, 'data']))]),
  );
  const problems = translationIssues(
    String(entry.get('collection')),
    String(entry.get('slug') ?? ''),
    plain(entry.get('data')),
    other,
  );
  if (problems.length > 0) throw new SaveRefusal(problems);
  return undefined;
}
