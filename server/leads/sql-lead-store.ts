import {
  sql,
  type ColumnType,
  type Expression,
  type Generated,
  type Kysely,
  type RawBuilder,
} from 'kysely';
import type { DocumentKind } from '../../src/catalogue/product-documents.ts';
import type { Attribution } from '../../src/features/attribution/attribution.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { MissionNeeds } from '../../src/routing/mission-query.ts';
import {
  channelCounts,
  contentHash,
  isoTime,
  missionJson,
  noticeErrorLimit,
  toJson,
  toNoticeState,
  toStoredLead,
  type ClaimedNotice,
  type ErasedData,
  type LeadChannel,
  type LeadConsent,
  type LeadRow,
  type LeadStore,
  type LeadStoreStatus,
  type LeadText,
  type NewLead,
  type NoticeChannel,
  type NoticeStateRow,
  type PersonalData,
  type RateLimit,
  type RecordResult,
  type StoredLead,
} from './lead-store.ts';
import type { RateLimitDecision } from './rate-limiter.ts';

/**
 * A moment the outbox and the rate limit compute with: epoch milliseconds in SQLite, a
 * timestamptz (Date) in PostgreSQL, whose own clock serves every instance alike.
 */
export type Clock = number | Date;
/** A moment people read: ISO text in SQLite, timestamptz (Date) in PostgreSQL; written as ISO. */
type Moment = ColumnType<string | Date, string | Expression<string | Date>, never>;
/** A JSON column: text in SQLite, jsonb in PostgreSQL, written as JSON text in both. */
type Json<T> = ColumnType<string | T | null, string | null, never>;

/** The tables as migrations.ts makes them, for the query builder's types. */
export interface LeadTables {
  leads: LeadText & {
    id: Generated<number>;
    idempotency_key: string;
    content_hash: string;
    received_at: Moment;
    language: Language;
    channel: LeadChannel;
    mission: Json<MissionNeeds>;
    consent: Json<LeadConsent>;
    attribution: Json<Attribution>;
    document_id: string | null;
    document_kind: DocumentKind | null;
    document_language: Language | null;
  };
  notices: {
    id: Generated<number>;
    lead_id: number;
    channel: NoticeChannel;
    created_at: Moment;
    attempts: Generated<number>;
    next_attempt_at: Clock;
    locked_until: Clock | null;
    last_error: string | null;
    sent_at: ColumnType<string | Date | null, never, Expression<string | Date> | null>;
    failed_at: ColumnType<string | Date | null, never, Expression<string | Date> | null>;
  };
  rate_limit_hits: { client: string; at: Clock };
  settings: { key: string; value: string };
}

export type LeadDatabase = Kysely<LeadTables>;

/**
 * What differs between the databases once the schema is made: the clock, locks and
 * durability. Every query of the store is written once, against these.
 */
export interface StoreDialect {
  /** "SQLite /path" or "PostgreSQL postgres://…" (without a password). */
  database: string;
  /** The outbox's and the rate limit's clock, `ms` from now. */
  clockIn(ms: number): RawBuilder<Clock>;
  /** Milliseconds from now until a clock moment (negative: past); NULL for NULL. */
  msUntil(clock: Expression<Clock | null>): RawBuilder<number | null>;
  /** The later of two clock moments. */
  later(a: Expression<Clock>, b: Expression<Clock>): Expression<Clock>;
  /** Now, for a moment people read (a notice sent or failed). */
  timestampNow(): Expression<string | Date>;
  /** Whether a claim may skip rows other transactions hold (PostgreSQL); SQLite has one writer. */
  skipLocked: boolean;
  /**
   * Runs statements that read then write as one transaction that cannot be overtaken between
   * the read and the write, committed durably before it resolves.
   */
  write<T>(db: LeadDatabase, work: (trx: LeadDatabase) => Promise<T>): Promise<T>;
  /**
   * Like `write`, for one client's rate-limit count: instances counting the same client take
   * turns, and the commit does not wait for the disk (a lost count forgives one submission).
   */
  countFor<T>(
    db: LeadDatabase,
    client: string,
    work: (trx: LeadDatabase) => Promise<T>,
  ): Promise<T>;
  /** Lets statements still running finish before the connection closes. */
  close(db: LeadDatabase): Promise<void>;
}

/**
 * Runs `work` on one connection as a transaction begun by `begin`, for the beginnings Kysely's
 * own transactions cannot say (SQLite's BEGIN IMMEDIATE, PostgreSQL's settings for one
 * transaction): committed when the work resolves, rolled back when it throws.
 */
