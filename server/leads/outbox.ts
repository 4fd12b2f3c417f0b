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
    this.running = this.drain()
      .catch((error: unknown) => {
        // The store failed (a locked or full disk): the notices wait, and the next check retries.
        this.options.log.error({ err: error }, 'the outbox could not be read');
      })
      .finally(() => {
        this.running = undefined;
        if (this.rerun) {
          this.rerun = false;
          this.kick();
        } else {
          this.schedule().catch((error: unknown) => {
            this.options.log.error({ err: error }, 'the outbox could not be read');
          });
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

  private async schedule(): Promise<void> {
    if (this.stopped) return;
    const due = await this.options.store.nextNoticeDueAt();
    const wait =
      due === undefined
        ? this.options.idleCheckMs
        : Math.min(this.options.idleCheckMs, Math.max(0, due - Date.now()));
    // A kick during the wait has started a round that schedules its own check.
    if (this.stopped || this.running) return;
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const { store, send, log, retryBaseMs, retryMaxMs, leaseMs } = this.options;
    // One notice at a time, so a claim never outlasts its lease while earlier ones are sent.
    for (;;) {
      if (this.stopped) return;
      const notice = await store.claimDueNotice(leaseMs);
      if (!notice) return;
      const { lead } = notice;
      const attempts = notice.attempts + 1;
      try {
        await send(lead);
        await store.markNoticeSent(notice.id);
        log.info({ leadId: lead.id, attempts }, 'lead notice sent to sales');
      } catch (error) {
        const delay = retryDelayMs(attempts, retryBaseMs, retryMaxMs);
        const reason = error instanceof Error ? error.message : String(error);
        await store.scheduleNoticeRetry(notice.id, attempts, Date.now() + delay, reason);
        log.warn(
          { leadId: lead.id, attempts, retryInMs: delay, reason },
          'lead notice not sent; it stays in the outbox and will be retried',
        );
      }
    }
  }
}
