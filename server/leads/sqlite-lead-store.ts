import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  channelCounts,
  contentHash,
  missionJson,
  toJson,
  noticeErrorLimit,
  selectLeads,
  selectNoticeStates,
  toNoticeState,
  toStoredLead,
  type ClaimedNotice,
  type ErasedData,
  type LeadRow,
  type LeadStore,
  type LeadStoreStatus,
  type NewLead,
  type NoticeChannel,
  type NoticeStateRow,
  type PersonalData,
  type RateLimit,
  type RecordResult,
  type StoredLead,
} from './lead-store.ts';
import { supportedNode } from '../node-support.ts';
import { migrate, requireLatestSchema, type MigrationTarget } from './migrations.ts';
import type { RateLimitDecision } from './rate-limiter.ts';
import { sqliteDialect } from './sql-dialect.ts';

/**
 * Opens the database with the settings that make an acknowledged lead durable: write-ahead
 * logging, and synchronous=FULL so every commit is on disk (fsync) before it returns, which is
 * before the server answers 2xx.
 */
function openLeadDatabase(file: string, options: { readonly?: boolean; mustExist?: boolean }) {
  // better-sqlite3's prebuilt addon is built for Node-API 10; a Node.js without it (20) loads
  // the addon and then dies of a segmentation fault at the first call, saying nothing.
  if (Number(process.versions.napi) < 10) {
    throw new Error(
      `SQLite's addon needs Node-API 10, which Node.js ${process.version} lacks: ` +
        `run on Node.js ${supportedNode} (README, "Node.js").`,
    );
  }
  if (!options.mustExist) mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, {
    readonly: options.readonly ?? false,
    fileMustExist: options.mustExist ?? false,
  });
  db.pragma('busy_timeout = 5000');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
  }
  return db;
}

/** SQLite records its schema version in the file header (`PRAGMA user_version`). */
function migrationTarget(db: Database.Database): MigrationTarget {
  const version = () => db.pragma('user_version', { simple: true }) as number;
  return {
    dialect: sqliteDialect,
    version: async () => version(),
    async apply(step, _name, sql) {
      // IMMEDIATE takes the write lock first, so the version read inside is the final word.
      db.transaction(() => {
        if (version() >= step) return;
        db.exec(sql);
        db.pragma(`user_version = ${step}`);
      }).immediate();
    },
  };
}

const epochIso = (ms: number) => new Date(ms).toISOString();

/**
 * The embedded lead store: one SQLite file (better-sqlite3). Its calls are synchronous and
 * finish before the promise is returned, so a resolved record() is a committed, synced lead.
 * It is made for one server process (several processes on one file work, but share one disk);
 * several server instances use the PostgreSQL store.
 */
export class SqliteLeadStore implements LeadStore {
  private readonly statements = new Map<string, Database.Statement>();

  private constructor(
    private readonly db: Database.Database,
    private readonly file: string,
  ) {}

