import { isIPv6 } from 'node:net';

export interface RateLimitDecision {
  allowed: boolean;
  /** When refused: how long until the oldest counted submission leaves the window. */
  retryAfterMs: number;
}

/**
 * Counts new leads per client. The in-memory limiter below serves one server process; a store
 * shared by several instances counts in its database, hence the promise.
 */
export interface SubmissionLimiter {
  take(client: string): RateLimitDecision | Promise<RateLimitDecision>;
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
 * A sliding-window limit kept in memory: at most `max` counted submissions per client in any
 * `windowMs`. Memory is bounded: the oldest clients are forgotten first when `maxClients` is
 * reached, which can only ever let a submission through, never refuse one wrongly.
 */
export class RateLimiter implements SubmissionLimiter {
  private readonly clients = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 50_000,
  ) {}

  /** Counts one submission for `client` if the limit allows it. */
  take(client: string, now = Date.now()): RateLimitDecision {
    const since = now - this.windowMs;
    const times = (this.clients.get(client) ?? []).filter((time) => time > since);
    if (times.length >= this.max) {
      this.clients.set(client, times);
      return { allowed: false, retryAfterMs: Math.max(0, (times[0] ?? now) + this.windowMs - now) };
    }
    times.push(now);
    // Re-inserting moves the client to the end, so the map's first entries are the stalest.
    this.clients.delete(client);
    this.clients.set(client, times);
    while (this.clients.size > this.maxClients) {
      const stalest = this.clients.keys().next().value;
      if (stalest === undefined) break;
      this.clients.delete(stalest);
    }
    return { allowed: true, retryAfterMs: 0 };
  }
}
