import { isIPv6 } from 'node:net';
import type { LeadStore, RateLimit } from './lead-store.ts';

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: how long until the oldest counted submission leaves the window. */
  retryAfterMs: number;
}

/**
 * Counts new leads per client. The lead store keeps the count (storeRateLimiter below), so
 * every server instance on one database shares it.
 */
export interface SubmissionLimiter {
  take(client: string): Promise<RateLimitDecision>;
}

/**
 * The client a limit applies to. An IPv6 user usually controls a whole /64, so the limit counts
 * per /64 rather than per address; IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function rateLimitClient(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A sliding-window limit kept in the lead store: at most `limit.max` counted submissions per
 * client in any `limit.windowMs` (docs/decisions/041-several-instances.md).
 */
export function storeRateLimiter(
  store: Pick<LeadStore, 'takeRateLimit'>,
  limit: RateLimit,
): SubmissionLimiter {
  return { take: (client) => store.takeRateLimit(client, limit) };
}
