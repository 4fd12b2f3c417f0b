import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildInfoFile } from '../../../scripts/build-layout.ts';
import { launchChromiumServer } from '../../../scripts/chromium.ts';
import { startServer } from '../../../scripts/server-process.ts';
import './site.ts';

/**
 * Once per run: the real server on a free loopback port (its own empty leads database, no mail)
 * and one Chromium that every test file connects to (fixtures.ts). Both stop, by their own
 * PIDs, when the browser tests finish.
 */
export async function setup(project: TestProject) {
  if (!existsSync(buildInfoFile)) {
    throw new Error('The browser tests need a build: run "npm run build" (npm test does it).');
  }
  const [server, browser] = await Promise.all([startServer(), launchChromiumServer()]);
  project.provide('baseUrl', server.baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([browser.close(), server.dispose()]);
  };
}
