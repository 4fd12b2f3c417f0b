import { describe, expect, it } from 'vitest';
import { RateLimiter, rateLimitClient } from './rate-limiter.ts';

describe('RateLimiter', () => {
  it('allows max submissions per window, then says when the next one will be', () => {
    const limiter = new RateLimiter(5, 600_000);
    for (let minute = 0; minute < 5; minute += 1) {
      expect(limiter.take('a', minute * 60_000).allowed).toBe(true);
    }
    expect(limiter.take('a', 300_000)).toEqual({ allowed: false, retryAfterMs: 300_000 });
    // Refusals do not count: the oldest submission leaves the window on time.
    expect(limiter.take('a', 599_999).allowed).toBe(false);
    expect(limiter.take('a', 600_000).allowed).toBe(true);
    expect(limiter.take('a', 600_001).allowed).toBe(false);
    expect(limiter.take('b', 600_001).allowed).toBe(true);
  });

  it('forgets the stalest clients first when it holds too many', () => {
    const limiter = new RateLimiter(1, 600_000, 2);
    limiter.take('a', 0);
    limiter.take('b', 1);
    limiter.take('c', 2);
    // "a" was forgotten, so it may send again; "c" is still counted.
    expect(limiter.take('a', 3).allowed).toBe(true);
    expect(limiter.take('c', 4).allowed).toBe(false);
  });
});

describe('rateLimitClient', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['2001:0db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, client) => {
    expect(rateLimitClient(ip)).toBe(client);
  });
});
