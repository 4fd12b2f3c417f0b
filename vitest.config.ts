import { defineConfig } from 'vitest/config';
import { buildDefines } from './build-defines.ts';
import { generateContent } from './scripts/content/generate.ts';

// The tests import the data modules and read the namespaces written from content/.
await generateContent();
const define = await buildDefines();

/**
 * Two projects: fast unit tests beside the code, and browser tests against the built site
 * served by the real server (tests/e2e; they need `npm run build` first, which `npm test` does).
 */
export default defineConfig({
  define,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One Chromium per file is plenty on two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
