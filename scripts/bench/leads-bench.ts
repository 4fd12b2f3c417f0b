import { pathToFileURL } from 'node:url';
import type { LeadStoreLocation } from '../../server/leads/leads-config.ts';
import { openLeadStore } from '../../server/leads/open-lead-store.ts';
import { startPostgresServer } from '../postgres-server.ts';
import { startServer, type ServerProcess } from '../server-process.ts';
import { formToken, postJson, validLead } from '../contact-client.ts';

export interface LeadsBenchOptions {
  /** How many submissions to send at most. */
  submissions?: number;
  /** How many are in flight at once, spread evenly over the instances. */
  concurrency?: number;
  /** The benchmark stops sending after this long, whatever the count. */
  timeLimitMs?: number;
  /** Submissions sent first and not measured, so start-up costs (JIT, first fsyncs) do not count. */
  warmup?: number;
  /** The built site the server serves; the server's default (dist/client) when absent. */
  siteDir?: string;
}

/** Where the leads go: SQLite, or one PostgreSQL database behind one or two server instances. */
export type LeadsBenchSetup =
  { store: 'sqlite' } | { store: 'postgres'; databaseUrl: string; instances: number };

export interface LeadsBenchResult {
  /** The store and the instances, e.g. "PostgreSQL, 2 instances". */
  setup: string;
  submissions: number;
  failures: number;
  /** Leads found in the database afterwards: every 2xx must be one. */
  stored: number;
  concurrency: number;
  durationMs: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function describeSetup(setup: LeadsBenchSetup): string {
  if (setup.store === 'sqlite') return 'SQLite, 1 instance';
  return `PostgreSQL, ${setup.instances} instance${setup.instances === 1 ? '' : 's'}`;
}

/**
 * Lead submissions per second and their latency on loopback, against the real server and a
 * real database: a SQLite file (WAL, synchronous=FULL), or PostgreSQL with its default
 * durability (synchronous_commit, fsync) behind one or more instances, the load spread over
 * them in turn as a load balancer would. Every 2xx waited for a commit on disk. The rate limit
 * is raised and the minimum fill time set to zero for the run only, through the servers'
 * environment; no mail server or CRM is configured, so notices just wait in the outbox.
 */
export async function runLeadsBench(
  setup: LeadsBenchSetup,
  options: LeadsBenchOptions = {},
): Promise<LeadsBenchResult> {
  const total = options.submissions ?? 2_000;
  const concurrency = options.concurrency ?? 32;
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const warmup = options.warmup ?? 100;
  // startServer gives each server its own SQLite file, no mail and no CRM, unless env says so.
  const env = {
    ...(setup.store === 'postgres'
      ? { DATABASE_URL: setup.databaseUrl, DOCUMENT_LINK_KEY: 'bench-document-link-key-0123456789' }
      : {}),
    RATE_LIMIT_MAX: String((total + warmup) * 10),
    CONTACT_MIN_FILL_MS: '0',
    ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}),
  };
  const instances = setup.store === 'sqlite' ? 1 : setup.instances;
  const servers: ServerProcess[] = [];
  try {
    // One after the other: the first migrates the database, the others find it ready.
    for (let index = 0; index < instances; index += 1) {
      servers.push(await startServer({ env }));
    }
    const { token } = await formToken(servers[0]?.baseUrl ?? '');
    const submit = (index: number) =>
      postJson(
        servers[Math.abs(index) % servers.length]?.baseUrl ?? '',
        validLead({
          name: `Bench visitor ${index}`,
          email: `visitor${index}@example.com`,
          subject: `Quote request ${index}`,
          formToken: token,
        }),
      );
    for (let index = 0; index < warmup; index += 1) {
      const response = await submit(-1 - index);
      const answer = await response.text();
      // A refused submission measures nothing: the body no longer matches the form's rules.
      if (response.status !== 201) {
        throw new Error(
          `The leads bench's submission was refused with ${response.status}: ${answer}`,
        );
      }
    }

    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < total && performance.now() - started < timeLimitMs) {
        const index = next++;
        const sent = performance.now();
        try {
          const response = await submit(index);
          await response.arrayBuffer();
          if (response.status === 201) latencies.push(performance.now() - sent);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const durationMs = performance.now() - started;
    await Promise.all(servers.map((server) => server.stop()));

    const location: LeadStoreLocation =
      setup.store === 'sqlite'
        ? { kind: 'sqlite', path: servers[0]?.databasePath ?? '' }
        : { kind: 'postgres', url: setup.databaseUrl, poolSize: 10 };
    const store = await openLeadStore(location, { existing: { write: false } });
    const stored = (await store.count()) - warmup;
    await store.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      setup: describeSetup(setup),
      submissions: latencies.length + failures,
      failures,
      stored,
      concurrency,
      durationMs: Math.round(durationMs),
      perSecond: Math.round((latencies.length / durationMs) * 1000),
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p99Ms: Number(percentile(sorted, 99).toFixed(2)),
      maxMs: Number((sorted.at(-1) ?? Number.NaN).toFixed(2)),
    };
  } finally {
    await Promise.all(servers.map((server) => server.dispose()));
  }
}

/**
 * The three set-ups of issue 13 in one run, so their figures compare: SQLite, PostgreSQL
 * behind one instance, and the same database behind two. PostgreSQL is a throwaway server with
 * its production durability settings (scripts/postgres-server.ts), a fresh database each.
 */
export async function runLeadsBenches(
  options: LeadsBenchOptions = {},
): Promise<LeadsBenchResult[]> {
  const results = [await runLeadsBench({ store: 'sqlite' }, options)];
  const postgres = await startPostgresServer({ durable: true });
  try {
    for (const instances of [1, 2]) {
      const databaseUrl = await postgres.createDatabase(`leads_bench_${instances}`);
      results.push(await runLeadsBench({ store: 'postgres', databaseUrl, instances }, options));
    }
  } finally {
    await postgres.stop();
  }
  return results;
}

export function formatLeadsBench(result: LeadsBenchResult): string {
  return (
    `Lead submissions (${result.setup}): ${result.perSecond}/s over ${result.submissions} ` +
    `(${result.concurrency} concurrent, ${(result.durationMs / 1000).toFixed(1)} s), ` +
    `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ` +
    `${result.failures} failed, ${result.stored} stored.`
  );
}

/** Every acknowledged submission must be a stored lead, in every set-up. */
export function leadsLost(results: readonly LeadsBenchResult[]): boolean {
  return results.some((result) => result.stored !== result.submissions - result.failures);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = await runLeadsBenches();
  for (const result of results) console.log(formatLeadsBench(result));
  if (results.some((result) => result.failures > 0) || leadsLost(results)) {
    process.exitCode = 1;
  }
}
