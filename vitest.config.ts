import { defineConfig } from 'vitest/config';
import { buildDefines } from './build-defines.ts';
import { generateContent } from './scripts/content/generate.ts';
import { LongestFirstSequencer } from './tests/support/longest-first.ts';

// The tests import the data modules and read the namespaces written from content/.
await generateContent();

/**
 * Two projects: fast unit tests beside the code, and browser tests against the built site
 * served by the real server (tests/e2e; they need `npm run build` first, which `npm test` does).
 * Both share one throwaway PostgreSQL server per run (tests/support/postgres-global-setup.ts).
 */
const postgresSetup = 'tests/support/postgres-global-setup.ts';

export default defineConfig({
  define: buildDefines(),
  test: {
    // Two files at once, where Vitest's default on two cores is one: a browser test waits on
    // Chromium and the server, processes of their own (decision 045). A third file no longer
    // finds a core idle; it only made every test slower (decision 107).
    maxWorkers: 2,
    // A worker runs its files one after another in one process, modules loaded once: a fresh
    // process per file cost about a second of CPU each (85 files). No file relies on a fresh
    // module state; the one that stubs the environment restores it after each test.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: [postgresSetup],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: [postgresSetup, 'tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll's one-second default is too short on a busy two-core machine for a
          // page's code to arrive and hydrate, and a poll answered at once costs nothing more
          // (docs/decisions/091).
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
