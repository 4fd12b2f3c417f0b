import type { Plugin } from 'vite';
import { chunksLoadedBefore } from './chunks-loaded-before.ts';

/**
 * Vite lists, in each dynamic import, every file the imported chunk needs, so the browser can
 * fetch them side by side rather than one after another. Most of them are files the importing
 * chunk itself could not run without (React, the router, the shell, the shared catalogue
 * code): loaded already when the import runs, so preloading them again does nothing, yet each
 * costs its name in the importing chunk. A model page's list for its sections below the hero
 * named 20 files, 17 of them loaded already: about 0.3 KB of the page's start-up script
 * (docs/decisions/090). This plugin keeps only what the import brings that is new.
 *
 * `plugin` records, once the bundle is complete, what each chunk loads before it runs (its
 * static imports, to the end); `resolveDependencies` is Vite's `build.modulePreload` hook, which
 * runs after that, as Vite writes the lists.
 */
export function preloadWhatIsNew(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  const loadedBefore = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'preload-what-is-new',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedBefore.clear();
        for (const file of Object.keys(bundle)) {
          loadedBefore.set(file, chunksLoadedBefore(bundle, file));
        }
      },
    },
  };
  return {
    plugin,
    resolveDependencies: (_file, deps, { hostId }) => {
      const loaded = loadedBefore.get(hostId);
      return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
    },
  };
}
