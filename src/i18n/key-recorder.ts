import type { PostProcessorModule } from 'i18next';
import { sharedI18nOptions } from './i18n-options.ts';

type Tree = Record<string, unknown>;

/** Translation keys by namespace, as dotted paths ("listing.found_other"). */
export type KeysByNamespace = Map<string, Set<string>>;

const keySeparator = '.';
const pluralForm = /^(.+)_(zero|one|two|few|many|other)$/;
/** A `$t(namespace:key)` nested in a text, with i18next's default nesting marks. */
const nestedKey = /\$t\(([^,)]+)/g;

/** What i18next passes a post-processor when `postProcessPassResolved` is on. */
/** The part of the translator handed to a post-processor that the recorder uses. */
interface Translator {
  translate(key: string, options: { lng: string; ns: string }): unknown;
}

interface ResolvedLookup {
  res?: unknown;
  exactUsedKey?: string;
  usedLng?: string;
  usedNS?: string;
}

/**
 * Notes every key an i18next instance finds a text for in `lng`: what `t` resolved (the plural
 * or context form it settled on, a `$t()` nested in a text, each text of an object read with
 * returnObjects). A lookup that finds nothing is not noted; i18next's missing-key handling
 * reports those.
 *
 * It is an i18next post-processor, the interface i18next offers for seeing every translation:
 * with `postProcessPassResolved`, each call receives the key, namespace and language the text
 * was found under. Give the instance `plugin` through use() and `options` in its init.
 * i18next resolves a nested `$t()` without post-processing, so the recorder looks each one up
 * again through the translator it is handed, which records it like any other.
 */
export function keyRecorder(lng: string) {
  const keys: KeysByNamespace = new Map();
  const plugin: PostProcessorModule = {
    type: 'postProcessor',
    name: 'keyRecorder',
    process(value, _key, options: { i18nResolved?: ResolvedLookup }, translator: Translator) {
      const { res, exactUsedKey, usedLng, usedNS } = options.i18nResolved ?? {};
      if (res === undefined || res === null || usedLng !== lng || !exactUsedKey || !usedNS) {
        return value;
      }
      const seen = keys.get(usedNS) ?? new Set<string>();
      seen.add(exactUsedKey);
      keys.set(usedNS, seen);
      if (typeof res === 'string')
        for (const [, nested] of res.matchAll(nestedKey))
          translator.translate(nested?.trim() ?? '', { lng, ns: usedNS });
      return value;
    },
  };
  const options = {
    postProcess: [...sharedI18nOptions.postProcess, plugin.name],
    postProcessPassResolved: true,
  };
  return { keys, plugin, options };
}

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function copyKey(from: Tree, to: Tree, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in from)) return;
  const value = from[head];
  if (rest.length === 0 || !isTree(value)) {
    to[head] = value;
    return;
  }
  const branch = isTree(to[head]) ? to[head] : {};
  to[head] = branch;
  copyKey(value, branch, rest);
}

/** The plural forms beside `path`'s own, so another count finds its text ("1 product"). */
function withPluralSiblings(tree: Tree, path: readonly string[]): string[][] {
  const last = path.at(-1) ?? '';
  const base = pluralForm.exec(last)?.[1];
  if (base === undefined) return [[...path]];
  let parent: unknown = tree;
  for (const segment of path.slice(0, -1)) parent = isTree(parent) ? parent[segment] : undefined;
  if (!isTree(parent)) return [[...path]];
  return Object.keys(parent)
    .filter((key) => pluralForm.exec(key)?.[1] === base)
    .map((key) => [...path.slice(0, -1), key]);
}

/**
 * The part of each namespace that `keys` name, keeping the files' nesting, plus the other
 * plural forms of every plural key. Each of `namespaces` is present, empty when none of its
 * keys was read, so i18next counts it as loaded and does not fetch it.
 */
export function pickKeys(
  bundles: Readonly<Record<string, Tree>>,
  keys: KeysByNamespace,
  namespaces: readonly string[],
): Record<string, Tree> {
  const picked: Record<string, Tree> = Object.fromEntries(namespaces.map((ns) => [ns, {}]));
  for (const [ns, paths] of keys) {
    const bundle = bundles[ns];
    if (!bundle) continue;
    const target = (picked[ns] ??= {});
    for (const dotted of paths) {
      for (const path of withPluralSiblings(bundle, dotted.split(keySeparator))) {
        copyKey(bundle, target, path);
      }
    }
  }
  return picked;
}
