import type { SqlDialect } from './sql-dialect.ts';

/**
 * The leads database's schema, one numbered step at a time, the same steps for SQLite and
 * PostgreSQL: each is written once against the dialect's names (sql-dialect.ts). Append new
 * steps; never change what a shipped step does (its dialect names may be reworded, as step 1's
 * were when PostgreSQL came, as long as SQLite gets the same schema from it).
 */
export interface Migration {
  version: number;
  name: string;
  sql: (d: SqlDialect) => string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'leads, mail outbox and settings',
    sql: (d) => `
      CREATE TABLE leads (
        id ${d.serialKey},
        -- One submission, however often it is retried (docs/decisions/008-contact-leads.md).
        idempotency_key ${d.text} NOT NULL UNIQUE,
        -- SHA-256 of the fields, to tell a retry from a different message under the same key.
        content_hash ${d.text} NOT NULL,
        received_at ${d.timestamp} NOT NULL,
        language ${d.text} NOT NULL CHECK (language IN ('en', 'zh')),
        -- How it arrived: 'fetch' (the script-driven form) or 'form' (a plain HTML post).
        channel ${d.text} NOT NULL CHECK (channel IN ('fetch', 'form')),
        name ${d.text} NOT NULL,
        email ${d.text} NOT NULL,
        company ${d.text},
        phone ${d.text},
        country ${d.text},
        product ${d.text},
        intent ${d.text},
        subject ${d.text} NOT NULL,
        message ${d.text} NOT NULL
      ${d.tableEnd};
      CREATE INDEX leads_received_at ON leads (received_at);

      -- Notices still to e-mail, written in the same transaction as the lead, so a lead is
      -- never stored without its notice and a mail server that is down only delays it.
      CREATE TABLE outbox (
        id ${d.serialKey},
        lead_id ${d.integer} NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
        created_at ${d.timestamp} NOT NULL,
        attempts ${d.integer} NOT NULL DEFAULT 0,
        -- The worker picks rows due now.
        next_attempt_at ${d.clock} NOT NULL,
        -- A worker's claim, so two server processes never send the same notice at once.
        locked_until ${d.clock},
        last_error ${d.text},
        sent_at ${d.timestamp}
      ${d.tableEnd};
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;

      CREATE TABLE settings (
        key ${d.text} PRIMARY KEY,
        value ${d.text} NOT NULL
      ${d.tableEnd};
      -- Signs form tokens; kept here so tokens survive a restart without more configuration.
      INSERT INTO settings (key, value) VALUES ('form_token_secret', ${d.randomHex32});
    `,
  },
  {
    version: 2,
    name: 'a notice per channel (e-mail, webhook), failed notices, rate limit in the database',
    sql: (d) => `
      -- The outbox holds one notice per lead and channel (docs/decisions/041-several-instances.md).
      CREATE TABLE notices (
        id ${d.serialKey},
        lead_id ${d.integer} NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        -- Where it goes: 'email' (the sales inbox) or 'webhook' (the sales team's CRM).
        channel ${d.text} NOT NULL CHECK (channel IN ('email', 'webhook')),
        created_at ${d.timestamp} NOT NULL,
        -- Attempts begun: counted when a worker claims the notice, so an attempt cut off by a
        -- crash counts too, and a late answer from a claim that lapsed cannot undo a newer one.
        attempts ${d.integer} NOT NULL DEFAULT 0,
        next_attempt_at ${d.clock} NOT NULL,
        -- The claim's lease: no other worker takes the notice before it lapses.
        locked_until ${d.clock},
        last_error ${d.text},
        sent_at ${d.timestamp},
        -- Refused for good (a webhook answered with a 4xx other than 408 or 429): not retried.
        failed_at ${d.timestamp},
        UNIQUE (lead_id, channel)
      ${d.tableEnd};
      INSERT INTO notices (lead_id, channel, created_at, attempts, next_attempt_at, locked_until,
          last_error, sent_at)
        SELECT lead_id, 'email', created_at, attempts, next_attempt_at, locked_until, last_error,
          sent_at
        FROM outbox ORDER BY id;
      DROP TABLE outbox;
      CREATE INDEX notices_due ON notices (next_attempt_at)
        WHERE sent_at IS NULL AND failed_at IS NULL;

      -- New leads counted per client, shared by every server instance on the database.
      CREATE TABLE rate_limit_hits (
        client ${d.text} NOT NULL,
        at ${d.clock} NOT NULL
      ${d.tableEnd};
      CREATE INDEX rate_limit_hits_client ON rate_limit_hits (client, at);
      CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);
    `,
  },
  {
    version: 3,
    name: "the mission finder's needs with a lead",
    sql: (d) => `
      -- What the buyer stated in the mission finder (src/routing/mission-needs.ts), one JSON
      -- object of the needs they gave; NULL for a lead sent without a mission.
      ALTER TABLE leads ADD COLUMN mission ${d.json}
        CHECK (${d.jsonTypeOf('mission')} = 'object');
    `,
  },
  {
    version: 4,
    name: 'consent and campaign attribution with a lead; leads found by e-mail',
    sql: (d) => `
      -- What the visitor agreed to, when, in which language, on which form, under which
      -- version of the privacy policy (lead-store.ts, LeadConsent); NULL only for leads stored
      -- before this step.
      ALTER TABLE leads ADD COLUMN consent ${d.json}
        CHECK (${d.jsonTypeOf('consent')} = 'object');
      -- The first and latest visits that brought the visitor (src/features/attribution).
      ALTER TABLE leads ADD COLUMN attribution ${d.json}
        CHECK (${d.jsonTypeOf('attribution')} = 'object');
      -- A person's data is exported and erased by their address, whatever its case.
      CREATE INDEX leads_email ON leads (lower(email));
    `,
  },
  {
    version: 5,
    name: 'the document a download request asked for',
    sql: (d) => `
      -- A download request (intent 'download') names one document: its id as the signed link
      -- names it (src/catalogue/product-documents.ts), its kind and its language. NULL for
      -- every other lead.
      ALTER TABLE leads ADD COLUMN document_id ${d.text};
      ALTER TABLE leads ADD COLUMN document_kind ${d.text}
        CHECK (document_kind IN ('specSheet', 'brochure', 'manual', 'other'));
      ALTER TABLE leads ADD COLUMN document_language ${d.text}
        CHECK (document_language IN ('en', 'zh'));
    `,
  },
  {
    version: 6,
    name: "the visitor's document mail as a notice",
    // The one step that differs by database: SQLite cannot change a CHECK constraint in
    // place, so it copies the table into one with the wider check (ids, attempts, claims and
    // all), as SQLite's documentation for ALTER TABLE describes; PostgreSQL swaps the
    // constraint. Either way inside the runner's one transaction (docs/decisions/087).
    sql: (d) =>
      d.name === 'sqlite'
        ? `
      CREATE TABLE notices_widened (
        id ${d.serialKey},
        lead_id ${d.integer} NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        -- Where it goes: 'email' (the sales inbox), 'webhook' (the sales team's CRM) or
        -- 'visitor' (the document's link, to the visitor who asked for it).
        channel ${d.text} NOT NULL CHECK (channel IN ('email', 'webhook', 'visitor')),
        created_at ${d.timestamp} NOT NULL,
        attempts ${d.integer} NOT NULL DEFAULT 0,
        next_attempt_at ${d.clock} NOT NULL,
        locked_until ${d.clock},
        last_error ${d.text},
        sent_at ${d.timestamp},
        failed_at ${d.timestamp},
        UNIQUE (lead_id, channel)
      ${d.tableEnd};
      INSERT INTO notices_widened (id, lead_id, channel, created_at, attempts, next_attempt_at,
          locked_until, last_error, sent_at, failed_at)
        SELECT id, lead_id, channel, created_at, attempts, next_attempt_at, locked_until,
          last_error, sent_at, failed_at
        FROM notices ORDER BY id;
      DROP TABLE notices;
      ALTER TABLE notices_widened RENAME TO notices;
      CREATE INDEX notices_due ON notices (next_attempt_at)
        WHERE sent_at IS NULL AND failed_at IS NULL;
    `
        : `
      -- Step 2's constraint, under the name PostgreSQL gave it.
      ALTER TABLE notices DROP CONSTRAINT notices_channel_check,
        ADD CONSTRAINT notices_channel_check
          CHECK (channel IN ('email', 'webhook', 'visitor'));
    `,
  },
];

