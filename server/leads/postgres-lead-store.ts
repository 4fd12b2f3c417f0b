import pg from 'pg';
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
  type LeadRow,
  type LeadStore,
  type LeadStoreStatus,
  type NewLead,
  type NoticeChannel,
  type NoticeStateRow,
  type PersonalData,
  type ErasedData,
  type RateLimit,
  type RecordResult,
  type StoredLead,
} from './lead-store.ts';
import { migrate, requireLatestSchema, type MigrationTarget } from './migrations.ts';
import type { RateLimitDecision } from './rate-limiter.ts';
import { postgresDialect } from './sql-dialect.ts';

export interface PostgresStoreOptions {
  /** Connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** For the `npm run leads` commands: no migration, and read-only unless `write`. */
  existing?: { write: boolean };
  /** Where errors of idle pooled connections go (the database restarted, say). */
  onPoolError?: (error: Error) => void;
}

/** The database URL without its password, for messages and logs. */
export function redactedDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'DATABASE_URL (not a URL)';
  }
}

/** An error's words; a connection to a name with several addresses fails with all of them. */
function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return error.errors.map(errorText).join('; ');
  }
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Serialises migrations of one database, whichever instance starts first. An arbitrary
 * constant: advisory lock keys are the application's own namespace.
 */
const migrationLockKey = 4_201_302_040;

