import type { TestProject } from 'vitest/node';
import { startPostgresServer, type PostgresServer } from '../../scripts/postgres-server.ts';
import './postgres.ts';

/**
 * One throwaway PostgreSQL server for the whole test run (scripts/postgres-server.ts), shared
 * by the unit and the browser projects: each project runs its global setup, so the server is
 * kept on globalThis, started by the first and stopped when the last one tears down. Test
 * files make their own database in it (tests/support/postgres.ts).
 */
interface SharedServer {
  server: Promise<PostgresServer>;
  users: number;
}

const key = Symbol.for('zs-uav-site.test-postgres');
const shared = globalThis as typeof globalThis & { [key]?: SharedServer };

export async function setup(project: TestProject) {
  shared[key] ??= { server: startPostgresServer(), users: 0 };
  shared[key].users += 1;
  const server = await shared[key].server;
  project.provide('postgresUrl', server.url());
}

export async function teardown() {
  const entry = shared[key];
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  delete shared[key];
  await (await entry.server).stop();
}
