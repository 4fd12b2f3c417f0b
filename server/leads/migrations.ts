import type { Database } from 'better-sqlite3';

/**
 * The leads database's schema, one numbered step at a time. `PRAGMA user_version` records the
 * last step applied; each step runs in its own transaction, so a crash mid-migration leaves the
 * previous version intact. Append new steps; never edit one that has shipped.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, mail outbox and settings',
    sql: `
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY,
        -- One submission, however often it is retried (docs/decisions/008-contact-leads.md).
        idempotency_key TEXT NOT NULL UNIQUE,
        -- SHA-256 of the fields, to tell a retry from a different message under the same key.
        content_hash TEXT NOT NULL,
        received_at TEXT NOT NULL,
        language TEXT NOT NULL CHECK (language IN ('en', 'zh')),
        -- How it arrived: 'fetch' (the script-driven form) or 'form' (a plain HTML post).
        channel TEXT NOT NULL CHECK (channel IN ('fetch', 'form')),
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        company TEXT,
        phone TEXT,
        country TEXT,
        product TEXT,
        intent TEXT,
        subject TEXT NOT NULL,
        message TEXT NOT NULL
      ) STRICT;
      CREATE INDEX leads_received_at ON leads (received_at);

      -- Notices still to e-mail, written in the same transaction as the lead, so a lead is
      -- never stored without its notice and a mail server that is down only delays it.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        lead_id INTEGER NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        -- Epoch milliseconds; the worker picks rows due now.
        next_attempt_at INTEGER NOT NULL,
        -- A worker's claim, so two server processes never send the same notice at once.
        locked_until INTEGER,
        last_error TEXT,
        sent_at TEXT
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
      -- Signs form tokens; kept here so tokens survive a restart without more configuration.
      INSERT INTO settings (key, value) VALUES ('form_token_secret', lower(hex(randomblob(32))));
    `,
  },
];

export const latestSchemaVersion = migrations.at(-1)?.version ?? 0;

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** Brings the database up to the latest version; refuses a database newer than this code. */
export function migrate(db: Database): { from: number; to: number } {
  const from = schemaVersion(db);
  if (from > latestSchemaVersion) {
    throw new Error(
      `The leads database is at schema version ${from}, newer than this server knows ` +
        `(${latestSchemaVersion}). Run the newer server, or restore a backup made for this one.`,
    );
  }
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return { from, to: latestSchemaVersion };
}