export const latestSchemaVersion = migrations.at(-1)?.version ?? 0;

/** A database the runner migrates: how it records its version and applies a step. */
export interface MigrationTarget {
  dialect: SqlDialect;
  /** The last step applied; 0 for an empty database. */
  version(): Promise<number>;
  /**
   * Runs one step's SQL and records its version in one transaction, under a lock, unless the
   * database reached that version meanwhile (another instance starting at the same moment).
   */
  apply(version: number, name: string, sql: string): Promise<void>;
}

function newerThanCode(version: number): Error {
  return new Error(
    `The leads database is at schema version ${version}, newer than this server knows ` +
      `(${latestSchemaVersion}). Run the newer server, or restore a backup made for this one.`,
  );
}

/**
 * Brings the database up to the latest version, one step per transaction, so a crash
 * mid-migration leaves the previous version intact; refuses a database newer than this code.
 */
export async function migrate(target: MigrationTarget): Promise<{ from: number; to: number }> {
  const from = await target.version();
  if (from > latestSchemaVersion) throw newerThanCode(from);
  for (const step of migrations) {
    if (step.version <= from) continue;
    await target.apply(step.version, step.name, step.sql(target.dialect));
  }
  return { from, to: latestSchemaVersion };
}

/**
 * For readers that must not change the schema (the export, the status, the purge): the
 * database must be exactly at this code's version.
 */
export async function requireLatestSchema(target: MigrationTarget, where: string): Promise<void> {
  const version = await target.version();
  if (version > latestSchemaVersion) throw newerThanCode(version);
  if (version < latestSchemaVersion) {
    throw new Error(
      `The leads database at ${where} is at schema version ${version}, but this code expects ` +
        `${latestSchemaVersion}. Start the server once to migrate it.`,
    );
  }
}
