import { createHash } from 'node:crypto';
import {
  contactFields,
  type ContactFields,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Attribution } from '../../src/features/attribution/attribution.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { DocumentKind } from '../../src/catalogue/product-documents.ts';
import { missionNeedNames, type MissionNeeds } from '../../src/routing/mission-query.ts';
import type { RateLimitDecision } from './rate-limiter.ts';

export type LeadChannel = 'fetch' | 'form';

/**
 * Where a lead's notices go: the sales inbox, the sales team's CRM by signed webhook, and the
 * visitor's own inbox (the link to the document a download request asked for).
 */
export const noticeChannels = ['email', 'webhook', 'visitor'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * The notices a new lead is queued with, in the transaction that stores it. The sales e-mail
 * always, even without SMTP_URL: it waits in the outbox and goes out once SMTP is set. The
 * webhook only while a CRM is configured, so a site without one does not pile notices up. The
 * visitor's document mail only for a lead that asked for a document and only while SMTP is
 * set: its link is shown at once, and a mail that waited for a configuration would come late.
 */
export function noticesFor(
  lead: { document: boolean },
  receivers: { smtp: boolean; webhook: boolean },
): NoticeChannel[] {
  return [
    'email',
    ...(receivers.webhook ? (['webhook'] as const) : []),
    ...(lead.document && receivers.smtp ? (['visitor'] as const) : []),
  ];
}

/** The forms that make leads: the contact form, and a model page's download request. */
export type LeadForm = 'contact' | 'download';

/** The one document a download request asked for (product-documents.ts names it). */
export interface LeadDocument {
  id: string;
  kind: DocumentKind;
  language: Language;
}

/**
 * What the visitor agreed to when they sent a lead, as the law asks a site to be able to show
 * (PIPL Art. 14 and 39, GDPR Art. 7(1)): the consents given, when, in which language, on which
 * form, and which version of the privacy policy the form linked (docs/decisions/071).
 */
export interface LeadConsent {
  form: LeadForm;
  givenAt: string;
  language: Language;
  /** The privacy policy's date and a hash of its text in that language (generated/legal.ts). */
  privacyPolicy: string;
  /** Agreed to the privacy policy: a lead is never stored without it. */
  privacy: true;
  /** Asked for marketing e-mail. */
  marketing: boolean;
  /** The recipient abroad (and its country) the visitor agreed to send the lead to; null: not asked. */
  transferAbroad: string | null;
}

export interface NewLead {
  idempotencyKey: string;
  fields: ContactFields;
  /** The needs the buyer stated in the mission finder, when they came from it. */
  mission?: MissionNeeds;
  consent: LeadConsent;
  /** The visits that brought the visitor, when their browser kept them. */
  attribution?: Attribution;
  /** The document a download request asked for. */
  document?: LeadDocument;
  language: Language;
  channel: LeadChannel;
  /** The notices queued with it, in the same transaction: one per channel. */
  notify: readonly NoticeChannel[];
}

/**
 * What the visitor wrote, as a lead keeps it under the same names in its table, its stored
 * form and its webhook: the contact form's fields, an optional one left empty as null.
 */
export interface LeadText {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  country: string | null;
  product: string | null;
  intent: string | null;
  subject: string;
  message: string;
}

export interface StoredLead extends LeadText {
  id: number;
  receivedAt: string;
  language: Language;
  channel: LeadChannel;
  mission: MissionNeeds | null;
  /** Null only for a lead stored before consents were recorded (schema version 4). */
  consent: LeadConsent | null;
  attribution: Attribution | null;
  /** The document a download request asked for; null for every other lead. */
  document: LeadDocument | null;
  /** When sales was e-mailed about it; null while the notice waits in the outbox. */
  notifiedAt: string | null;
}

/**
 * A lead as the store selects it: its columns under their SQL names, in each database's own
 * time and JSON types (SQLite hands JSON back as text), with its e-mail notice's sent_at.
 */
export type LeadRow = Omit<
  StoredLead,
  'receivedAt' | 'notifiedAt' | 'mission' | 'consent' | 'attribution' | 'document'
> & {
  document_id: string | null;
  document_kind: DocumentKind | null;
  document_language: Language | null;
  received_at: string | Date;
  notified_at: string | Date | null;
  mission: string | MissionNeeds | null;
  consent: string | LeadConsent | null;
  attribution: string | Attribution | null;
};

/** A JSON column's value: SQLite hands it back as text, PostgreSQL as the value. */
const fromJson = <T>(value: string | T | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** A JSON column's value as the store writes it to either database: text, or NULL. */
export const toJson = (value: object | undefined): string | null =>
  value === undefined ? null : JSON.stringify(value);

/** A moment people read as ISO text: SQLite stores the text, PostgreSQL hands back a Date. */
export const isoTime = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : value;

export function toStoredLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    receivedAt: isoTime(row.received_at),
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
    mission: orderedNeeds(fromJson(row.mission)),
    consent: fromJson(row.consent),
    attribution: fromJson(row.attribution),
    document:
      row.document_id === null || row.document_kind === null || row.document_language === null
        ? null
        : { id: row.document_id, kind: row.document_kind, language: row.document_language },
    notifiedAt: row.notified_at === null ? null : isoTime(row.notified_at),
  };
}