export async function inTransaction<T>(
  connection: LeadDatabase,
  begin: RawBuilder<unknown>,
  work: (trx: LeadDatabase) => Promise<T>,
): Promise<T> {
  await begin.execute(connection);
  try {
    const result = await work(connection);
    await sql`COMMIT`.execute(connection);
    return result;
  } catch (error) {
    await sql`ROLLBACK`.execute(connection).catch(() => undefined);
    throw error;
  }
}

const noticeStateColumns = [
  'lead_id',
  'channel',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'last_error',
  'failed_at',
  'sent_at',
] as const;

/**
 * The lead store over either database, through Kysely: the SQLite file (the embedded default,
 * for one server process) or PostgreSQL (any number of instances). A resolved write is
 * committed, and for a lead synced, before the server answers (docs/decisions/081).
 */
export class SqlLeadStore implements LeadStore {
  private closed = false;

  protected constructor(
    private readonly db: LeadDatabase,
    private readonly dialect: StoreDialect,
  ) {}

  /** Leads with their e-mail notice's sent_at, as LeadRow names them. */
  private selectLeads(db: LeadDatabase = this.db) {
    return db
      .selectFrom('leads as l')
      .leftJoin('notices as e', (join) =>
        join.onRef('e.lead_id', '=', 'l.id').on('e.channel', '=', 'email'),
      )
      .selectAll('l')
      .select('e.sent_at as notified_at');
  }

  private selectNoticeStates() {
    return this.db.selectFrom('notices').select(noticeStateColumns);
  }

