import type { LeadStore, StoredLead } from './lead-store.ts';

export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxOptions {
  store: LeadStore;
  /** Delivers one notice; a rejection means "not delivered, try again later". */
  send: (lead: StoredLead) => Promise<void>;
  retryBaseMs: number;
  retryMaxMs: number;
  log: OutboxLog;
  /** How long a claim on a notice lasts; a crashed worker's claims lapse after it. */
  leaseMs?: number;
  /** The longest the worker sleeps, so notices queued by another process are not left waiting. */
  idleCheckMs?: number;
}

/**
 * The wait before the next attempt: doubling from the base, capped, with up to 10% jitter so
 * many notices that failed together do not all retry in the same instant.
 */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 + Math.random() * 0.1));
}

interface DueRow {
  id: number;
  lead_id: number;
  attempts: number;
}

/**
 * Sends the sales notice of each lead from the outbox table, apart from the request that
 * stored it: the visitor's answer never waits on the mail server, and a mail server that is
 * down delays the notice, retried with back-off, without losing it. A notice is marked sent
 * only after the mail server accepted it, so delivery is at least once; the Message-ID is
 * stable per lead, so a rare repeat threads with the first.
 */
export class OutboxWorker {
  private readonly options: Required<OutboxOptions>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;

  constructor(options: OutboxOptions) {
    this.options = { leaseMs: 120_000, idleCheckMs: 30_000, ...options };
  }

  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Looks for due notices now, e.g. right after a lead was stored. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.rerun) {
        this.rerun = false;
        this.kick();
      } else {
        this.schedule();
      }
    });
  }

  /**
   * Stops taking new work and waits, for a bounded time, for a send in progress. A send cut off
   * here keeps its claim until the lease lapses and is then retried, never lost.
   */
  async stop(timeoutMs = 5_000): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  pendingCount(): number {
    const row = this.options.store.db
      .prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL')
      .get() as { n: number };
    return row.n;
  }

  private schedule(): void {
    if (this.stopped) return;
    const next = this.options.store.db
      .prepare(
        `SELECT min(max(next_attempt_at, coalesce(locked_until, 0))) AS due
         FROM outbox WHERE sent_at IS NULL`,
      )
      .get() as { due: number | null };
    const wait =
      next.due === null
        ? this.options.idleCheckMs
        : Math.min(this.options.idleCheckMs, Math.max(0, next.due - Date.now()));
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  /** Claims due notices under a lease, so two processes never send the same one at once. */
  private claim(limit: number): DueRow[] {
    const { db } = this.options.store;
    return db
      .transaction(() => {
        const now = Date.now();
        const rows = db
          .prepare(
            `SELECT id, lead_id, attempts FROM outbox
             WHERE sent_at IS NULL AND next_attempt_at <= ?
               AND (locked_until IS NULL OR locked_until <= ?)
             ORDER BY next_attempt_at LIMIT ?`,
          )
          .all(now, now, limit) as DueRow[];
        const lock = db.prepare('UPDATE outbox SET locked_until = ? WHERE id = ?');
        for (const row of rows) lock.run(now + this.options.leaseMs, row.id);
        return rows;
      })
      .immediate();
  }

  private async drain(): Promise<void> {
    const { store, send, log, retryBaseMs, retryMaxMs } = this.options;
    for (;;) {
      if (this.stopped || !store.db.open) return;
      // One at a time, so a claim never outlasts its lease while earlier notices are sent.
      const due = this.claim(1);
      if (due.length === 0) return;
      for (const row of due) {
        const lead = store.get(row.lead_id);
        if (!lead) continue;
        try {
          await send(lead);
          store.db
            .prepare(
              `UPDATE outbox SET sent_at = ?, attempts = attempts + 1, locked_until = NULL,
                 last_error = NULL WHERE id = ?`,
            )
            .run(new Date().toISOString(), row.id);
          log.info({ leadId: lead.id, attempts: row.attempts + 1 }, 'lead notice sent to sales');
        } catch (error) {
          const attempts = row.attempts + 1;
          const delay = retryDelayMs(attempts, retryBaseMs, retryMaxMs);
          const reason = error instanceof Error ? error.message : String(error);
          if (!store.db.open) return;
          store.db
            .prepare(
              `UPDATE outbox SET attempts = ?, next_attempt_at = ?, locked_until = NULL,
                 last_error = ? WHERE id = ?`,
            )
            .run(attempts, Date.now() + delay, reason.slice(0, 1000), row.id);
          log.warn(
            { leadId: lead.id, attempts, retryInMs: delay, reason },
            'lead notice not sent; it stays in the outbox and will be retried',
          );
        }
      }
    }
  }
}
