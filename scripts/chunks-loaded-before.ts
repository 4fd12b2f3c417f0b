import type { OutputBundle } from 'rolldown';

/** Every chunk of the bundle that `file` loads before it runs: its static imports, to the end. */
export function chunksLoadedBefore(bundle: OutputBundle, file: string): Set<string> {
  const importsOf = (name: string) => {
    const output = bundle[name];
    return output?.type === 'chunk' ? output.imports : [];
  };
  const loaded = new Set<string>();
  const pending = [...importsOf(file)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (loaded.has(next)) continue;
    loaded.add(next);
    pending.push(...importsOf(next));
  }
  return loaded;
}
