import {
  honeypotField,
  type ConsentRules,
} from '../../src/features/contact-form/contact-schema.ts';
import { privacyPolicyVersion } from '../../src/generated/legal.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { LeadConsent, LeadForm, LeadStore, NewLead } from './lead-store.ts';
import { rateLimitClient, type SubmissionLimiter } from './rate-limiter.ts';

/**
 * What the forms that make leads share once each has read its own fields: the contact form
 * (submit-lead.ts) and a model page's download request (request-document.ts) take a lead in by
 * the same rules, written here once.
 */

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  return value !== undefined && value !== null && String(value).trim() !== '';
}

/** The consents a lead carries, given now on `form` with the policy the page linked. */
export function givenConsent(
  form: LeadForm,
  lang: Language,
  givenAt: Date,
  marketing: boolean,
  rules: ConsentRules,
): LeadConsent {
  return {
    form,
    givenAt: givenAt.toISOString(),
    language: lang,
    privacyPolicy: privacyPolicyVersion[lang],
    privacy: true,
    marketing,
    transferAbroad: rules.transferRecipient ?? null,
  };
}

export interface LeadLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface AdmitLeadDependencies {
  store: LeadStore;
  limiter: SubmissionLimiter;
  log: LeadLog;
  /** Called after a lead is committed, so its notices go out promptly. */
  onLeadStored: (id: number) => void;
}

export interface LeadToAdmit {
  lead: NewLead;
  /** The client's address, which the rate limit counts. */
  ip: string;
  /** When the lead was received; absent, the store's own now. */
  receivedAt?: Date;
  /** The fields as posted, whose honeypot a person leaves empty. */
  body: Record<string, unknown>;
  /** For a form that times its filling: how long it took, and whether no person is that quick. */
  fill?: { ms: number; tooFast: boolean };
  /** How the log names it: the submission ('contact submission'), and a stored lead. */
  logAs: { submission: string; stored: string; storedWith: object };
}

/**
 * A refusal, for the form to hand back with the visitor's text: a different message under a
 * key already used, not stored (the database failed), or over the rate limit.
 */
export type LeadRefusal =
  { outcome: 'conflict' | 'failed' } | { outcome: 'rate-limited'; retryAfterSeconds: number };

/**
 * Each but a refusal is answered to the visitor as received: a lead stored now, a retry of one
 * stored before, and a bot's (not stored).
 */
export type AdmitLeadResult =
  { outcome: 'stored' | 'replay' | 'bot' } | { outcome: 'refused'; refusal: LeadRefusal };

/**
 * Takes a lead in: honours its idempotency key (a retry is answered like the first send and
 * never counted again), rate-limits new leads per client, drops bots quietly (answered exactly
 * like a person, so the bot learns nothing; nothing is stored), stores the lead with its
 * notices, and wakes the outbox.
 */
export async function admitLead(
  deps: AdmitLeadDependencies,
  { lead, ip, receivedAt, body, fill, logAs }: LeadToAdmit,
): Promise<AdmitLeadResult> {
  const { store, log } = deps;
  try {
    // A retry of a stored lead is answered as before, whatever the rate limit says now.
    if (!(await store.hasKey(lead.idempotencyKey))) {
      const limit = await deps.limiter.take(rateLimitClient(ip));
      if (!limit.allowed) {
        const retryAfterSeconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
        return { outcome: 'refused', refusal: { outcome: 'rate-limited', retryAfterSeconds } };
      }
      const honeypot = isFilled(body[honeypotField]);
      if (honeypot || fill?.tooFast) {
        log.info(
          { reason: honeypot ? 'honeypot' : 'fill-time', ...(fill ? { fillMs: fill.ms } : {}) },
          `${logAs.submission} dropped as a bot`,
        );
        return { outcome: 'bot' };
      }
    }
    // Durable: when record() resolves, the lead is committed (on disk, or in PostgreSQL).
    const result = await store.record(lead, receivedAt);
    if (result.kind === 'conflict') return { outcome: 'refused', refusal: { outcome: 'conflict' } };
    if (result.kind === 'replay') return { outcome: 'replay' };
    log.info({ leadId: result.id, ...logAs.storedWith }, logAs.stored);
    deps.onLeadStored(result.id);
    return { outcome: 'stored' };
  } catch (error) {
    // Not stored (say, the disk is full): never acknowledged, and nothing typed is lost.
    log.error({ err: error }, `${logAs.submission} could not be stored`);
    return { outcome: 'refused', refusal: { outcome: 'failed' } };
  }
}