/** PostgreSQL records each step in a table, inside the step's own transaction. */
function migrationTarget(pool: pg.Pool): MigrationTarget {
  return {
    dialect: postgresDialect,
    async version() {
      // A query naming a table that does not exist fails even in a branch never taken.
      const table = await pool.query<{ exists: boolean }>(
        "SELECT to_regclass('lead_schema_migrations') IS NOT NULL AS exists",
      );
      if (!table.rows[0]?.exists) return 0;
      const { rows } = await pool.query<{ version: number | null }>(
        'SELECT max(version) AS version FROM lead_schema_migrations',
      );
      return rows[0]?.version ?? 0;
    },
    async apply(step, name, sql) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
        await client.query(`CREATE TABLE IF NOT EXISTS lead_schema_migrations (
          version integer PRIMARY KEY,
          name text NOT NULL,
          applied_at timestamptz NOT NULL DEFAULT now())`);
        const { rows } = await client.query<{ version: number | null }>(
          'SELECT max(version) AS version FROM lead_schema_migrations',
        );
        if ((rows[0]?.version ?? 0) < step) {
          await client.query(sql);
          await client.query('INSERT INTO lead_schema_migrations (version, name) VALUES ($1, $2)', [
            step,
            name,
          ]);
        }
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

const iso = (time: Date) => time.toISOString();

/**
 * The lead store for several server instances: PostgreSQL through a pool of node-postgres
 * connections. Every write that matters is one autocommitted statement or one short
 * transaction, committed (synchronous_commit, PostgreSQL's default) before the promise
 * resolves. Times the outbox and the rate limit compute with are the database's own clock, so
 * instances whose clocks differ still agree on leases and windows.
 */
export class PostgresLeadStore implements LeadStore {
  private closed = false;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly where: string,
  ) {}

  /**
   * Connects, and migrates the schema to this code's version (the server), or checks that it
   * is at that version (the commands). Fails with a message naming the database, without its
   * password, when it cannot be reached or used.
   */
  static async open(url: string, options: PostgresStoreOptions = {}): Promise<PostgresLeadStore> {
    const where = redactedDatabaseUrl(url);
    const readOnly = options.existing !== undefined && !options.existing.write;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      application_name: 'zs-uav-site',
      // The export and the status cannot change a thing, whatever a bug in them would try.
      ...(readOnly ? { options: '-c default_transaction_read_only=on' } : {}),
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    const store = new PostgresLeadStore(pool, where);
    try {
      const target = migrationTarget(pool);
      if (options.existing) await requireLatestSchema(target, where);
      else await migrate(target);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot use the leads database at ${where}: ${errorText(error)}`, {
        cause: error,
      });
    }
    return store;
  }

  private async find(idempotencyKey: string) {
    const { rows } = await this.pool.query<{ id: number; content_hash: string }>(
      'SELECT id, content_hash FROM leads WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    return rows[0];
  }

  async hasKey(idempotencyKey: string): Promise<boolean> {
    return (await this.find(idempotencyKey)) !== undefined;
  }

  async record(lead: NewLead, now = new Date()): Promise<RecordResult> {
    const hash = contentHash(lead);
    const { fields } = lead;
    // One statement, so one atomic commit: the lead and its notices, or nothing. A second
    // instance inserting the same key waits on the unique index, then inserts nothing.
    const { rows } = await this.pool.query<{ id: number }>(
      `WITH lead AS (
         INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel,
           name, email, company, phone, country, product, intent, subject, message, mission,
           consent, attribution, document_id, document_kind, document_language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb,
           $17::jsonb, $18::jsonb, $19, $20, $21)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id, received_at
       ), queued AS (
         INSERT INTO notices (lead_id, channel, created_at, next_attempt_at)
         SELECT lead.id, notice.channel, lead.received_at, now()
         FROM lead, unnest($16::text[]) AS notice (channel)
       )
       SELECT id FROM lead`,
      [
        lead.idempotencyKey,
        hash,
        now,
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
        lead.notify,
        toJson(lead.consent),
        toJson(lead.attribution),
        lead.document?.id ?? null,
        lead.document?.kind ?? null,
        lead.document?.language ?? null,
      ],
    );
    const created = rows[0];
    if (created) return { kind: 'created', id: created.id };
    const existing = await this.find(lead.idempotencyKey);
    // Deleted in between (a purge of a two-year-old key): nothing to compare with.
    if (!existing) return { kind: 'conflict' };
    return existing.content_hash === hash
      ? { kind: 'replay', id: existing.id }
      : { kind: 'conflict' };
  }

  async get(id: number): Promise<StoredLead | undefined> {
    const { rows } = await this.pool.query<LeadRow>(`${selectLeads} WHERE l.id = $1`, [id]);
    return rows[0] && toStoredLead(rows[0]);
  }

  async findByEmail(email: string): Promise<PersonalData> {
    const { rows } = await this.pool.query<LeadRow>(
      `${selectLeads} WHERE lower(l.email) = lower($1) ORDER BY l.id`,
      [email],
    );
    const notices = await this.pool.query<NoticeStateRow<Date>>(
      `${selectNoticeStates} WHERE lead_id = ANY($1::integer[]) ORDER BY lead_id, channel`,
      [rows.map((row) => row.id)],
    );
    return {
      leads: rows.map(toStoredLead),
      notices: notices.rows.map((row) =>
        toNoticeState(row, row.sent_at === null && row.failed_at === null, iso),
      ),
    };
  }

  async eraseByEmail(email: string): Promise<ErasedData> {
    // One statement, so one commit: the notices are counted as the leads' deletion cascades.
    const { rows } = await this.pool.query<{ id: number; notices: number }>(
      `WITH gone AS (
         DELETE FROM leads WHERE lower(email) = lower($1) RETURNING id
       )
       SELECT gone.id, (SELECT count(*) FROM notices n WHERE n.lead_id = gone.id)::integer AS notices
       FROM gone ORDER BY gone.id`,
      [email],
    );
    return {
      leadIds: rows.map((row) => row.id),
      notices: rows.reduce((sum, row) => sum + row.notices, 0),
    };
  }

  async list(options: { since?: Date } = {}): Promise<StoredLead[]> {
    const { rows } = options.since
      ? await this.pool.query<LeadRow>(`${selectLeads} WHERE l.received_at >= $1 ORDER BY l.id`, [
          options.since,
        ])
      : await this.pool.query<LeadRow>(`${selectLeads} ORDER BY l.id`);
    return rows.map(toStoredLead);
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM leads',
    );
    return rows[0]?.n ?? 0;
  }

  async purgeReceivedBefore(cutoff: Date): Promise<number> {
    const result = await this.pool.query('DELETE FROM leads WHERE received_at < $1', [cutoff]);
    return result.rowCount ?? 0;
  }

  async formTokenSecret(): Promise<string> {
    const { rows } = await this.pool.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'form_token_secret'",
    );
    if (!rows[0]) throw new Error('The leads database has no form token secret; was it migrated?');
    return rows[0].value;
  }

  async takeRateLimit(client: string, limit: RateLimit): Promise<RateLimitDecision> {
    const connection = await this.pool.connect();
    try {
      // A count is not a lead: committed without waiting for the disk (a crash that lost one
      // would only forgive one submission).
      await connection.query('BEGIN; SET LOCAL synchronous_commit = off');
      try {
        // Instances counting the same client take turns; other clients are not held up.
        await connection.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [client]);
        const { rows } = await connection.query<{ counted: number; retry_after_ms: number }>(
          `WITH window_start AS (SELECT now() - $2::float8 * interval '1 millisecond' AS at),
           expired AS (
             DELETE FROM rate_limit_hits
             WHERE client = $1 AND at <= (SELECT at FROM window_start)
           ), counted AS (
             SELECT count(*)::integer AS n, min(at) AS oldest FROM rate_limit_hits
             WHERE client = $1 AND at > (SELECT at FROM window_start)
           ), added AS (
             INSERT INTO rate_limit_hits (client, at)
             SELECT $1, now() FROM counted WHERE n < $3
           )
           SELECT n AS counted,
             coalesce(extract(epoch FROM oldest + $2::float8 * interval '1 millisecond' - now()) * 1000,
               0)::float8 AS retry_after_ms
           FROM counted`,
          [client, limit.windowMs, limit.max],
        );
        await connection.query('COMMIT');
        const counted = rows[0]?.counted ?? 0;
        return counted < limit.max
          ? { allowed: true, retryAfterMs: 0 }
          : { allowed: false, retryAfterMs: Math.max(0, Math.round(rows[0]?.retry_after_ms ?? 0)) };
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      connection.release();
    }
  }

  async pruneRateLimit(windowMs: number): Promise<void> {
    await this.pool.query(
      "DELETE FROM rate_limit_hits WHERE at <= now() - $1::float8 * interval '1 millisecond'",
      [windowMs],
    );
  }

  async pendingNoticeCount(channel: NoticeChannel): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `SELECT count(*)::integer AS n FROM notices
       WHERE channel = $1 AND sent_at IS NULL AND failed_at IS NULL`,
      [channel],
    );
    return rows[0]?.n ?? 0;
  }

  async nextNoticeDueInMs(channels: readonly NoticeChannel[]): Promise<number | undefined> {
    if (channels.length === 0 || this.closed) return undefined;
    const { rows } = await this.pool.query<{ due_in_ms: number | null }>(
      `SELECT (extract(epoch FROM
           min(greatest(next_attempt_at, coalesce(locked_until, next_attempt_at))) - now())
         * 1000)::float8 AS due_in_ms
       FROM notices
       WHERE sent_at IS NULL AND failed_at IS NULL AND channel = ANY($1::text[])`,
      [channels],
    );
    const due = rows[0]?.due_in_ms;
    return due === null || due === undefined ? undefined : Math.max(0, Math.ceil(due));
  }

  async claimDueNotice(
    channels: readonly NoticeChannel[],
    leaseMs: number,
  ): Promise<ClaimedNotice | undefined> {
    if (channels.length === 0 || this.closed) return undefined;
    // SKIP LOCKED: instances claiming at the same moment take different notices instead of
    // queueing behind one another; the lease then keeps the notice theirs while they send.
    const { rows } = await this.pool.query<
      LeadRow & { notice_id: number; notice_channel: NoticeChannel; attempts: number }
    >(
      `WITH claimed AS (
         UPDATE notices
         SET attempts = attempts + 1, locked_until = now() + $2::float8 * interval '1 millisecond'
         WHERE id = (
           SELECT id FROM notices
           WHERE sent_at IS NULL AND failed_at IS NULL AND channel = ANY($1::text[])
             AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
           ORDER BY next_attempt_at
           LIMIT 1
           FOR UPDATE SKIP LOCKED
         )
         RETURNING id, lead_id, channel, attempts
       )
       SELECT c.id AS notice_id, c.channel AS notice_channel, c.attempts,
         l.*, e.sent_at AS notified_at
       FROM claimed c
       JOIN leads l ON l.id = c.lead_id
       LEFT JOIN notices e ON e.lead_id = l.id AND e.channel = 'email'`,
      [channels, leaseMs],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      id: row.notice_id,
      channel: row.notice_channel,
      attempt: row.attempts,
      lead: toStoredLead(row),
    };
  }

  async markNoticeSent(notice: ClaimedNotice): Promise<void> {
    if (this.closed) return;
    await this.pool.query(
      `UPDATE notices SET sent_at = now(), locked_until = NULL, last_error = NULL
       WHERE id = $1 AND sent_at IS NULL`,
      [notice.id],
    );
  }

  async scheduleNoticeRetry(notice: ClaimedNotice, delayMs: number, reason: string) {
    if (this.closed) return;
    await this.pool.query(
      `UPDATE notices
       SET next_attempt_at = now() + $2::float8 * interval '1 millisecond', locked_until = NULL,
         last_error = $3
       WHERE id = $1 AND attempts = $4 AND sent_at IS NULL`,
      [notice.id, delayMs, reason.slice(0, noticeErrorLimit), notice.attempt],
    );
  }

  async markNoticeFailed(notice: ClaimedNotice, reason: string): Promise<void> {
    if (this.closed) return;
    await this.pool.query(
      `UPDATE notices SET failed_at = now(), locked_until = NULL, last_error = $2
       WHERE id = $1 AND attempts = $3 AND sent_at IS NULL`,
      [notice.id, reason.slice(0, noticeErrorLimit), notice.attempt],
    );
  }

  async status(limit: number): Promise<LeadStoreStatus> {
    const [leads, recent, counts, pending, failed] = await Promise.all([
      this.pool.query<{ n: number; first: Date | null; last: Date | null }>(
        `SELECT count(*)::integer AS n, min(received_at) AS first, max(received_at) AS last
         FROM leads`,
      ),
      this.pool.query<LeadRow>(`${selectLeads} ORDER BY l.id DESC LIMIT $1`, [limit]),
      this.pool.query<{ channel: NoticeChannel; sent: number; pending: number; failed: number }>(
        `SELECT channel,
           count(*) FILTER (WHERE sent_at IS NOT NULL)::integer AS sent,
           count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::integer AS pending,
           count(*) FILTER (WHERE failed_at IS NOT NULL)::integer AS failed
         FROM notices GROUP BY channel`,
      ),
      this.pool.query<NoticeStateRow<Date>>(
        `${selectNoticeStates} WHERE sent_at IS NULL AND failed_at IS NULL
         ORDER BY next_attempt_at, id LIMIT $1`,
        [limit],
      ),
      this.pool.query<NoticeStateRow<Date>>(
        `${selectNoticeStates} WHERE failed_at IS NOT NULL ORDER BY failed_at DESC, id DESC LIMIT $1`,
        [limit],
      ),
    ]);
    const summary = leads.rows[0];
    return {
      database: `PostgreSQL ${this.where}`,
      leads: summary?.n ?? 0,
      firstReceivedAt: summary?.first ? iso(summary.first) : null,
      lastReceivedAt: summary?.last ? iso(summary.last) : null,
      recentLeads: recent.rows.map(toStoredLead),
      channels: channelCounts(counts.rows),
      pending: pending.rows.map((row) => toNoticeState(row, true, iso)),
      failed: failed.rows.map((row) => toNoticeState(row, false, iso)),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
