import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { preloadWhatIsNew } from './preload-what-is-new.ts';

/** A bundle of chunks, each named with the files it imports statically. */
function bundleOf(chunks: Record<string, string[]>): OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports },
    ]),
  ) as unknown as OutputBundle;
}

/** Runs the plugin's hook over `bundle`, as Vite does once the bundle is complete. */
function afterBundle(bundle: OutputBundle) {
  const preload = preloadWhatIsNew();
  const hook = preload.plugin.generateBundle as { handler: (...args: unknown[]) => void };
  hook.handler.call({}, {}, bundle, false);
  return preload.resolveDependencies;
}

describe('preloading what a dynamic import brings that is new', () => {
  const resolve = afterBundle(
    bundleOf({
      'assets/index.js': ['assets/react.js', 'assets/framework.js'],
      'assets/react.js': [],
      'assets/framework.js': ['assets/react.js'],
      'assets/page.js': ['assets/index.js', 'assets/picture.js'],
      'assets/picture.js': ['assets/format.js'],
      'assets/format.js': [],
      'assets/sections.js': ['assets/index.js', 'assets/picture.js', 'assets/banner.js'],
      'assets/banner.js': [],
    }),
  );

  it('leaves out what the importing chunk loads before it runs, to the end of its imports', () => {
    expect(
      resolve(
        'assets/sections.js',
        [
          'assets/sections.js',
          'assets/index.js',
          'assets/react.js',
          'assets/framework.js',
          'assets/picture.js',
          'assets/format.js',
          'assets/banner.js',
        ],
        { hostId: 'assets/page.js' },
      ),
    ).toEqual(['assets/sections.js', 'assets/banner.js']);
  });

  it('keeps every file for an importer it does not know', () => {
    const deps = ['assets/sections.js', 'assets/index.js'];
    expect(resolve('assets/sections.js', deps, { hostId: 'index.html' })).toEqual(deps);
  });
});
