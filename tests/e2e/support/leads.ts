import Database from 'better-sqlite3';
import { startServer, type ServerProcess } from '../../../scripts/server-process.ts';
import type { NoticeChannel, StoredLead } from '../../../server/leads/lead-store.ts';
import { formToken } from '../../../scripts/contact-client.ts';

export { formToken, postJson, validLead } from '../../../scripts/contact-client.ts';

/** The download link key every test instance on one PostgreSQL database shares. */
export const testDocumentLinkKey = 'test-document-link-key-0123456789abcdef';

/**
 * A real server process on a PostgreSQL database (from tests/support/postgres.ts); start
 * several on one database to test instances that share it.
 */
export function startPostgresLeadsServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServer({
    env: { DOCUMENT_LINK_KEY: testDocumentLinkKey, ...env, DATABASE_URL: databaseUrl },
  });
}

/**
 * A row of the leads table: the store's lead under the table's column names, with the
 * idempotency key the store keeps to itself, and without the notice's time (another table's).
 */
export type LeadRow = Omit<StoredLead, 'receivedAt' | 'notifiedAt'> & {
  received_at: string;
  idempotency_key: string;
};

export interface NoticeRow {
  lead_id: number;
  channel: NoticeChannel;
  attempts: number;
  next_attempt_at: number;
  locked_until: number | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
}

/** Reads the server's database file directly, as a second process would. */
export function readDatabase<T>(databasePath: string, sql: string): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

export const readLeads = (databasePath: string) =>
  readDatabase<LeadRow>(databasePath, 'SELECT * FROM leads ORDER BY id');
export const readNotices = (databasePath: string) =>
  readDatabase<NoticeRow>(databasePath, 'SELECT * FROM notices ORDER BY id');

/** A form token the server accepts now: fetched, then held past the minimum fill time. */
export async function acceptedFormToken(baseUrl: string, minFillMs: number): Promise<string> {
  const { token } = await formToken(baseUrl);
  await wait(minFillMs + 50);
  return token;
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
