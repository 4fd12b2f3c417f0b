import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/config/site-config.ts';
import { createTestDatabase, queryDatabase } from '../../tests/support/postgres.ts';
import {
  noticesFor,
  retentionCutoff,
  type ClaimedNotice,
  type LeadStore,
  type NewLead,
  type NoticeChannel,
} from './lead-store.ts';
import type { MissionNeeds } from '../../src/routing/mission-query.ts';
import { latestSchemaVersion, migrations } from './migrations.ts';
import { PostgresLeadStore } from './postgres-lead-store.ts';
import { postgresDialect, sqliteDialect, type SqlDialect } from './sql-dialect.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { contactConsent, storedLead } from './test-leads.ts';

function lead(key: string, notify: readonly NoticeChannel[] = ['email']): NewLead {
  return {
    idempotencyKey: key.padEnd(16, '0'),
    fields: { name: 'Li Wei', email: 'li@example.com', subject: key, message: 'Hello' },
    consent: contactConsent('en'),
    language: 'en',
    channel: 'fetch',
    notify,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One database per test: `open` makes it, `reopen` connects a second store to the same one
 * (another instance), `schemaAt` rewinds it to a schema version for the migration tests.
 */
interface StoreHarness {
  name: string;
  setUp(): Promise<void>;
  tearDown(): Promise<void>;
  open(): Promise<LeadStore>;
  reopen(): Promise<LeadStore>;
  /** Runs raw SQL on the test's database (to build old schemas and odd states). */
  exec(sql: string): Promise<void>;
  dialect: SqlDialect;
  /** Marks the database as being at a schema version, as its migration runner does. */
  markVersion(version: number): string;
  /** A literal of a moment in a timestamp column and in a clock column. */
  time(iso: string): string;
  clock(iso: string): string;
}

function sqliteHarness(): StoreHarness {
  let folder = '';
  let file = '';
  return {
    name: 'SQLite',
    dialect: sqliteDialect,
    markVersion: (version) => `PRAGMA user_version = ${version};`,
    time: (iso) => `'${iso}'`,
    clock: (iso) => String(Date.parse(iso)),
    async setUp() {
      folder = mkdtempSync(path.join(os.tmpdir(), 'lead-store-test-'));
      file = path.join(folder, 'leads.sqlite');
    },
    async tearDown() {
      rmSync(folder, { recursive: true, force: true });
    },
    open: () => SqliteLeadStore.open(file),
    reopen: () => SqliteLeadStore.open(file),
    async exec(sql) {
      const db = new Database(file);
      try {
        db.exec(sql);
      } finally {
        db.close();
      }
    },
  };
}

function postgresHarness(): StoreHarness {
  let url = '';
  return {
    name: 'PostgreSQL',
    dialect: postgresDialect,
    markVersion: (version) => `
      CREATE TABLE IF NOT EXISTS lead_schema_migrations (version integer PRIMARY KEY,
        name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO lead_schema_migrations (version, name) VALUES (${version}, 'test');`,
    time: (iso) => `'${iso}'::timestamptz`,
    clock: (iso) => `'${iso}'::timestamptz`,
    // One database for the file, emptied before each test: quicker than a database each.
    async setUp() {
      if (url) await queryDatabase(url, 'DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      else url = await createTestDatabase('lead_store');
    },
    async tearDown() {},
    open: () => PostgresLeadStore.open(url),
    reopen: () => PostgresLeadStore.open(url),
    async exec(sql) {
      await queryDatabase(url, sql);
    },
  };
}

describe.each([sqliteHarness(), postgresHarness()])('the $name lead store', (harness) => {
  let store: LeadStore;

  beforeEach(async () => {
    await harness.setUp();
    store = await harness.open();
  });

  afterEach(async () => {
    await store.close();
    await harness.tearDown();
  });

  describe('leads', () => {
    it('stores a lead with a notice per channel it names, and reads it back', async () => {
      const result = await store.record(
        lead('both-channels', ['email', 'webhook']),
        new Date('2026-03-01T08:00:00.000Z'),
      );
      expect(result.kind).toBe('created');
      const id = result.kind === 'created' ? result.id : -1;
      expect(await store.get(id)).toEqual(
        storedLead({
          id,
          channel: 'fetch',
          subject: 'both-channels',
          consent: contactConsent('en'),
        }),
      );
      expect(await store.count()).toBe(1);
      expect(await store.pendingNoticeCount('email')).toBe(1);
      expect(await store.pendingNoticeCount('webhook')).toBe(1);

      await store.record(lead('email-only'));
      expect(await store.pendingNoticeCount('webhook')).toBe(1);
      expect((await store.list()).map((stored) => stored.subject)).toEqual([
        'both-channels',
        'email-only',
      ]);
    });

    it('answers a retry under the same key as a replay and a different message as a conflict', async () => {
      const first = await store.record(lead('same-key'));
      expect(await store.hasKey(lead('same-key').idempotencyKey)).toBe(true);
      expect(await store.hasKey('never-used-key-000')).toBe(false);
      expect(await store.record(lead('same-key'))).toEqual({
        kind: 'replay',
        id: first.kind === 'created' ? first.id : -1,
      });
      const changed = lead('same-key');
      changed.fields = { ...changed.fields, message: 'Something else' };
      expect(await store.record(changed)).toEqual({ kind: 'conflict' });
      expect(await store.count()).toBe(1);
      expect(await store.pendingNoticeCount('email')).toBe(1);
    });

    it('stores the mission a lead came with as structured data, and reads it back', async () => {
      const withMission = lead('with-mission');
      // In another order than the finder's, as a client may send it: it reads back in the finder's.
      withMission.mission = {
        device: 'zs-EPS10',
        tmax: 45,
        tmin: -20.5,
        payload: 8.5,
        task: 'logistics',
      };
      const result = await store.record(withMission);
      const id = result.kind === 'created' ? result.id : -1;
      const stored = await store.get(id);
      const inFinderOrder: MissionNeeds = {
        task: 'logistics',
        payload: 8.5,
        tmin: -20.5,
        tmax: 45,
        device: 'zs-EPS10',
      };
      expect(stored?.mission).toEqual(inFinderOrder);
      expect(Object.keys(stored?.mission ?? {})).toEqual([
        'task',
        'payload',
        'tmin',
        'tmax',
        'device',
      ]);
      expect((await store.list()).map((listed) => listed.mission)).toEqual([stored?.mission]);
      expect((await store.status(1)).recentLeads[0]?.mission).toEqual(stored?.mission);
      // A retry with the same needs, however ordered, is the same lead; other needs are not.
      const retry = lead('with-mission');
      retry.mission = inFinderOrder;
      expect(await store.record(retry)).toEqual({ kind: 'replay', id });
      retry.mission = { ...retry.mission, payload: 9 };
      expect(await store.record(retry)).toEqual({ kind: 'conflict' });
      // Without a mission the column is empty, whatever was sent as one without needs.
      const none = lead('empty-mission');
      none.mission = {};
      const empty = await store.record(none);
      expect((await store.get(empty.kind === 'created' ? empty.id : -1))?.mission).toBeNull();
    });

    it('stores the document a download request asked for, and reads it back', async () => {
      const download = lead('download-request');
      download.fields = {
        ...download.fields,
        product: 'zs-VT15',
        intent: 'download',
        company: 'Hangzhou Survey Co.',
      };
      download.document = { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' };
      download.consent = { ...contactConsent('zh'), form: 'download' };
      const result = await store.record(download);
      const id = result.kind === 'created' ? result.id : -1;
      const stored = await store.get(id);
      expect(stored).toMatchObject({
        product: 'zs-VT15',
        intent: 'download',
        company: 'Hangzhou Survey Co.',
        document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
        consent: { form: 'download' },
      });
      expect((await store.list()).map((listed) => listed.document)).toEqual([stored?.document]);
      expect((await store.findByEmail('LI@example.com')).leads[0]?.document).toEqual(
        stored?.document,
      );
      // The same request again is the same lead; the same words for another document are not.
      expect(await store.record(download)).toEqual({ kind: 'replay', id });
      const other = {
        ...download,
        document: { ...download.document, id: 'zs-VT15.specSheet.en', language: 'en' as const },
      };
      expect(await store.record(other)).toEqual({ kind: 'conflict' });
    });

    it('refuses a document kind or language the catalogue does not have', async () => {
      const odd = lead('odd-document');
      odd.document = { id: 'zs-VT15.poster.fr', kind: 'poster' as 'other', language: 'fr' as 'en' };
      await expect(store.record(odd)).rejects.toThrow(/CHECK|check constraint/i);
      expect(await store.count()).toBe(0);
    });

    it('stores one lead when two instances record the same key at the same moment', async () => {
      const other = await harness.reopen();
      try {
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, index) =>
            (index % 2 === 0 ? store : other).record(lead('raced-key')),
          ),
        );
        expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
        expect(results.filter((result) => result.kind === 'replay')).toHaveLength(5);
        expect(await store.count()).toBe(1);
        expect(await store.pendingNoticeCount('email')).toBe(1);
      } finally {
        await other.close();
      }
    });

    it('lists the leads received at or after a moment', async () => {
      await store.record(lead('march'), new Date('2026-03-01T08:00:00Z'));
      await store.record(lead('april'), new Date('2026-04-01T08:00:00Z'));
      const since = await store.list({ since: new Date('2026-03-15T00:00:00Z') });
      expect(since.map((stored) => stored.subject)).toEqual(['april']);
    });

    it('keeps one form token secret for every instance', async () => {
      const secret = await store.formTokenSecret();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const other = await harness.reopen();
      try {
        expect(await other.formTokenSecret()).toBe(secret);
      } finally {
        await other.close();
      }
    });
  });

  describe('retention', () => {
    it('deletes the leads received before the cutoff, with their notices, and keeps the rest', async () => {
      await store.record(lead('old', ['email', 'webhook']), new Date('2024-01-10T09:00:00Z'));
      await store.record(lead('recent'), new Date('2026-01-10T09:00:00Z'));

      const deleted = await store.purgeReceivedBefore(new Date('2024-11-22T00:00:00Z'));

      expect(deleted).toBe(1);
      expect((await store.list()).map((stored) => stored.subject)).toEqual(['recent']);
      expect(await store.pendingNoticeCount('email')).toBe(1);
      expect(await store.pendingNoticeCount('webhook')).toBe(0);
    });

    it('counts the privacy policy period from the day a lead was received', async () => {
      const now = new Date('2026-11-22T10:30:00Z');
      const cutoff = retentionCutoff(now, siteConfig.contactRequestRetentionMonths);
      const day = 24 * 60 * 60 * 1000;
      await store.record(lead('past-period'), new Date(cutoff.getTime() - day));
      await store.record(lead('within-period'), new Date(cutoff.getTime() + day));

      expect(await store.purgeReceivedBefore(cutoff)).toBe(1);
      expect((await store.list()).map((stored) => stored.subject)).toEqual(['within-period']);
    });
  });

  describe('rate limit', () => {
    const tenMinutes = { max: 3, windowMs: 600_000 };

    it('allows max new leads per client in the window, then says when the next may come', async () => {
      for (let index = 0; index < 3; index += 1) {
        expect((await store.takeRateLimit('203.0.113.9', tenMinutes)).allowed).toBe(true);
      }
      const refused = await store.takeRateLimit('203.0.113.9', tenMinutes);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterMs).toBeGreaterThan(500_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(600_000);
      // Refusals are not counted, and another client has its own count.
      expect((await store.takeRateLimit('203.0.113.9', tenMinutes)).allowed).toBe(false);
      expect((await store.takeRateLimit('198.51.100.1', tenMinutes)).allowed).toBe(true);
    });

    it('never lets concurrent submissions on two instances past the limit', async () => {
      const other = await harness.reopen();
      try {
        const decisions = await Promise.all(
          Array.from({ length: 12 }, (_, index) =>
            (index % 2 === 0 ? store : other).takeRateLimit('192.0.2.50', tenMinutes),
          ),
        );
        expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
      } finally {
        await other.close();
      }
    });

    it('does not count refusals: a client refused again and again gets in once its lead leaves the window', async () => {
      const oneSecond = { max: 1, windowMs: 1_000 };
      const started = Date.now();
      expect((await store.takeRateLimit('192.0.2.8', oneSecond)).allowed).toBe(true);
      while (Date.now() < started + 500) {
        expect((await store.takeRateLimit('192.0.2.8', oneSecond)).allowed).toBe(false);
        await wait(20);
      }
      // The lead has left the window; a refusal counted half a second ago would still be in it.
      await wait(started + 1_200 - Date.now());
      expect((await store.takeRateLimit('192.0.2.8', oneSecond)).allowed).toBe(true);
    });

    it('forgets submissions once they leave the window', async () => {
      const short = { max: 1, windowMs: 200 };
      expect((await store.takeRateLimit('192.0.2.7', short)).allowed).toBe(true);
      await wait(300);
      expect((await store.takeRateLimit('192.0.2.7', short)).allowed).toBe(true);
      await wait(300);
      await store.pruneRateLimit(short.windowMs);
      expect((await store.takeRateLimit('192.0.2.7', short)).allowed).toBe(true);
    });
  });

  describe('outbox', () => {
    const longLease = 60_000;

    it('hands a due notice to one claimant at a time, per channel, until it is sent', async () => {
      const created = await store.record(lead('notify-me', ['email', 'webhook']));
      const id = created.kind === 'created' ? created.id : -1;

      const email = await store.claimDueNotice(['email'], longLease);
      expect(email).toMatchObject({ channel: 'email', attempt: 1, lead: { id } });
      // Claimed: nobody else takes it while the lease runs; the webhook is another notice.
      expect(await store.claimDueNotice(['email'], longLease)).toBeUndefined();
      expect(await store.claimDueNotice(['webhook'], longLease)).toMatchObject({
        channel: 'webhook',
        lead: { id },
      });

      await store.markNoticeSent(email as ClaimedNotice);
      expect((await store.get(id))?.notifiedAt).toEqual(expect.any(String));
      expect(await store.pendingNoticeCount('email')).toBe(0);
      expect(await store.nextNoticeDueInMs(['email'])).toBeUndefined();
    });

    it('lets another instance take a claim whose lease lapsed, and ignores the late answer of the first', async () => {
      await store.record(lead('lapsed'));
      const first = await store.claimDueNotice(['email'], 200);
      expect(first?.attempt).toBe(1);
      // The lease still runs: the notice is due again only when it lapses.
      expect(await store.nextNoticeDueInMs(['email'])).toBeGreaterThan(0);
      await wait(300);

      const other = await harness.reopen();
      try {
        const second = await other.claimDueNotice(['email'], longLease);
        expect(second).toMatchObject({ id: first?.id, attempt: 2 });
        // The first claimant comes back: its failure must not release the second one's claim.
        await store.scheduleNoticeRetry(first as ClaimedNotice, 0, 'late answer');
        expect(await other.claimDueNotice(['email'], longLease)).toBeUndefined();
        await other.markNoticeSent(second as ClaimedNotice);
        expect(await store.pendingNoticeCount('email')).toBe(0);
      } finally {
        await other.close();
      }
    });

    it('waits out a retry, and never tries a notice that failed for good again', async () => {
      await store.record(lead('retry-me', ['webhook']));
      await store.record(lead('refused', ['webhook']));

      const retried = await store.claimDueNotice(['webhook'], longLease);
      await store.scheduleNoticeRetry(retried as ClaimedNotice, 60_000, 'connect ECONNREFUSED');
      const refused = await store.claimDueNotice(['webhook'], longLease);
      expect(refused?.lead.subject).not.toBe(retried?.lead.subject);
      await store.markNoticeFailed(refused as ClaimedNotice, 'the webhook answered 400');

      expect(await store.claimDueNotice(['webhook'], longLease)).toBeUndefined();
      const dueIn = await store.nextNoticeDueInMs(['webhook']);
      expect(dueIn).toBeGreaterThan(50_000);
      expect(dueIn).toBeLessThanOrEqual(60_000);
      expect(await store.pendingNoticeCount('webhook')).toBe(1);

      const status = await store.status(10);
      expect(status.channels.webhook).toEqual({ sent: 0, pending: 1, failed: 1 });
      expect(status.pending).toEqual([
        expect.objectContaining({
          leadId: retried?.lead.id,
          attempts: 1,
          lastError: 'connect ECONNREFUSED',
        }),
      ]);
      expect(status.failed).toEqual([
        expect.objectContaining({
          leadId: refused?.lead.id,
          channel: 'webhook',
          lastError: 'the webhook answered 400',
          failedAt: expect.any(String),
        }),
      ]);
    });

    it('gives each notice to exactly one of several instances claiming at once', async () => {
      for (let index = 0; index < 12; index += 1)
        await store.record(lead(`burst-${String(index).padStart(2, '0')}`));
      const others = await Promise.all([harness.reopen(), harness.reopen()]);
      try {
        const claimed: number[] = [];
        await Promise.all(
          [store, ...others].map(async (instance) => {
            for (;;) {
              const notice = await instance.claimDueNotice(['email'], longLease);
              if (!notice) return;
              claimed.push(notice.id);
            }
          }),
        );
        expect(claimed).toHaveLength(12);
        expect(new Set(claimed).size).toBe(12);
      } finally {
        await Promise.all(others.map((other) => other.close()));
      }
    });

    it('reports the leads and each channel for the status command', async () => {
      await store.record(lead('first', ['email', 'webhook']), new Date('2026-03-01T08:00:00Z'));
      await store.record(lead('second'), new Date('2026-03-02T08:00:00Z'));
      const sent = await store.claimDueNotice(['email'], longLease);
      await store.markNoticeSent(sent as ClaimedNotice);

      const status = await store.status(1);
      expect(status).toMatchObject({
        leads: 2,
        firstReceivedAt: '2026-03-01T08:00:00.000Z',
        lastReceivedAt: '2026-03-02T08:00:00.000Z',
        channels: {
          email: { sent: 1, pending: 1, failed: 0 },
          webhook: { sent: 0, pending: 1, failed: 0 },
        },
        failed: [],
      });
      expect(status.database).toMatch(
        harness.name === 'SQLite' ? /^SQLite \// : /^PostgreSQL postgres:\/\//,
      );
      // Newest first, as many as asked for.
      expect(status.recentLeads.map((stored) => stored.subject)).toEqual(['second']);
      expect(status.pending).toHaveLength(1);
    });
  });

  describe('migrations', () => {
    it('moves the notices of schema 1 into the outbox of every channel, as e-mail notices', async () => {
      await store.close();
      await harness.tearDown();
      await harness.setUp();
      // A database as the first release left it: step 1 only, one notice sent, one waiting.
      const v1 = migrations[0]?.sql(harness.dialect);
      const { time, clock } = harness;
      await harness.exec(`${v1}
        INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel, name,
            email, subject, message)
          VALUES ('key-sent-00000000', 'h1', ${time('2026-01-01T00:00:00.000Z')}, 'en', 'form',
            'A', 'a@example.com', 'sent', 'm'),
          ('key-waiting-00000', 'h2', ${time('2026-01-02T00:00:00.000Z')}, 'zh', 'fetch',
            'B', 'b@example.com', 'waiting', 'm');
        INSERT INTO outbox (lead_id, created_at, attempts, next_attempt_at, sent_at)
          VALUES (1, ${time('2026-01-01T00:00:00.000Z')}, 1, ${clock('2026-01-01T00:00:00.000Z')},
              ${time('2026-01-01T00:00:05.000Z')}),
            (2, ${time('2026-01-02T00:00:00.000Z')}, 3, ${clock('2026-01-02T00:00:00.000Z')}, NULL);
        ${harness.markVersion(1)}`);

      store = await harness.open();
      expect((await store.list()).map((stored) => [stored.subject, stored.notifiedAt])).toEqual([
        ['sent', '2026-01-01T00:00:05.000Z'],
        ['waiting', null],
      ]);
      const waiting = await store.claimDueNotice(['email'], 60_000);
      expect(waiting).toMatchObject({ channel: 'email', attempt: 4, lead: { subject: 'waiting' } });
      expect(await store.pendingNoticeCount('email')).toBe(1);
    });

    it('gives the leads of schema 2 an empty mission, and refuses a mission that is no object', async () => {
      await store.close();
      await harness.tearDown();
      await harness.setUp();
      const [v1, v2] = migrations.map((step) => step.sql(harness.dialect));
      await harness.exec(`${v1}${v2}
        INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel, name,
            email, subject, message)
          VALUES ('key-before-missions', 'h1', ${harness.time('2026-01-01T00:00:00.000Z')}, 'en',
            'form', 'A', 'a@example.com', 'before missions', 'm');
        ${harness.markVersion(1)}${harness.markVersion(2)}`);

      store = await harness.open();
      expect(await store.list()).toMatchObject([{ subject: 'before missions', mission: null }]);
      await expect(harness.exec(`UPDATE leads SET mission = '[8, 300]'`)).rejects.toThrow(
        /check constraint/i,
      );
    });

    it('opens a database the hand-written stores left at schema 5, with every lead, notice, count and secret', async () => {
      await store.close();
      await harness.tearDown();
      await harness.setUp();
      // Rows as the two hand-written stores' statements wrote them (JSON as text, the clock
      // in each database's own type), one of them a download request with a waiting webhook.
      const steps = migrations
        .slice(0, 5)
        .map((step) => step.sql(harness.dialect))
        .join('\n');
      const { time, clock } = harness;
      const consent = JSON.stringify(contactConsent('zh'));
      const soon = new Date(Date.now() - 60_000).toISOString();
      await harness.exec(`${steps}
        UPDATE settings SET value = 'secret-of-schema-5' WHERE key = 'form_token_secret';
        INSERT INTO leads (idempotency_key, content_hash, received_at, language, channel, name,
            email, subject, message, mission, consent, document_id, document_kind,
            document_language)
          VALUES ('key-contact-00000', 'h1', ${time('2026-05-01T08:00:00.000Z')}, 'en', 'form',
            'A', 'a@example.com', 'contact', 'm', '{"range":8}', '${consent}', NULL, NULL, NULL),
          ('key-download-0000', 'h2', ${time('2026-05-02T08:00:00.000Z')}, 'zh', 'fetch', 'B',
            'b@example.com', 'download', 'm', NULL, '${consent}', 'zs-VT15.specSheet.zh',
            'specSheet', 'zh');
        INSERT INTO notices (lead_id, channel, created_at, attempts, next_attempt_at, sent_at)
          VALUES (1, 'email', ${time('2026-05-01T08:00:00.000Z')}, 1, ${clock(soon)},
              ${time('2026-05-01T08:00:02.000Z')}),
            (2, 'email', ${time('2026-05-02T08:00:00.000Z')}, 1, ${clock(soon)},
              ${time('2026-05-02T08:00:03.000Z')}),
            (2, 'webhook', ${time('2026-05-02T08:00:00.000Z')}, 2, ${clock(soon)}, NULL);
        INSERT INTO rate_limit_hits (client, at) VALUES ('192.0.2.5', ${clock(soon)});
        ${[1, 2, 3, 4, 5].map((version) => harness.markVersion(version)).join('\n')}`);

      store = await harness.open();
      expect(await store.list()).toMatchObject([
        { id: 1, subject: 'contact', mission: { range: 8 }, document: null },
        {
          id: 2,
          receivedAt: '2026-05-02T08:00:00.000Z',
          subject: 'download',
          consent: contactConsent('zh'),
          document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
          notifiedAt: '2026-05-02T08:00:03.000Z',
        },
      ]);
      expect(await store.formTokenSecret()).toBe('secret-of-schema-5');
      const oneHour = { max: 1, windowMs: 3_600_000 };
      expect((await store.takeRateLimit('192.0.2.5', oneHour)).allowed).toBe(false);
      expect(await store.claimDueNotice(['email', 'webhook'], 60_000)).toMatchObject({
        channel: 'webhook',
        attempt: 3,
        lead: { id: 2 },
      });
      expect(await store.record(lead('after-schema-5'))).toEqual({ kind: 'created', id: 3 });

      // Schema 6 rebuilt SQLite's notices table: every notice kept its state, and the claim
      // above, and the wider check takes the visitor's mail while it still refuses a stranger.
      expect((await store.findByEmail('b@example.com')).notices).toMatchObject([
        { leadId: 2, channel: 'email', attempts: 1, sentAt: '2026-05-02T08:00:03.000Z' },
        {
          leadId: 2,
          channel: 'webhook',
          attempts: 3,
          sentAt: null,
          lockedUntil: expect.any(String),
        },
      ]);
      expect((await store.status(0)).channels).toMatchObject({
        email: { sent: 2, pending: 1 },
        webhook: { sent: 0, pending: 1 },
      });
      expect(await store.record(lead('visitor-after-6', ['email', 'visitor']))).toEqual({
        kind: 'created',
        id: 4,
      });
      expect(await store.claimDueNotice(['visitor'], 60_000)).toMatchObject({
        channel: 'visitor',
        lead: { id: 4 },
      });
      await expect(
        harness.exec(`INSERT INTO notices (lead_id, channel, created_at, next_attempt_at)
          VALUES (1, 'fax', ${time('2026-05-03T08:00:00.000Z')}, ${clock(soon)})`),
      ).rejects.toThrow(/check constraint/i);
    });

    it('migrates once, however many instances start on one database', async () => {
      await store.close();
      await harness.tearDown();
      await harness.setUp();
      const instances = await Promise.all([harness.open(), harness.open(), harness.open()]);
      store = instances[0] as LeadStore;
      await Promise.all(instances.slice(1).map((instance) => instance.close()));
      expect(await store.count()).toBe(0);
    });

    it('refuses a database newer than this code', async () => {
      await store.close();
      await harness.exec(harness.markVersion(latestSchemaVersion + 1));
      await expect(harness.open()).rejects.toThrow(
        new RegExp(`schema version ${latestSchemaVersion + 1}, newer than this server knows`),
      );
      store = { close: async () => undefined } as LeadStore;
    });
  });
});

describe('the SQLite lead store, in two processes on one file', () => {
  it('stores every lead and counts every client when another process writes at the same moment', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'lead-store-processes-'));
    const file = path.join(folder, 'leads.sqlite');
    // Each process reads, then writes, in transactions that overlap the other's (the erasure
    // reads the ids first): without the write lock taken first, one of them fails with
    // SQLITE_BUSY.
    const writes = (label: string) => `
      const { SqliteLeadStore } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'sqlite-lead-store.ts'))});
      const store = await SqliteLeadStore.open(${JSON.stringify(file)});
      await Promise.all(Array.from({ length: 4 }, async (_, worker) => {
        for (let index = 0; index < 15; index += 1) {
          const key = '${label}-' + worker + '-' + String(index).padStart(2, '0');
          await store.takeRateLimit('192.0.2.77', { max: 1000, windowMs: 60000 });
          await store.record({ idempotencyKey: key.padEnd(16, '0'), fields: { name: 'A',
            email: key + '@example.com', subject: key, message: 'm' }, consent: { form: 'contact',
            givenAt: '2026-03-01T08:00:00.000Z', language: 'en', privacyPolicy: 'p',
            privacy: true, marketing: false, transferAbroad: null }, language: 'en',
            channel: 'fetch', notify: ['email'] });
          const claimed = await store.claimDueNotice(['email'], 60000);
          if (claimed) await store.markNoticeSent(claimed);
          // Reads the leads' ids, then deletes them: a transaction that reads first.
          if (index % 3 === 0) await store.eraseByEmail(key + '@example.com');
        }
      }));
      await store.close();`;
    const run = (label: string) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', '--input-type=module', '-e', writes(label)],
          { stdio: ['ignore', 'ignore', 'pipe'] },
        );
        let errors = '';
        child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        child.on('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`${label} exited ${code}: ${errors}`)),
        );
      });
    try {
      // The file and its schema first, so both processes start on the same database.
      await (await SqliteLeadStore.open(file)).close();
      await Promise.all([run('first'), run('second')]);
      const store = await SqliteLeadStore.open(file);
      try {
        // 2 processes × 4 workers × 15 leads, every third erased again.
        expect(await store.count()).toBe(80);
        // Every notice is there once, sent or waiting (a claim finds none while the other
        // process holds the due ones).
        const { email } = (await store.status(0)).channels;
        expect(email.sent + email.pending).toBe(80);
        expect(email.failed).toBe(0);
        const refused = await store.takeRateLimit('192.0.2.77', { max: 120, windowMs: 60_000 });
        expect(refused.allowed).toBe(false);
      } finally {
        await store.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the PostgreSQL lead store, as one instance', () => {
  it('pools its connections: many concurrent calls share at most DATABASE_POOL_SIZE of them', async () => {
    const url = await createTestDatabase('lead_store_pool');
    const store = await PostgresLeadStore.open(url, { poolSize: 3 });
    try {
      await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          index % 2 === 0
            ? store.record(lead(`pooled-${index}-`))
            : store.takeRateLimit(`192.0.2.${index}`, { max: 5, windowMs: 60_000 }),
        ),
      );
      expect(await store.count()).toBe(20);
      // The pool keeps its connections open between calls (idle ones close after 30 s).
      const [open] = await queryDatabase<{ n: number }>(
        url,
        `SELECT count(*)::integer AS n FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'zs-uav-site'`,
      );
      expect(open?.n).toBeGreaterThan(0);
      expect(open?.n).toBeLessThanOrEqual(3);
    } finally {
      await store.close();
    }
  });
});

describe('the notices a new lead is queued with', () => {
  it.each([
    [{ document: false }, { smtp: false, webhook: false }, ['email']],
    [{ document: false }, { smtp: true, webhook: true }, ['email', 'webhook']],
    [{ document: true }, { smtp: false, webhook: true }, ['email', 'webhook']],
    [{ document: true }, { smtp: true, webhook: false }, ['email', 'visitor']],
    [{ document: true }, { smtp: true, webhook: true }, ['email', 'webhook', 'visitor']],
  ] as const)('for a lead %o with receivers %o: %o', (lead, receivers, expected) => {
    expect(noticesFor(lead, receivers)).toEqual(expected);
  });
});

describe('retention cutoff', () => {
  it('counts months on the calendar, in UTC', () => {
    expect(retentionCutoff(new Date('2026-11-22T10:30:00Z'), 24).toISOString()).toBe(
      '2024-11-22T10:30:00.000Z',
    );
    // There is no 29 February 2025: the cutoff is the last day of that month.
    expect(retentionCutoff(new Date('2026-02-28T00:00:00Z'), 12).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});
