import { describe, expect, it } from 'vitest';
import { FormTokens, formTokenLifetimeMs } from './form-token.ts';

const tokens = new FormTokens('a1'.repeat(32));
const now = Date.UTC(2026, 2, 1, 8, 0, 0);

describe('form tokens', () => {
  it('record when and how they were issued', () => {
    const token = tokens.issue('page', now);
    expect(tokens.check(token, now + 4_000)).toEqual({
      valid: true,
      kind: 'page',
      issuedAt: now,
      ageMs: 4_000,
      token,
    });
    expect(tokens.check(tokens.issue('retry', now), now)).toMatchObject({
      valid: true,
      kind: 'retry',
    });
  });

  it('cannot be backdated or forged', () => {
    const token = tokens.issue('page', now);
    const [, kind, signature] = token.split('.');
    const backdated = `${(now - 60_000).toString(36)}.${kind}.${signature}`;
    expect(tokens.check(backdated, now)).toEqual({ valid: false });
    expect(tokens.check(token.replace('.p.', '.r.'), now)).toEqual({ valid: false });
    expect(new FormTokens('b2'.repeat(32)).check(token, now)).toEqual({ valid: false });
  });

  it('refuses missing, malformed, expired and future tokens', () => {
    expect(tokens.check(undefined, now)).toEqual({ valid: false });
    expect(tokens.check('', now)).toEqual({ valid: false });
    expect(tokens.check('a.b', now)).toEqual({ valid: false });
    expect(tokens.check(`${tokens.issue('page', now)}.extra`, now)).toEqual({ valid: false });
    expect(tokens.check(tokens.issue('page', now), now + formTokenLifetimeMs + 1)).toEqual({
      valid: false,
    });
    expect(tokens.check(tokens.issue('page', now + 5 * 60_000), now)).toEqual({ valid: false });
  });

  it('needs a real secret', () => {
    expect(() => new FormTokens('')).toThrow(/too short/);
  });
});
