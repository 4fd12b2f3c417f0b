import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Form tokens record when a visitor was first shown the form, signed so a bot cannot backdate
 * one. A submission sooner than the minimum fill time after its token was issued is a bot's
 * and is dropped quietly (docs/decisions/008-contact-leads.md).
 *
 * Two kinds: 'page' tokens come with the contact page or the form's script, and the fill time
 * counts from them; 'retry' tokens come with a server-rendered error page that already holds
 * the visitor's text, where resending within seconds is what a person does, so no fill time
 * applies.
 */
export type FormTokenKind = 'page' | 'retry';

export type FormTokenCheck =
  | { valid: true; kind: FormTokenKind; issuedAt: number; ageMs: number; token: string }
  | { valid: false };

const kindCodes: Record<FormTokenKind, string> = { page: 'p', retry: 'r' };
/** Long enough for a tab left open over a holiday; the cookie lives as long. */
export const formTokenLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Tolerance for clocks of several server processes that disagree slightly. */
const futureSkewMs = 60_000;

export class FormTokens {
  private readonly secret: Buffer;

  constructor(secretHex: string) {
    this.secret = Buffer.from(secretHex, 'hex');
    if (this.secret.length < 16) throw new Error('The form token secret is too short.');
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url').slice(0, 27);
  }

  issue(kind: FormTokenKind, now = Date.now()): string {
    const payload = `${now.toString(36)}.${kindCodes[kind]}`;
    return `${payload}.${this.signature(payload)}`;
  }

  check(token: string | undefined, now = Date.now()): FormTokenCheck {
    if (!token || token.length > 100) return { valid: false };
    const [time, code, signature, ...rest] = token.split('.');
    if (!time || !code || !signature || rest.length > 0) return { valid: false };
    const expected = Buffer.from(this.signature(`${time}.${code}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { valid: false };
    }
    const kind = code === kindCodes.page ? 'page' : code === kindCodes.retry ? 'retry' : undefined;
    const issuedAt = parseInt(time, 36);
    if (!kind || !Number.isFinite(issuedAt)) return { valid: false };
    const ageMs = now - issuedAt;
    if (ageMs < -futureSkewMs || ageMs > formTokenLifetimeMs) return { valid: false };
    return { valid: true, kind, issuedAt, ageMs: Math.max(0, ageMs), token };
  }
}