  private find(db: LeadDatabase, idempotencyKey: string) {
    return db
      .selectFrom('leads')
      .select(['id', 'content_hash'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
  }

  async hasKey(idempotencyKey: string): Promise<boolean> {
    return (await this.find(this.db, idempotencyKey)) !== undefined;
  }

  async record(lead: NewLead, now = new Date()): Promise<RecordResult> {
    const hash = contentHash(lead);
    const { fields } = lead;
    const receivedAt = now.toISOString();
    // The lead and its notices, or nothing. A second instance inserting the same key waits on
    // the unique index, then inserts nothing and reads the key the first one stored.
    return this.dialect.write(this.db, async (trx): Promise<RecordResult> => {
      const created = await trx
        .insertInto('leads')
        .values({
          idempotency_key: lead.idempotencyKey,
          content_hash: hash,
          received_at: receivedAt,
          language: lead.language,
          channel: lead.channel,
          name: fields.name,
          email: fields.email,
          company: fields.company ?? null,
          phone: fields.phone ?? null,
          country: fields.country ?? null,
          product: fields.product ?? null,
          intent: fields.intent ?? null,
          subject: fields.subject,
          message: fields.message,
          mission: missionJson(lead.mission),
          consent: toJson(lead.consent),
          attribution: toJson(lead.attribution),
          document_id: lead.document?.id ?? null,
          document_kind: lead.document?.kind ?? null,
          document_language: lead.document?.language ?? null,
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) {
        if (lead.notify.length > 0) {
          await trx
            .insertInto('notices')
            .values(
              lead.notify.map((channel) => ({
                lead_id: created.id,
                channel,
                created_at: receivedAt,
                next_attempt_at: this.dialect.clockIn(0),
              })),
            )
            .execute();
        }
        return { kind: 'created', id: created.id };
      }
      const existing = await this.find(trx, lead.idempotencyKey);
      // Deleted in between (a purge of a two-year-old key): nothing to compare with.
      if (!existing) return { kind: 'conflict' };
      return existing.content_hash === hash
        ? { kind: 'replay', id: existing.id }
        : { kind: 'conflict' };
    });
  }

  async get(id: number): Promise<StoredLead | undefined> {
    const row = await this.selectLeads().where('l.id', '=', id).executeTakeFirst();
    return row && toStoredLead(row as LeadRow);
  }

  async findByEmail(email: string): Promise<PersonalData> {
    const rows = (await this.selectLeads()
      .where(sql`lower(l.email)`, '=', sql`lower(${email})`)
      .orderBy('l.id')
      .execute()) as LeadRow[];
    const ids = rows.map((row) => row.id);
    const notices =
      ids.length === 0
        ? []
        : await this.selectNoticeStates()
            .where('lead_id', 'in', ids)
            .orderBy('lead_id')
            .orderBy('channel')
            .execute();
    return {
      leads: rows.map(toStoredLead),
      notices: (notices as NoticeStateRow[]).map((row) =>
        toNoticeState(row, row.sent_at === null && row.failed_at === null),
      ),
    };
  }

  async eraseByEmail(email: string): Promise<ErasedData> {
    return this.dialect.write(this.db, async (trx): Promise<ErasedData> => {
      const leadIds = (
        await trx
          .selectFrom('leads')
          .select('id')
          .where(sql`lower(email)`, '=', sql`lower(${email})`)
          .orderBy('id')
          .execute()
      ).map((row) => row.id);
      if (leadIds.length === 0) return { leadIds, notices: 0 };
      // Counted as deleted here rather than left to the leads' cascade, which counts nothing.
      const notices = await trx
        .deleteFrom('notices')
        .where('lead_id', 'in', leadIds)
        .executeTakeFirst();
      await trx.deleteFrom('leads').where('id', 'in', leadIds).execute();
      return { leadIds, notices: Number(notices.numDeletedRows) };
    });
  }

  async list(options: { since?: Date } = {}): Promise<StoredLead[]> {
    const { since } = options;
    const rows = await this.selectLeads()
      .$if(since !== undefined, (query) =>
        query.where('l.received_at', '>=', since?.toISOString() ?? ''),
      )
      .orderBy('l.id')
      .execute();
    return (rows as LeadRow[]).map(toStoredLead);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async purgeReceivedBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('leads')
      .where('received_at', '<', cutoff.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async formTokenSecret(): Promise<string> {
    const row = await this.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'form_token_secret')
      .executeTakeFirst();
    if (!row) throw new Error('The leads database has no form token secret; was it migrated?');
    return row.value;
  }

  async takeRateLimit(client: string, limit: RateLimit): Promise<RateLimitDecision> {
    const { clockIn, msUntil } = this.dialect;
    return this.dialect.countFor(this.db, client, async (trx): Promise<RateLimitDecision> => {
      await trx
        .deleteFrom('rate_limit_hits')
        .where('client', '=', client)
        .where('at', '<=', clockIn(-limit.windowMs))
        .execute();
      // Counted and added in one statement: the common case, a client under the limit, costs
      // no second round trip.
      const added = await trx
        .insertInto('rate_limit_hits')
        .columns(['client', 'at'])
        .expression(
          trx
            .selectNoFrom((eb) => [eb.val(client).as('client'), clockIn(0).as('at')])
            .where(
              trx
                .selectFrom('rate_limit_hits')
                .select((eb) => eb.fn.countAll().as('n'))
                .where('client', '=', client),
              '<',
              limit.max,
            ),
        )
        .executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0)
        return { allowed: true, retryAfterMs: 0 };
      const oldest = await trx
        .selectFrom('rate_limit_hits')
        .select((eb) => msUntil(eb.fn.min('at')).as('in_ms'))
        .where('client', '=', client)
        .executeTakeFirstOrThrow();
      const retryAfterMs = Math.round(Number(oldest.in_ms ?? 0) + limit.windowMs);
      return { allowed: false, retryAfterMs: Math.max(0, retryAfterMs) };
    });
  }

  async pruneRateLimit(windowMs: number): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('at', '<=', this.dialect.clockIn(-windowMs))
      .execute();
  }

  async pendingNoticeCount(channel: NoticeChannel): Promise<number> {
    const row = await this.db
      .selectFrom('notices')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('channel', '=', channel)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async nextNoticeDueInMs(channels: readonly NoticeChannel[]): Promise<number | undefined> {
    if (channels.length === 0 || this.closed) return undefined;
    const { later, msUntil } = this.dialect;
    const row = await this.db
      .selectFrom('notices')
      .select((eb) =>
        msUntil(
          eb.fn.min(
            later(
              eb.ref('next_attempt_at'),
              eb.fn.coalesce('locked_until', 'next_attempt_at') as Expression<Clock>,
            ),
          ),
        ).as('due_in_ms'),
      )
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('channel', 'in', channels)
      .executeTakeFirst();
    const due = row?.due_in_ms;
    return due === null || due === undefined ? undefined : Math.max(0, Math.ceil(Number(due)));
  }

  async claimDueNotice(
    channels: readonly NoticeChannel[],
    leaseMs: number,
  ): Promise<ClaimedNotice | undefined> {
    if (channels.length === 0 || this.closed) return undefined;
    const { clockIn } = this.dialect;
    // One statement picks the notice due first and claims it under a lease. SKIP LOCKED
    // (PostgreSQL): instances claiming at the same moment take different notices instead of
    // queueing behind one another. SQLite takes its one write lock for the whole statement.
    const claimed = await this.db
      .updateTable('notices')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), locked_until: clockIn(leaseMs) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('notices')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('channel', 'in', channels)
          .where('next_attempt_at', '<=', clockIn(0))
          .where((due) =>
            due.or([due('locked_until', 'is', null), due('locked_until', '<=', clockIn(0))]),
          )
          .orderBy('next_attempt_at')
          .limit(1)
          .$if(this.dialect.skipLocked, (query) => query.forUpdate().skipLocked()),
      )
      .returning(['id', 'lead_id', 'channel', 'attempts'])
      .executeTakeFirst();
    if (!claimed) return undefined;
    const lead = await this.get(claimed.lead_id);
    // The lead was purged between the claim and now; its notices went with it.
    if (!lead) return undefined;
    return { id: claimed.id, channel: claimed.channel, attempt: claimed.attempts, lead };
  }

  async markNoticeSent(notice: ClaimedNotice): Promise<void> {
    // Closed while the notice went out: the claim lapses and the notice is sent again.
    if (this.closed) return;
    await this.db
      .updateTable('notices')
      .set({ sent_at: this.dialect.timestampNow(), locked_until: null, last_error: null })
      .where('id', '=', notice.id)
      .where('sent_at', 'is', null)
      .execute();
  }

  async scheduleNoticeRetry(notice: ClaimedNotice, delayMs: number, reason: string) {
    await this.releaseFailedAttempt(notice, reason, {
      next_attempt_at: this.dialect.clockIn(delayMs),
    });
  }

  async markNoticeFailed(notice: ClaimedNotice, reason: string): Promise<void> {
    await this.releaseFailedAttempt(notice, reason, { failed_at: this.dialect.timestampNow() });
  }

  /**
   * Records why an attempt failed and releases its claim, with what comes next: a later
   * attempt, or none. Only the claim's own attempt, and only while the notice is unsent.
   */
  private async releaseFailedAttempt(
    notice: ClaimedNotice,
    reason: string,
    next: { next_attempt_at: RawBuilder<Clock> } | { failed_at: Expression<string | Date> },
  ): Promise<void> {
    if (this.closed) return;
    await this.db
      .updateTable('notices')
      .set({ ...next, locked_until: null, last_error: reason.slice(0, noticeErrorLimit) })
      .where('id', '=', notice.id)
      .where('attempts', '=', notice.attempt)
      .where('sent_at', 'is', null)
      .execute();
  }

  async status(limit: number): Promise<LeadStoreStatus> {
    const [leads, recent, counts, pending, failed] = await Promise.all([
      this.db
        .selectFrom('leads')
        .select((eb) => [
          eb.fn.countAll().as('n'),
          eb.fn.min('received_at').as('first'),
          eb.fn.max('received_at').as('last'),
        ])
        .executeTakeFirstOrThrow(),
      this.selectLeads().orderBy('l.id', 'desc').limit(limit).execute(),
      this.db
        .selectFrom('notices')
        .select((eb) => [
          'channel',
          eb.fn.countAll().filterWhere('sent_at', 'is not', null).as('sent'),
          eb.fn
            .countAll()
            .filterWhere((unsent) =>
              unsent.and([unsent('sent_at', 'is', null), unsent('failed_at', 'is', null)]),
            )
            .as('pending'),
          eb.fn.countAll().filterWhere('failed_at', 'is not', null).as('failed'),
        ])
        .groupBy('channel')
        .execute(),
      this.selectNoticeStates()
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .execute(),
      this.selectNoticeStates()
        .where('failed_at', 'is not', null)
        .orderBy('failed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return {
      database: this.dialect.database,
      leads: Number(leads.n),
      firstReceivedAt: leads.first === null ? null : isoTime(leads.first),
      lastReceivedAt: leads.last === null ? null : isoTime(leads.last),
      recentLeads: (recent as LeadRow[]).map(toStoredLead),
      // PostgreSQL counts in bigint, which node-postgres hands over as text.
      channels: channelCounts(
        counts.map((row) => ({
          channel: row.channel,
          sent: Number(row.sent),
          pending: Number(row.pending),
          failed: Number(row.failed),
        })),
      ),
      pending: (pending as NoticeStateRow[]).map((row) => toNoticeState(row, true)),
      failed: (failed as NoticeStateRow[]).map((row) => toNoticeState(row, false)),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.dialect.close(this.db);
  }
}
