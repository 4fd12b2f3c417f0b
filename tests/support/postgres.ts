import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The maintenance database of the run's throwaway PostgreSQL (postgres-global-setup.ts). */
    postgresUrl: string;
  }
}

/**
 * A new, empty database in the test run's PostgreSQL server, for one test file (or one test
 * that needs a clean slate); returns its URL. The server and all its databases go when the run
 * ends.
 */
export async function createTestDatabase(label: string): Promise<string> {
  const name = `${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${randomBytes(4).toString('hex')}`;
  const maintenance = inject('postgresUrl');
  const client = new pg.Client({ connectionString: maintenance });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(maintenance);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs SQL against a test database directly, as a second process would read it. */
export async function queryDatabase<T extends object>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
