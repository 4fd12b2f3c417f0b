import type { z } from 'zod';
import type { EntryType, LoadedEntry } from './collection-types.ts';
import { labelsAlong, shapeOf, type LabelFallback } from './field-labels.ts';
import { languages, type Language } from '../i18n/languages.ts';

/*
 * One content file checked against its kind of entry: the build's content step reads every file
 * through this (scripts/content/load-content.ts), and the editor's preview reads the entry being
 * edited through it too (src/admin/preview), so both see the same figures and texts.
 */

/** One entry of a collection, as read from its file. */
export interface ContentEntry extends LoadedEntry {
  collection: string;
  /** The file entry's name in a files collection (home, about, company...). */
  name?: string;
}

/** A content problem, said the way an editor finds it: the file, the field and what is wrong. */
export interface ContentProblem {
  file: string;
  language?: Language;
  field: string[];
  message: string;
}

const languageNames: Record<Language, string> = { en: 'English', zh: 'Chinese' };

export function describeProblem(problem: ContentProblem): string {
  const where = [
    ...(problem.language ? [`${languageNames[problem.language]} text`] : []),
    ...problem.field,
  ].join(' › ');
  return `${problem.file}${where ? `, ${where}` : ''}: ${problem.message}`;
}

function pick(object: Record<string, unknown>, keys: Iterable<string>): Record<string, unknown> {
  const wanted = new Set(keys);
  return Object.fromEntries(Object.entries(object).filter(([key]) => wanted.has(key)));
}

function objectKeys(schema: z.ZodType): string[] {
  return Object.keys(shapeOf(schema) ?? {});
}

/**
 * Checks one file against its entry type: the shared fields and the English texts under `en:`,
 * the Chinese texts under `zh:`. Returns the entry, or undefined after recording its problems.
 */
export function parseEntry(
  entry: EntryType,
  raw: unknown,
  file: string,
  problems: ContentProblem[],
  fallback?: LabelFallback,
): LoadedEntry | undefined {
  const before = problems.length;
  const document = (raw ?? {}) as Record<string, unknown>;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    problems.push({ file, field: [], message: 'must hold an "en:" and a "zh:" section' });
    return undefined;
  }
  for (const key of Object.keys(document)) {
    if (!(languages as readonly string[]).includes(key)) {
      problems.push({ file, field: [], message: `has a section "${key}:" that is not a language` });
    }
  }
  const english = (document.en ?? {}) as Record<string, unknown>;
  const dataKeys = objectKeys(entry.data);
  const referenceTexts = entry.texts(undefined);
  const textKeys = objectKeys(referenceTexts);
  const reference = pick(english, textKeys);

  const report = (
    result: z.ZodSafeParseResult<unknown>,
    schema: z.ZodType,
    language?: Language,
  ) => {
    if (result.success) return;
    for (const issue of result.error.issues) {
      problems.push({
        file,
        language,
        field: labelsAlong(schema, issue.path, fallback),
        message: issue.message,
      });
    }
  };

  for (const key of Object.keys(english)) {
    if (!dataKeys.includes(key) && !textKeys.includes(key)) {
      problems.push({ file, field: [key], message: 'is not a field of this kind of entry' });
    }
  }
  const data = entry.data.safeParse(pick(english, dataKeys));
  report(data, entry.data);
  const texts = {} as Record<Language, Record<string, unknown>>;
  for (const lang of languages) {
    const own = lang === 'en' ? reference : ((document[lang] ?? {}) as Record<string, unknown>);
    if (lang !== 'en') {
      for (const key of Object.keys(own)) {
        if (!textKeys.includes(key)) {
          problems.push({
            file,
            language: lang,
            field: [key],
            message: 'is not a text of this kind of entry (shared fields live under "en:" only)',
          });
        }
      }
    }
    const textSchema = entry.texts(reference, lang);
    const result = textSchema.safeParse(pick(own, textKeys));
    report(result, textSchema, lang);
    if (result.success) texts[lang] = result.data as Record<string, unknown>;
  }
  if (problems.length > before || !data.success) return undefined;
  return { file, data: data.data as Record<string, unknown>, texts };
}
