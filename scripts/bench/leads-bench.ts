import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SqliteLeadStore } from '../../server/leads/sqlite-lead-store.ts';
import type { FormTokenAnswer } from '../../src/features/contact-form/contact-api.ts';
import { startServerProcess } from '../server-process.ts';

export interface LeadsBenchOptions {
  /** How many submissions to send at most. */
  submissions?: number;
  /** How many are in flight at once. */
  concurrency?: number;
  /** The benchmark stops sending after this long, whatever the count. */
  timeLimitMs?: number;
  /** Submissions sent first and not measured, so start-up costs (JIT, first fsyncs) do not count. */
  warmup?: number;
  /** The built site the server serves; the server's default (dist/client) when absent. */
  siteDir?: string;
}

export interface LeadsBenchResult {
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

/**
 * Lead submissions per second and their latency on loopback, against the real server and a
 * real SQLite file (WAL, synchronous=FULL: every 2xx waited for an fsync). The rate limit is
 * raised and the minimum fill time set to zero for the run only, through the server's
 * environment; no mail server is configured, so notices just wait in the outbox.
 */
export async function runLeadsBench(options: LeadsBenchOptions = {}): Promise<LeadsBenchResult> {
  const total = options.submissions ?? 2_000;
  const concurrency = options.concurrency ?? 32;
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const warmup = options.warmup ?? 100;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'leads-bench-'));
  const databasePath = path.join(folder, 'leads.sqlite');
  const server = await startServerProcess({
    DATABASE_PATH: databasePath,
    RATE_LIMIT_MAX: String((total + warmup) * 10),
    CONTACT_MIN_FILL_MS: '0',
    SMTP_URL: '',
    ...(options.siteDir ? { SITE_DIR: options.siteDir } : {}),
  });
  try {
    const tokenResponse = await fetch(`${server.baseUrl}/api/contact/token`);
    const { token } = (await tokenResponse.json()) as FormTokenAnswer;
    const submit = (index: number) =>
      fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          name: `Bench visitor ${index}`,
          email: `visitor${index}@example.com`,
          company: 'Benchmark Ltd',
          product: 'zs-VT15',
          intent: 'quote',
          subject: `Quote request ${index}`,
          message: `Please send a quote for two ZS-VT15 with thermal payloads. (${index})`,
          lang: 'en',
          idempotencyKey: randomUUID(),
          formToken: token,
          website: '',
        }),
      });
    for (let index = 0; index < warmup; index += 1) {
      const response = await submit(-1 - index);
      await response.arrayBuffer();
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
    await server.stop();

    const store = SqliteLeadStore.openReadonly(databasePath);
    const stored = (await store.count()) - warmup;
    await store.close();
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
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
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

export function formatLeadsBench(result: LeadsBenchResult): string {
  return (
    `Lead submissions: ${result.perSecond}/s over ${result.submissions} ` +
    `(${result.concurrency} concurrent, ${(result.durationMs / 1000).toFixed(1)} s), ` +
    `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; ` +
    `${result.failures} failed, ${result.stored} stored.`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runLeadsBench();
  console.log(formatLeadsBench(result));
  if (result.failures > 0 || result.stored !== result.submissions - result.failures) {
    process.exitCode = 1;
  }
}