/** The needs stated, in the finder's order (PostgreSQL's jsonb keeps its own); none: null. */
function orderedNeeds(mission: MissionNeeds | null | undefined): MissionNeeds | null {
  const stated = missionNeedNames.filter((name) => mission?.[name] !== undefined);
  return stated.length === 0
    ? null
    : (Object.fromEntries(stated.map((name) => [name, mission?.[name]])) as MissionNeeds);
}

/** The mission as its column stores it, so one mission is always the same text; none: null. */
export function missionJson(mission: MissionNeeds | undefined): string | null {
  const needs = orderedNeeds(mission);
  return needs && JSON.stringify(needs);
}

/**
 * A reference to one lead that stays the same on every retry of its notices: the e-mail's
 * Message-ID and the webhook's event id, so a repeat threads with (or is dropped as) the first.
 */
export function leadReference(lead: Pick<StoredLead, 'id' | 'receivedAt'>): string {
  return `lead-${lead.id}-${lead.receivedAt.replace(/\D/g, '')}`;
}

export type RecordResult =
  | { kind: 'created'; id: number }
  /** The same message under the same key: a retry of a submission already stored. */
  | { kind: 'replay'; id: number }
  /** A different message under a key already used: refused rather than guessed at. */
  | { kind: 'conflict' };

