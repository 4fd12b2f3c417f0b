import type { ClaimedNotice, LeadStore, NoticeChannel, StoredLead } from './lead-store.ts';

export interface OutboxLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * A failed delivery. `permanent` when retrying cannot help (a webhook answered 400): the
 * notice is marked failed and never tried again. Any other error is retried with back-off,
 * no sooner than `retryAfterMs` when the receiver asked for a pause.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  readonly retryAfterMs: number | undefined;

  constructor(message: string, options: { permanent: boolean; retryAfterMs?: number | undefined }) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = options.permanent;
    this.retryAfterMs = options.retryAfterMs;
  }
}

/** How one channel's notices go out. */
export interface NoticeSender {
  channel: NoticeChannel;
  /** Delivers one notice; a rejection means "not delivered" (see DeliveryError). */
  send: (lead: StoredLead) => Promise<void>;
  /** The first wait before a retry, doubling up to the longest. */
  retry: { baseMs: number; maxMs: number };
}

export interface OutboxOptions {
  store: LeadStore;
  sender: NoticeSender;
  log: OutboxLog;
  /**
   * How long a claim on a notice lasts; a crashed worker's claims lapse after it, and another
   * instance sends them. Keep it longer than one delivery can take.
   */
  leaseMs?: number;
  /**
   * The longest the worker sleeps: notices queued by another instance, or claimed by one that
   * died, are then picked up within this. Default: the lease, at most 30 s.
   */
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
 * Sends one channel's notices from the outbox, apart from the request that stored the lead:
 * the visitor's answer never waits on the mail server or the CRM, and a receiver that is down
 * delays the notice, retried with back-off, without losing it. A notice is marked delivered
 * only after the receiver accepted it, so delivery is at least once; the Message-ID and the
 * webhook's id are stable per lead, so a rare repeat is recognisable. Each channel has its own
 * worker, so a CRM that times out never holds up the e-mail.
 */
export class OutboxWorker {
  private readonly leaseMs: number;
  private readonly idleCheckMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerun = false;
  private stopped = true;

  constructor(private readonly options: OutboxOptions) {
    this.leaseMs = options.leaseMs ?? 120_000;
    this.idleCheckMs = options.idleCheckMs ?? Math.min(30_000, this.leaseMs);
  }

  get channel(): NoticeChannel {
    return this.options.sender.channel;
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
        // The store failed (a locked disk, a database restarting): the notices wait, and the
        // next check retries.
        this.options.log.error(
          { err: error, channel: this.channel },
          'the outbox could not be read',
        );
      })
      .finally(() => {
        this.running = undefined;
        if (this.rerun) {
          this.rerun = false;
          this.kick();
        } else {
          this.schedule().catch((error: unknown) => {
            this.options.log.error(
              { err: error, channel: this.channel },
              'the outbox could not be read',
            );
            // Still look again later, or notices would wait until the next lead.
            if (!this.stopped && !this.running) {
              this.timer = setTimeout(() => this.kick(), this.idleCheckMs);
              this.timer.unref();
            }
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
    const dueInMs = await this.options.store.nextNoticeDueInMs([this.channel]);
    const wait = dueInMs === undefined ? this.idleCheckMs : Math.min(this.idleCheckMs, dueInMs);
    // A kick during the wait has started a round that schedules its own check.
    if (this.stopped || this.running) return;
    this.timer = setTimeout(() => this.kick(), wait);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const { store, sender } = this.options;
    // One notice at a time, so a claim never outlasts its lease while earlier ones are sent.
    for (;;) {
      if (this.stopped) return;
      const notice = await store.claimDueNotice([sender.channel], this.leaseMs);
      if (!notice) return;
      try {
        await sender.send(notice.lead);
        await store.markNoticeSent(notice);
        this.options.log.info(
          { leadId: notice.lead.id, channel: notice.channel, attempt: notice.attempt },
          'lead notice delivered',
        );
      } catch (error) {
        await this.recordFailure(notice, error);
      }
    }
  }

  private async recordFailure(notice: ClaimedNotice, error: unknown): Promise<void> {
    const { store, sender, log } = this.options;
    const reason = error instanceof Error ? error.message : String(error);
    const context = { leadId: notice.lead.id, channel: notice.channel, attempt: notice.attempt };
    if (error instanceof DeliveryError && error.permanent) {
      await store.markNoticeFailed(notice, reason);
      log.error(
        { ...context, reason },
        'lead notice refused for good; it will not be retried (npm run leads -- status lists it)',
      );
      return;
    }
    const backOff = retryDelayMs(notice.attempt, sender.retry.baseMs, sender.retry.maxMs);
    const asked = error instanceof DeliveryError ? (error.retryAfterMs ?? 0) : 0;
    const delay = Math.min(sender.retry.maxMs, Math.max(backOff, asked));
    await store.scheduleNoticeRetry(notice, delay, reason);
    log.warn(
      { ...context, retryInMs: delay, reason },
      'lead notice not delivered; it stays in the outbox and will be retried',
    );
  }
}
