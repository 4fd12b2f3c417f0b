import type { LoadedEntry, Placement } from './collection-types.ts';
import { collections } from './collections.ts';
import type { ContentEntry, ContentProblem } from './parse-entry.ts';
import type { Resources } from '../i18n/i18n-options.ts';
import { languages, type Language } from '../i18n/languages.ts';

function placementsOf(
  entries: readonly ContentEntry[],
  lang: Language,
): { placement: Placement; entry: ContentEntry }[] {
  const result: { placement: Placement; entry: ContentEntry }[] = [];
  for (const collection of collections) {
    if (collection.kind === 'folder') {
      for (const entry of entries.filter((entry) => entry.collection === collection.name)) {
        for (const placement of collection.place(entry as LoadedEntry, lang))
          result.push({ placement, entry });
      }
    } else {
      for (const fileEntry of collection.files) {
        const entry = entries.find(
          (candidate) =>
            candidate.collection === collection.name && candidate.name === fileEntry.name,
        );
        if (!entry) continue;
        for (const placement of fileEntry.place(entry, lang)) result.push({ placement, entry });
      }
    }
  }
  return result;
}

/** Every text leaf under a placement, as [dotted key below the namespace, text]. */
function leaves(value: unknown, path: readonly string[]): [string[], string][] {
  if (typeof value === 'string') return [[[...path], value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [];
}

/**
 * The translation namespaces, put together from the entries' texts. A key written by two
 * entries is refused with both files named. The content step passes every entry; the editor's
 * preview the one being edited, to lay over the published texts.
 */
export function assembleNamespaces(
  entries: readonly ContentEntry[],
  problems: ContentProblem[],
): Resources {
  const resources: Resources = {};
  const owners = new Map<string, ContentEntry>();
  for (const lang of languages) {
    const namespaces: Record<string, Record<string, unknown>> = {};
    for (const { placement, entry } of placementsOf(entries, lang)) {
      for (const [path, text] of leaves(placement.value, placement.path)) {
        const key = `${placement.ns}:${path.join('.')}`;
        const owner = owners.get(`${lang}|${key}`);
        if (owner && owner !== entry) {
          problems.push({
            file: entry.file,
            field: [],
            message: `writes the text "${key}", which ${owner.file} writes too`,
          });
          continue;
        }
        owners.set(`${lang}|${key}`, entry);
        let node = (namespaces[placement.ns] ??= {});
        path.slice(0, -1).forEach((part) => {
          node = (node[part] ??= {}) as Record<string, unknown>;
        });
        node[path.at(-1)!] = text;
      }
    }
    resources[lang] = namespaces;
  }
  return resources;
}
