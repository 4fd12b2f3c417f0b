import { describe, expect, it } from 'vitest';
import { rateLimitClient } from './rate-limiter.ts';

// The sliding window itself is counted in the lead store; lead-store.test.ts tests it on both
// stores.

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
