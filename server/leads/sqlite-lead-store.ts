import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Language } from '../../src/i18n/languages.ts';
import {
  contentHash,
  type ClaimedNotice,
  type LeadChannel,
  type LeadStore,
  type NewLead,
  type RecordResult,
  type StoredLead,
} from './lead-store.ts';
import { latestSchemaVersion, migrate, schemaVersion } from './migrations.ts';

/**
 * Opens the database with the settings that make an acknowledged lead durable: write-ahead
 * logging, and synchronous=FULL so every commit is on disk (fsync) before it returns, which is
 * before the server answers 2xx.
 */
function openLeadDatabase(file: string, options: { readonly?: boolean } = {}) {
  if (!options.readonly) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.readonly ?? false,
  });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
  }
  return db;
}

interface LeadRow {
  id: number;
  received_at: string;
  language: Language;
  channel: LeadChannel;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  product: string | null;
  intent: string | null;
  subject: string;
  message: string;
  notified_at: string | null;
}

function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    receivedAt: row.received_at,
    language: row.language,
    channel: row.channel,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    country: row.country,
    product: row.product,
    intent: row.intent,
    subject: row.subject,
    message: row.message,
    notifiedAt: row.notified_at,
  };
}

const selectLeads = `
  SELECT l.*, o.sent_at AS notified_at
  FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id`;

/**
 * The embedded lead store: one SQLite file (better-sqlite3). Its calls are synchronous and
 * finish before the promise is returned, so a resolved record() is a committed, synced lead.
 * One process writes it; several server instances need the PostgreSQL store.
 */
export class SqliteLeadStore implements LeadStore {
  private constructor(private readonly db: Database.Database) {}

  /** Opens (creating when missing) and migrates the database the server writes to. */
  static open(file: string): SqliteLeadStore {
    const db = openLeadDatabase(file);
    try {
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteLeadStore(db);
  }

  /** Opens an existing database for reading only, as the export does. */
  static openReadonly(file: string): SqliteLeadStore {
    const db = openLeadDatabase(file, { readonly: true });
    const version = schemaVersion(db);
    if (version !== latestSchemaVersion) {
      db.close();
      throw new Error(
        `The leads database at ${file} is at schema version ${version}, but this code expects ` +
          `${latestSchemaVersion}. Start the server once to migrate it.`,
      );
    }
    return new SqliteLeadStore(db);
  }

  private find(idempotencyKey: string): { id: number; content_hash: string } | undefined {
    return this.db
      .prepare('SELECT id, content_hash FROM leads WHERE idempotency_key = ?')
      .get(idempotencyKey) as { id: number; content_hash: string } | undefined;
  }

  async hasKey(idempotencyKey: string): Promise<boolean> {
    return this.find(idempotencyKey) !== undefined;
  }

  async record(lead: NewLead, now = new Date()): Promise<RecordResult> {
    const hash = contentHash(lead.fields);
    return this.db
      .transaction((): RecordResult => {
        const existing = this.find(lead.idempotencyKey);
        if (existing) {
          return existing.content_hash === hash
            ? { kind: 'replay', id: existing.id }
            : { kind: 'conflict' };
        }
        const { fields } = lead;
        const receivedAt = now.toISOString();
        const inserted = this.db
          .prepare(
            `INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel,
               name, email, company, phone, country, product, intent, subject, message)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            lead.idempotencyKey,
            hash,
            receivedAt,
            lead.language,
            lead.channel,
            fields.name,
            fields.email,
            fields.company ?? null,
            fields.phone ?? null,
            fields.country ?? null,
            fields.product ?? null,
            fields.intent ?? null,
            fields.subject,
            fields.message,
          );
        const id = Number(inserted.lastInsertRowid);
        this.db
          .prepare('INSERT INTO outbox (lead_id, created_at, next_attempt_at) VALUES (?, ?, ?)')
          .run(id, receivedAt, now.getTime());
        return { kind: 'created', id };
      })
      .immediate();
  }

  async get(id: number): Promise<StoredLead | undefined> {
    const row = this.db.prepare(`${selectLeads} WHERE l.id = ?`).get(id) as LeadRow | undefined;
    return row && toStoredLead(row);
  }

  async list(options: { since?: Date } = {}): Promise<StoredLead[]> {
    const rows = options.since
      ? this.db
          .prepare(`${selectLeads} WHERE l.received_at >= ? ORDER BY l.id`)
          .all(options.since.toISOString())
      : this.db.prepare(`${selectLeads} ORDER BY l.id`).all();
    return (rows as LeadRow[]).map(toStoredLead);
  }

  async count(): Promise<number> {
    return (this.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  }

  async purgeReceivedBefore(cutoff: Date): Promise<number> {
    return this.db.prepare('DELETE FROM leads WHERE received_at < ?').run(cutoff.toISOString())
      .changes;
  }

  async formTokenSecret(): Promise<string> {
    const row = this.db
      .prepare("SELECT value FROM settings WHERE key = 'form_token_secret'")
      .get() as { value: string } | undefined;
    if (!row) throw new Error('The leads database has no form token secret; was it migrated?');
    return row.value;
  }

  async pendingNoticeCount(): Promise<number> {
    const row = this.db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as {
      n: number;
    };
    return row.n;
  }

  async nextNoticeDueAt(): Promise<number | undefined> {
    const row = this.db
      .prepare(
        `SELECT min(max(next_attempt_at, coalesce(locked_until, 0))) AS due
         FROM outbox WHERE sent_at IS NULL`,
      )
      .get() as { due: number | null };
    return row.due ?? undefined;
  }

  async claimDueNotice(leaseMs: number, now = Date.now()): Promise<ClaimedNotice | undefined> {
    if (!this.db.open) return undefined;
    const claimed = this.db
      .transaction(() => {
        const row = this.db
          .prepare(
            `SELECT id, lead_id, attempts FROM outbox
             WHERE sent_at IS NULL AND next_attempt_at <= ?
               AND (locked_until IS NULL OR locked_until <= ?)
             ORDER BY next_attempt_at LIMIT 1`,
          )
          .get(now, now) as { id: number; lead_id: number; attempts: number } | undefined;
        if (row) {
          this.db
            .prepare('UPDATE outbox SET locked_until = ? WHERE id = ?')
            .run(now + leaseMs, row.id);
        }
        return row;
      })
      .immediate();
    if (!claimed) return undefined;
    const lead = await this.get(claimed.lead_id);
    // The lead was purged between the claim and now; its notice went with it.
    if (!lead) return undefined;
    return { id: claimed.id, attempts: claimed.attempts, lead };
  }

  async markNoticeSent(id: number, now = new Date()): Promise<void> {
    // Closed while the mail went out: the claim lapses and the notice is sent again.
    if (!this.db.open) return;
    this.db
      .prepare(
        `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL,
           last_error = NULL WHERE id = ?`,
      )
      .run(now.toISOString(), id);
  }

  async scheduleNoticeRetry(
    id: number,
    attempts: number,
    retryAt: number,
    reason: string,
  ): Promise<void> {
    if (!this.db.open) return;
    this.db
      .prepare(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?, locked_until = NULL,
           last_error = ? WHERE id = ?`,
      )
      .run(attempts, retryAt, reason.slice(0, 1000), id);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