/** Identifies a message's content, so a retry can be told from a different message. */
export function contentHash({
  fields,
  mission,
  document,
}: Pick<NewLead, 'fields' | 'mission' | 'document'>): string {
  const canonical: unknown[] = contactFields.map((field) => [field, fields[field] ?? null]);
  // Only a lead with a mission hashes one, so a lead without keeps the hash it had before
  // missions existed, and its retry across the upgrade is still known as a retry.
  const missionText = missionJson(mission);
  if (missionText) canonical.push(['mission', missionText]);
  // Likewise only a download request hashes its document.
  if (document) canonical.push(['document', document.id]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** A notice claimed for sending: no other worker takes it until the lease lapses. */
export interface ClaimedNotice {
  id: number;
  channel: NoticeChannel;
  /**
   * Attempts begun, this one included. It also names the claim: an answer recorded for an
   * older claim, whose lease lapsed while another worker took the notice, changes nothing.
   */
  attempt: number;
  lead: StoredLead;
}

/** Everything the lead store keeps about one person, as `npm run leads -- export --email` shows it. */
export interface PersonalData {
  leads: StoredLead[];
  notices: NoticeState[];
}

/** What `eraseByEmail` deleted: the leads' ids and how many notices went with them. */
export interface ErasedData {
  leadIds: number[];
  notices: number;
}

/** New leads per client per window, counted in the store so every instance shares it. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** One notice as `npm run leads -- status` lists it. */
export interface NoticeState {
  leadId: number;
  channel: NoticeChannel;
  attempts: number;
  /** When it may be tried next (pending ones). */
  nextAttemptAt: string | null;
  /** Set while a worker holds it. */
  lockedUntil: string | null;
  lastError: string | null;
  failedAt: string | null;
  /** When it was delivered. */
  sentAt: string | null;
}

export interface LeadStoreStatus {
  /** The database, without a password: "SQLite /path" or "PostgreSQL postgres://…". */
  database: string;
  leads: number;
  firstReceivedAt: string | null;
  lastReceivedAt: string | null;
  /** Newest first. */
  recentLeads: StoredLead[];
  channels: Record<NoticeChannel, { sent: number; pending: number; failed: number }>;
  /** Oldest first. */
  pending: NoticeState[];
  /** Newest first. */
  failed: NoticeState[];
}

/**
 * A notice as the store selects it for the status; the times the outbox computes with are
 * epoch milliseconds in SQLite and a Date in PostgreSQL.
 */
export interface NoticeStateRow {
  lead_id: number;
  channel: NoticeChannel;
  attempts: number;
  next_attempt_at: number | Date;
  locked_until: number | Date | null;
  last_error: string | null;
  failed_at: string | Date | null;
  sent_at: string | Date | null;
}

const clockIso = (time: number | Date) => new Date(time).toISOString();

export function toNoticeState(row: NoticeStateRow, pending: boolean): NoticeState {
  return {
    leadId: row.lead_id,
    channel: row.channel,
    attempts: row.attempts,
    nextAttemptAt: pending ? clockIso(row.next_attempt_at) : null,
    lockedUntil: row.locked_until === null ? null : clockIso(row.locked_until),
    lastError: row.last_error,
    failedAt: row.failed_at === null ? null : isoTime(row.failed_at),
    sentAt: row.sent_at === null ? null : isoTime(row.sent_at),
  };
}

/** Each channel's counts from rows grouped by channel; a channel without notices has zeros. */
export function channelCounts(
  rows: readonly ({ channel: NoticeChannel } & LeadStoreStatus['channels'][NoticeChannel])[],
): LeadStoreStatus['channels'] {
  return Object.fromEntries(
    noticeChannels.map((channel) => {
      const row = rows.find((count) => count.channel === channel);
      return [
        channel,
        { sent: row?.sent ?? 0, pending: row?.pending ?? 0, failed: row?.failed ?? 0 },
      ];
    }),
  ) as LeadStoreStatus['channels'];
}

/**
 * Where leads and their notices live. Every method is async, and every SQL statement of the
 * leads feature is behind it, written once (sql-lead-store.ts) for the SQLite file, the
 * embedded default for one server process (sqlite-lead-store.ts), and for PostgreSQL, which
 * serves any number of instances (postgres-lead-store.ts; docs/decisions/040 and 081).
 */
export interface LeadStore {
  /**
   * Stores a lead and its notices in one transaction, unless its idempotency key is taken
   * (unique in the database, so instances racing with one retry store it once). When the
   * promise resolves with 'created', the lead is durable; only then may the server
   * acknowledge it.
   */
  record(lead: NewLead, now?: Date): Promise<RecordResult>;
  /** Whether a submission under this key is stored already (a retry), without storing one. */
  hasKey(idempotencyKey: string): Promise<boolean>;
  get(id: number): Promise<StoredLead | undefined>;
  /** Leads in the order they arrived, optionally only those received at or after `since`. */
  list(options?: { since?: Date }): Promise<StoredLead[]>;
  count(): Promise<number>;
  /** Every lead sent from this e-mail address (whatever its case), and the state of its notices. */
  findByEmail(email: string): Promise<PersonalData>;
  /**
   * Deletes every lead sent from this e-mail address (whatever its case) and its notices, in one
   * transaction; returns what it deleted.
   */
  eraseByEmail(email: string): Promise<ErasedData>;
  /**
   * Deletes the leads received before `cutoff`, with their notices (the privacy policy's
   * retention, site-config.ts). Returns how many were deleted.
   */
  purgeReceivedBefore(cutoff: Date): Promise<number>;
  /** The secret that signs form tokens, created with the store so tokens survive a restart. */
  formTokenSecret(): Promise<string>;

  /**
   * Counts one new lead for `client` if fewer than `limit.max` were counted in the sliding
   * window, atomically, so concurrent submissions on any instance never exceed it.
   */
  takeRateLimit(client: string, limit: RateLimit): Promise<RateLimitDecision>;
  /** Forgets counts older than the window (the server does this daily). */
  pruneRateLimit(windowMs: number): Promise<void>;

  /** Notices of a channel not yet delivered and not failed. */
  pendingNoticeCount(channel: NoticeChannel): Promise<number>;
  /** How long until the next notice of these channels may be tried, counting leases; none: undefined. */
  nextNoticeDueInMs(channels: readonly NoticeChannel[]): Promise<number | undefined>;
  /** Claims the notice due first among these channels, under a lease of `leaseMs`. */
  claimDueNotice(
    channels: readonly NoticeChannel[],
    leaseMs: number,
  ): Promise<ClaimedNotice | undefined>;
  markNoticeSent(notice: ClaimedNotice): Promise<void>;
  /** Records a failed attempt and the wait before the next; releases the claim. */
  scheduleNoticeRetry(notice: ClaimedNotice, delayMs: number, reason: string): Promise<void>;
  /** Records a refusal that retrying cannot mend; the notice is never tried again. */
  markNoticeFailed(notice: ClaimedNotice, reason: string): Promise<void>;
  /** What `npm run leads -- status` shows; `limit` bounds each list. */
  status(limit: number): Promise<LeadStoreStatus>;

  close(): Promise<void>;
}

/** The longest error text kept with a notice. */
export const noticeErrorLimit = 1_000;

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
