import type { i18n } from 'i18next';

type Tree = Record<string, unknown>;

/** Translation keys by namespace, as dotted paths ("listing.found_other"). */
export type KeysByNamespace = Map<string, Set<string>>;

const keySeparator = '.';

/** The one method of i18next's resource store every lookup goes through (untyped upstream). */
interface ResourceLookup {
  getResource(lng: string, ns: string, key?: string | string[], options?: object): unknown;
}
const pluralForm = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * Notes every key `instance` finds a text for, in any namespace of `lng`: what `t` resolved
 * (the plural or context form it settled on, a `$t()` nested in a text, an object read with
 * returnObjects). A lookup that finds nothing is not noted; i18next's missing-key handling
 * reports those.
 */
export function recordResolvedKeys(instance: i18n, lng: string): KeysByNamespace {
  const keys: KeysByNamespace = new Map();
  const store = instance.services.resourceStore as unknown as ResourceLookup;
  const getResource = store.getResource.bind(store);
  store.getResource = (language, ns, key, options) => {
    const found = getResource(language, ns, key, options);
    if (found !== undefined && found !== null && language === lng && key !== undefined) {
      const path = Array.isArray(key) ? key.join(keySeparator) : String(key);
      const seen = keys.get(ns) ?? new Set<string>();
      seen.add(path);
      keys.set(ns, seen);
    }
    return found;
  };
  return keys;
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
