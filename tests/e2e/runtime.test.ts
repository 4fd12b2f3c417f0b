import { existsSync } from 'node:fs';
import { endOfLifeWarning, majorOf, oldestSupportedMajor } from '../../server/node-support.ts';
import { expect, testWithServer, type ServerProcess } from './support/fixtures.ts';

/**
 * The server every test starts (scripts/server-process.ts, the one way they start it) runs on
 * the Node.js the project promises, with SQLite's native addon loaded there, and its log says
 * which Node.js that is (docs/decisions/067-node-24.md).
 */
const test = testWithServer({ LOG_LEVEL: 'info' });

/** The Node.js version the server's start line names; the line may come after /healthz answers. */
function loggedNode(server: ServerProcess): string | undefined {
  const start = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; node?: string })
    .find((entry) => entry.msg?.startsWith('Serving '));
  return start?.node;
}

test('the server logs the Node.js it runs on, a supported one', async ({ server }) => {
  await expect.poll(() => loggedNode(server)).toBeDefined();
  const version = loggedNode(server) ?? '';
  expect(majorOf(version)).toBeGreaterThanOrEqual(oldestSupportedMajor);
  expect(endOfLifeWarning(version)).toBeUndefined();
  expect(server.output()).not.toMatch(/end of life/);
});

test('the server runs on the Node.js of the tests, its SQLite addon loaded', async ({ server }) => {
  await expect.poll(() => loggedNode(server)).toBe(process.version);
  // The server opened its lead store at start, through the addon: one this Node.js cannot load
  // (better-sqlite3 13's needs Node-API 10, which Node 20 lacks) would have stopped it there.
  expect(existsSync(server.databasePath)).toBe(true);
});
