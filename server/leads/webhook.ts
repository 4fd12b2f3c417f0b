import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ContactIntent } from '../../src/routing/paths.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { MissionNeeds } from '../../src/routing/mission-query.ts';
import { channelOf, type Touch } from '../../src/features/attribution/attribution.ts';
import {
  leadReference,
  type LeadConsent,
  type LeadDocument,
  type LeadText,
  type StoredLead,
} from './lead-store.ts';
import { DeliveryError } from './outbox.ts';

/**
 * The lead webhook: each lead POSTed to the sales team's CRM as JSON, signed the way Stripe
 * signs its webhooks. The payload and the signature are documented for the receiving side in
 * docs/lead-webhook.md; a change a receiver could trip over gets a new `version`.
 */
export const leadWebhookVersion = 1;
export const leadWebhookEvent = 'lead.created';
export const signatureHeader = 'X-ZS-Signature';

export interface LeadWebhookPayload {
  version: typeof leadWebhookVersion;
  event: typeof leadWebhookEvent;
  /** The same on every retry of one lead's webhook: a receiver drops one it has taken. */
  id: string;
  /** The site the lead came from. */
  site: string;
  /** What the visitor wrote is sent as stored: a change to LeadText is a change of `version`. */
  lead: Omit<LeadText, 'intent'> & {
    id: number;
    receivedAt: string;
    /** The language of the page the visitor wrote from. */
    language: Language;
    intent: ContactIntent | null;
    /** The needs stated in the mission finder; null for a lead sent without. Added to version 1. */
    mission: MissionNeeds | null;
    /** What the visitor agreed to; null only for leads stored before consents were. Added to version 1. */
    consent: LeadConsent | null;
    /** The visits that brought the visitor; null when unknown. Added to version 1. */
    attribution: WebhookAttribution | null;
    /** The document a download request asked for; null for other leads. Added to version 1. */
    document: LeadDocument | null;
  };
}

/** A visit as the webhook sends it: as stored, with the source and medium it counts under. */
type WebhookTouch = Touch & { channel: { source: string; medium: string } };
interface WebhookAttribution {
  first: WebhookTouch;
  latest: WebhookTouch;
}

const withChannel = (touch: Touch): WebhookTouch => ({ ...touch, channel: channelOf(touch) });

export function leadWebhookPayload(lead: StoredLead, site: string): LeadWebhookPayload {
  return {
    version: leadWebhookVersion,
    event: leadWebhookEvent,
    id: leadReference(lead),
    site,
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      language: lead.language,
      name: lead.name,
      email: lead.email,
      company: lead.company,
      phone: lead.phone,
      country: lead.country,
      product: lead.product,
      intent: lead.intent as ContactIntent | null,
      subject: lead.subject,
      message: lead.message,
      mission: lead.mission,
      consent: lead.consent,
      attribution: lead.attribution && {
        first: withChannel(lead.attribution.first),
        latest: withChannel(lead.attribution.latest),
      },
      document: lead.document,
    },
  };
}

function hmacHex(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe-Signature reads. */
export function webhookSignature(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

export type SignatureCheck = { valid: true; timestamp: number } | { valid: false; reason: string };

/**
 * What a receiver does with the header (docs/lead-webhook.md): recompute the HMAC over the
 * timestamp and the raw body, compare in constant time with each v1 value, and refuse a
 * timestamp further than `toleranceSeconds` from its own clock, so a captured request cannot be
 * replayed later.
 */
export function verifyWebhookSignature(
  header: string | undefined,
  body: string,
  secret: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): SignatureCheck {
  if (!header) return { valid: false, reason: `no ${signatureHeader} header` };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    return { valid: false, reason: 'the header has no t= and v1= values' };
  }
  const tolerance = options.toleranceSeconds ?? 300;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > tolerance) {
    return { valid: false, reason: `the timestamp is more than ${tolerance} s from now` };
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { valid: true, timestamp } : { valid: false, reason: 'no v1 signature matches' };
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export interface WebhookSenderOptions {
  url: string;
  secret: string;
  /** The site's address, sent as `site`. */
  site: string;
  /** An attempt that takes longer is abandoned and retried (keep it well under the lease). */
  timeoutMs?: number;
}

/**
 * POSTs one lead, signed. A 2xx answer delivers it; a 4xx other than 408 (timeout) or 429 (too
 * many requests) says the receiver will never take it, so it fails for good; anything else (a
 * network error, a timeout, a 5xx, a redirect, which is never followed with a signed body) is
 * retried by the outbox.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return async function sendWebhook(lead: StoredLead): Promise<void> {
    const payload = leadWebhookPayload(lead, options.site);
    const body = JSON.stringify(payload);
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': `zs-uav-site-webhook/${leadWebhookVersion}`,
          'x-zs-event': leadWebhookEvent,
          'x-zs-delivery': payload.id,
          [signatureHeader.toLowerCase()]: webhookSignature(options.secret, body, timestamp),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const detail =
        cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      throw new DeliveryError(`the webhook could not be reached: ${detail}`, { permanent: false });
    }
    const answer = (await response.text().catch(() => '')).slice(0, 200);
    if (response.ok) return;
    const { status } = response;
    const reason = `the webhook answered ${status}${answer ? `: ${answer}` : ''}`;
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new DeliveryError(reason, {
      permanent,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    });
  };
}
