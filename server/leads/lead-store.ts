import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  contactFields,
  type ContactFields,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { latestSchemaVersion, migrate, schemaVersion } from './migrations.ts';

export type LeadChannel = 'fetch' | 'form';

export interface NewLead {
  idempotencyKey: string;
  fields: ContactFields;
  language: Language;
  channel: LeadChannel;
}

export interface StoredLead {
  id: number;
  receivedAt: string;
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
  /** When sales was e-mailed about it; null while the notice waits in the outbox. */
  notifiedAt: string | null;
}

export type RecordResult =
  | { kind: 'created'; id: number }
  /** The same message under the same key: a retry of a submission already stored. */
  | { kind: 'replay'; id: number }
  /** A different message under a key already used: refused rather than guessed at. */
  | { kind: 'conflict' };

/** Identifies a message's content, so a retry can be told from a different message. */
export function contentHash(fields: ContactFields): string {
  const canonical = contactFields.map((field) => [field, fields[field] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * Opens the database with the settings that make an acknowledged lead durable: write-ahead
 * logging, and synchronous=FULL so every commit is on disk (fsync) before it returns, which is
 * before the server answers 2xx.
 */
export function openLeadDatabase(file: string, options: { readonly?: boolean } = {}) {
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

export class LeadStore {
  readonly db: Database.Database;

  private constructor(db: Database.Database) {
    this.db = db;
  }

  /** Opens (creating when missing) and migrates the database the server writes to. */
  static open(file: string): LeadStore {
    const db = openLeadDatabase(file);
    try {
      migrate(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new LeadStore(db);
  }

  /** Opens an existing database for reading only, as the export does. */
  static openReadonly(file: string): LeadStore {
    const db = openLeadDatabase(file, { readonly: true });
    const version = schemaVersion(db);
    if (version !== latestSchemaVersion) {
      db.close();
      throw new Error(
        `The leads database at ${file} is at schema version ${version}, but this code expects ` +
          `${latestSchemaVersion}. Start the server once to migrate it.`,
      );
    }
    return new LeadStore(db);
  }

  find(idempotencyKey: string): { id: number; contentHash: string } | undefined {
    const row = this.db
      .prepare('SELECT id, content_hash FROM leads WHERE idempotency_key = ?')
      .get(idempotencyKey) as { id: number; content_hash: string } | undefined;
    return row && { id: row.id, contentHash: row.content_hash };
  }

  /**
   * Stores a lead and its mail notice in one transaction. When this returns, the lead is
   * committed and synced to disk; only then may the server acknowledge it.
   */
  record(lead: NewLead, now = new Date()): RecordResult {
    const hash = contentHash(lead.fields);
    return this.db
      .transaction((): RecordResult => {
        const existing = this.find(lead.idempotencyKey);
        if (existing) {
          return existing.contentHash === hash
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

  get(id: number): StoredLead | undefined {
    const row = this.db.prepare(`${selectLeads} WHERE l.id = ?`).get(id) as LeadRow | undefined;
    return row && toStoredLead(row);
  }

  /** Leads in the order they arrived, optionally only those received at or after `since`. */
  list(options: { since?: Date } = {}): StoredLead[] {
    const rows = options.since
      ? this.db
          .prepare(`${selectLeads} WHERE l.received_at >= ? ORDER BY l.id`)
          .all(options.since.toISOString())
      : this.db.prepare(`${selectLeads} ORDER BY l.id`).all();
    return (rows as LeadRow[]).map(toStoredLead);
  }

  /**
   * Deletes the leads received before `cutoff`, with their notices (the privacy policy's
   * retention, site-config.ts). Sales works from the e-mailed notice and the export; this
   * store is the site's hand-off copy, not the customer file. Returns how many were deleted.
   */
  purgeReceivedBefore(cutoff: Date): number {
    return this.db.prepare('DELETE FROM leads WHERE received_at < ?').run(cutoff.toISOString())
      .changes;
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  }

  formTokenSecret(): string {
    const row = this.db
      .prepare("SELECT value FROM settings WHERE key = 'form_token_secret'")
      .get() as { value: string } | undefined;
    if (!row) throw new Error('The leads database has no form token secret; was it migrated?');
    return row.value;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** The moment `months` calendar months before `now` (UTC): leads older than this are purged. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 August minus six months is the last day of February, not 3 March.
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}
