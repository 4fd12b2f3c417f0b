import { createHash } from 'node:crypto';
import {
  contactFields,
  type ContactFields,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';

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

/** A sales notice claimed for sending: no other worker takes it until the lease lapses. */
export interface ClaimedNotice {
  id: number;
  /** Attempts made before this one. */
  attempts: number;
  lead: StoredLead;
}

/**
 * Where leads and their sales notices live. Every method is async, and every SQL statement of
 * the leads feature is behind it: the SQLite store (sqlite-lead-store.ts) is the embedded
 * default, and a PostgreSQL store for several server instances implements the same interface
 * (docs/decisions/017-contact-flow-as-a-service.md).
 */
export interface LeadStore {
  /**
   * Stores a lead and its sales notice in one transaction, unless its idempotency key is
   * taken. When the promise resolves with 'created', the lead is durable; only then may the
   * server acknowledge it.
   */
  record(lead: NewLead, now?: Date): Promise<RecordResult>;
  /** Whether a submission under this key is stored already (a retry), without storing one. */
  hasKey(idempotencyKey: string): Promise<boolean>;
  get(id: number): Promise<StoredLead | undefined>;
  /** Leads in the order they arrived, optionally only those received at or after `since`. */
  list(options?: { since?: Date }): Promise<StoredLead[]>;
  count(): Promise<number>;
  /**
   * Deletes the leads received before `cutoff`, with their notices (the privacy policy's
   * retention, site-config.ts). Returns how many were deleted.
   */
  purgeReceivedBefore(cutoff: Date): Promise<number>;
  /** The secret that signs form tokens, created with the store so tokens survive a restart. */
  formTokenSecret(): Promise<string>;

  /** Notices not yet accepted by the mail server. */
  pendingNoticeCount(): Promise<number>;
  /** When the next pending notice may be tried (epoch ms), counting leases; none pending: undefined. */
  nextNoticeDueAt(): Promise<number | undefined>;
  /** Claims the notice due first under a lease of `leaseMs`, if one is due. */
  claimDueNotice(leaseMs: number, now?: number): Promise<ClaimedNotice | undefined>;
  markNoticeSent(id: number, now?: Date): Promise<void>;
  /** Records a failed attempt and when to try again; releases the claim. */
  scheduleNoticeRetry(id: number, attempts: number, retryAt: number, reason: string): Promise<void>;

  close(): Promise<void>;
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