  /** Opens (creating when missing) and migrates the database the server writes to. */
  static async open(file: string): Promise<SqliteLeadStore> {
    const db = openLeadDatabase(file, {});
    try {
      await migrate(migrationTarget(db));
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteLeadStore(db, file);
  }

  /**
   * Opens an existing database at this code's schema version without migrating it, as the
   * `npm run leads` commands do; read-only unless `write` (the purge).
   */
  static async openExisting(file: string, options: { write?: boolean } = {}) {
    const db = openLeadDatabase(file, { readonly: !options.write, mustExist: true });
    try {
      await requireLatestSchema(migrationTarget(db), file);
    } catch (error) {
      db.close();
      throw error;
    }
    return new SqliteLeadStore(db, file);
  }

  /** Statements are compiled once and reused: the same few run for every lead. */
  private statement(sql: string): Database.Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  private find(idempotencyKey: string): { id: number; content_hash: string } | undefined {
    return this.statement('SELECT id, content_hash FROM leads WHERE idempotency_key = ?').get(
      idempotencyKey,
    ) as { id: number; content_hash: string } | undefined;
  }

  async hasKey(idempotencyKey: string): Promise<boolean> {
    return this.find(idempotencyKey) !== undefined;
  }

  async record(lead: NewLead, now = new Date()): Promise<RecordResult> {
    const hash = contentHash(lead);
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
        const inserted = this.statement(
          `INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel,
             name, email, company, phone, country, product, intent, subject, message, mission,
             consent, attribution, document_id, document_kind, document_language)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
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
          missionJson(lead.mission),
          toJson(lead.consent),
          toJson(lead.attribution),
          lead.document?.id ?? null,
          lead.document?.kind ?? null,
          lead.document?.language ?? null,
        );
        const id = Number(inserted.lastInsertRowid);
        const queue = this.statement(
          `INSERT INTO notices (lead_id, channel, created_at, next_attempt_at)
           VALUES (?, ?, ?, ?)`,
        );
        for (const channel of lead.notify) queue.run(id, channel, receivedAt, Date.now());
        return { kind: 'created', id };
      })
      .immediate();
  }

  async get(id: number): Promise<StoredLead | undefined> {
    const row = this.statement(`${selectLeads} WHERE l.id = ?`).get(id) as LeadRow | undefined;
    return row && toStoredLead(row);
  }

  async findByEmail(email: string): Promise<PersonalData> {
    const rows = this.statement(`${selectLeads} WHERE lower(l.email) = lower(?) ORDER BY l.id`).all(
      email,
    ) as LeadRow[];
    const ids = rows.map((row) => row.id);
    const notices = this.statement(
      `${selectNoticeStates} WHERE lead_id IN (SELECT value FROM json_each(?))
       ORDER BY lead_id, channel`,
    ).all(JSON.stringify(ids)) as NoticeStateRow<number>[];
    return {
      leads: rows.map(toStoredLead),
      notices: notices.map((row) =>
        toNoticeState(row, row.sent_at === null && row.failed_at === null, epochIso),
      ),
    };
  }

  async eraseByEmail(email: string): Promise<ErasedData> {
    return this.db
      .transaction((): ErasedData => {
        const ids = (
          this.statement('SELECT id FROM leads WHERE lower(email) = lower(?) ORDER BY id').all(
            email,
          ) as { id: number }[]
        ).map((row) => row.id);
        const list = JSON.stringify(ids);
        const notices = this.statement(
          'DELETE FROM notices WHERE lead_id IN (SELECT value FROM json_each(?))',
        ).run(list).changes;
        this.statement('DELETE FROM leads WHERE id IN (SELECT value FROM json_each(?))').run(list);
        return { leadIds: ids, notices };
      })
      .immediate();
  }

  async list(options: { since?: Date } = {}): Promise<StoredLead[]> {
    const rows = options.since
      ? this.statement(`${selectLeads} WHERE l.received_at >= ? ORDER BY l.id`).all(
          options.since.toISOString(),
        )
      : this.statement(`${selectLeads} ORDER BY l.id`).all();
    return (rows as LeadRow[]).map(toStoredLead);
  }

  async count(): Promise<number> {
    return (this.statement('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  }

  async purgeReceivedBefore(cutoff: Date): Promise<number> {
    return this.statement('DELETE FROM leads WHERE received_at < ?').run(cutoff.toISOString())
      .changes;
  }

  async formTokenSecret(): Promise<string> {
    const row = this.statement(
      "SELECT value FROM settings WHERE key = 'form_token_secret'",
    ).get() as { value: string } | undefined;
    if (!row) throw new Error('The leads database has no form token secret; was it migrated?');
    return row.value;
  }

  async takeRateLimit(client: string, limit: RateLimit): Promise<RateLimitDecision> {
    const now = Date.now();
    const take = this.db.transaction((): RateLimitDecision => {
      this.statement('DELETE FROM rate_limit_hits WHERE client = ? AND at <= ?').run(
        client,
        now - limit.windowMs,
      );
      const counted = this.statement(
        'SELECT count(*) AS n, min(at) AS oldest FROM rate_limit_hits WHERE client = ?',
      ).get(client) as { n: number; oldest: number | null };
      if (counted.n >= limit.max) {
        const oldest = counted.oldest ?? now;
        return { allowed: false, retryAfterMs: Math.max(0, oldest + limit.windowMs - now) };
      }
      this.statement('INSERT INTO rate_limit_hits (client, at) VALUES (?, ?)').run(client, now);
      return { allowed: true, retryAfterMs: 0 };
    });
    // A count is not a lead: it is committed without its own fsync (the next lead's commit
    // syncs it along), and a power cut that lost one would only forgive one submission.
    this.db.pragma('synchronous = NORMAL');
    try {
      return take.immediate();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
  }

  async pruneRateLimit(windowMs: number): Promise<void> {
    this.statement('DELETE FROM rate_limit_hits WHERE at <= ?').run(Date.now() - windowMs);
  }

  async pendingNoticeCount(channel: NoticeChannel): Promise<number> {
    const row = this.statement(
      `SELECT count(*) AS n FROM notices
       WHERE channel = ? AND sent_at IS NULL AND failed_at IS NULL`,
    ).get(channel) as { n: number };
    return row.n;
  }

  /** `channel IN (?, ?)` for a list of channels (SQLite has no arrays). */
  private static channelList(channels: readonly NoticeChannel[]): string {
    return channels.map(() => '?').join(', ');
  }

  async nextNoticeDueInMs(channels: readonly NoticeChannel[]): Promise<number | undefined> {
    if (channels.length === 0 || !this.db.open) return undefined;
    const row = this.statement(
      `SELECT min(max(next_attempt_at, coalesce(locked_until, 0))) AS due FROM notices
       WHERE sent_at IS NULL AND failed_at IS NULL
         AND channel IN (${SqliteLeadStore.channelList(channels)})`,
    ).get(...channels) as { due: number | null };
    return row.due === null ? undefined : Math.max(0, row.due - Date.now());
  }

  async claimDueNotice(
    channels: readonly NoticeChannel[],
    leaseMs: number,
  ): Promise<ClaimedNotice | undefined> {
    if (channels.length === 0 || !this.db.open) return undefined;
    const now = Date.now();
    const claimed = this.db
      .transaction(() => {
        const row = this.statement(
          `SELECT id, lead_id, channel, attempts FROM notices
           WHERE sent_at IS NULL AND failed_at IS NULL
             AND channel IN (${SqliteLeadStore.channelList(channels)})
             AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
           ORDER BY next_attempt_at LIMIT 1`,
        ).get(...channels, now, now) as
          { id: number; lead_id: number; channel: NoticeChannel; attempts: number } | undefined;
        if (row) {
          this.statement(
            'UPDATE notices SET locked_until = ?, attempts = attempts + 1 WHERE id = ?',
          ).run(now + leaseMs, row.id);
        }
        return row;
      })
      .immediate();
    if (!claimed) return undefined;
    const lead = await this.get(claimed.lead_id);
    // The lead was purged between the claim and now; its notices went with it.
    if (!lead) return undefined;
    return { id: claimed.id, channel: claimed.channel, attempt: claimed.attempts + 1, lead };
  }

  async markNoticeSent(notice: ClaimedNotice): Promise<void> {
    // Closed while the notice went out: the claim lapses and the notice is sent again.
    if (!this.db.open) return;
    this.statement(
      `UPDATE notices SET sent_at = ?, locked_until = NULL, last_error = NULL
       WHERE id = ? AND sent_at IS NULL`,
    ).run(new Date().toISOString(), notice.id);
  }

  async scheduleNoticeRetry(notice: ClaimedNotice, delayMs: number, reason: string) {
    if (!this.db.open) return;
    this.statement(
      `UPDATE notices SET next_attempt_at = ?, locked_until = NULL, last_error = ?
       WHERE id = ? AND attempts = ? AND sent_at IS NULL`,
    ).run(Date.now() + delayMs, reason.slice(0, noticeErrorLimit), notice.id, notice.attempt);
  }

  async markNoticeFailed(notice: ClaimedNotice, reason: string): Promise<void> {
    if (!this.db.open) return;
    this.statement(
      `UPDATE notices SET failed_at = ?, locked_until = NULL, last_error = ?
       WHERE id = ? AND attempts = ? AND sent_at IS NULL`,
    ).run(new Date().toISOString(), reason.slice(0, noticeErrorLimit), notice.id, notice.attempt);
  }

  async status(limit: number): Promise<LeadStoreStatus> {
    const leads = this.statement(
      'SELECT count(*) AS n, min(received_at) AS first, max(received_at) AS last FROM leads',
    ).get() as { n: number; first: string | null; last: string | null };
    const recent = this.statement(`${selectLeads} ORDER BY l.id DESC LIMIT ?`).all(
      limit,
    ) as LeadRow[];
    const counts = this.statement(
      `SELECT channel,
         sum(sent_at IS NOT NULL) AS sent,
         sum(sent_at IS NULL AND failed_at IS NULL) AS pending,
         sum(failed_at IS NOT NULL) AS failed
       FROM notices GROUP BY channel`,
    ).all() as { channel: NoticeChannel; sent: number; pending: number; failed: number }[];
    const pending = this.statement(
      `${selectNoticeStates} WHERE sent_at IS NULL AND failed_at IS NULL
       ORDER BY next_attempt_at, id LIMIT ?`,
    ).all(limit) as NoticeStateRow<number>[];
    const failed = this.statement(
      `${selectNoticeStates} WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT ?`,
    ).all(limit) as NoticeStateRow<number>[];
    return {
      database: `SQLite ${this.file}`,
      leads: leads.n,
      firstReceivedAt: leads.first,
      lastReceivedAt: leads.last,
      recentLeads: recent.map(toStoredLead),
      channels: channelCounts(counts),
      pending: pending.map((row) => toNoticeState(row, true, epochIso)),
      failed: failed.map((row) => toNoticeState(row, false, epochIso)),
    };
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
