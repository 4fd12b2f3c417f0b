import { spawnSync } from 'node:child_process';
import { projectRoot } from '../../scripts/build-layout.ts';
import type { ServerProcess } from '../../scripts/server-process.ts';
import { createTestDatabase, queryDatabase } from '../support/postgres.ts';
import { startCrmReceiver, type CrmReceiver } from './support/crm-receiver.ts';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, it } from './support/fixtures.ts';
import {
  formToken,
  postJson,
  startPostgresLeadsServer,
  until,
  validLead,
  wait,
} from './support/leads.ts';
import { mailLeadId, startMailServer, type MailServer } from './support/mail-server.ts';
import { submitWithoutScript, waitForHydration } from './support/pages.ts';

/**
 * Two real server instances on one PostgreSQL database, as behind a load balancer: leads,
 * idempotency keys, the rate limit and the outbox are shared, e-mail goes to a real SMTP
 * server and the CRM webhook to a real HTTP receiver. The last test kills one instance.
 */
const minFillMs = 200;
const rateLimitMax = 5;
const secret = 'whsec-instances-7d1e2a9c4b';
let databaseUrl: string;
let smtp: MailServer;
let crm: CrmReceiver;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
/** Every lead a server acknowledged (2xx), by idempotency key, with its subject. */
const acknowledged = new Map<string, string>();

beforeAll(async () => {
  databaseUrl = await createTestDatabase('instances');
  [smtp, crm] = await Promise.all([startMailServer(), startCrmReceiver(secret)]);
  const env = {
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales-team@example.com',
    LEAD_WEBHOOK_URL: crm.url,
    LEAD_WEBHOOK_SECRET: secret,
    TRUST_PROXY: 'true',
    RATE_LIMIT_MAX: String(rateLimitMax),
    CONTACT_MIN_FILL_MS: String(minFillMs),
    // Short, so the surviving instance takes a dead one's claims within seconds; not shorter,
    // as a send on a busy two-core machine (test files run side by side) can take over 2 s, and
    // a lease that lapses mid-send lets the other instance send the same notice again.
    NOTICE_LEASE_MS: '8000',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '800',
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_MS: '800',
  };
  // Started together: both migrate the empty database at once, and one does the work.
  [a, b] = await Promise.all([
    startPostgresLeadsServer(databaseUrl, env),
    startPostgresLeadsServer(databaseUrl, env),
  ]);
  // A form token from one instance is good on the other: the secret lives in the database.
  token = (await formToken(a.baseUrl)).token;
  await wait(minFillMs + 50);
});

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await Promise.all([smtp?.stop(), crm?.stop()]);
});

let clients = 0;
/** A client address of its own, so only the rate limit test shares one. */
function client(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}` };
}

async function submit(
  server: ServerProcess,
  lead: Record<string, unknown>,
  headers = client(),
): Promise<number> {
  const response = await postJson(server.baseUrl, lead, headers);
  await response.arrayBuffer();
  if (response.ok) acknowledged.set(String(lead.idempotencyKey), String(lead.subject));
  return response.status;
}

interface LeadRow {
  id: number;
  idempotency_key: string;
  subject: string;
}
interface NoticeRow {
  lead_id: number;
  channel: 'email' | 'webhook';
  attempts: number;
  sent_at: Date | null;
}
const readLeads = () =>
  queryDatabase<LeadRow>(databaseUrl, 'SELECT id, idempotency_key, subject FROM leads');
const readNotices = () =>
  queryDatabase<NoticeRow>(
    databaseUrl,
    'SELECT lead_id, channel, attempts, sent_at FROM notices ORDER BY id',
  );

/** Mails per lead id, and webhook deliveries (signed, 2xx) per lead id. */
function deliveriesPerLead() {
  const mails = new Map<number, number>();
  for (const mail of smtp.inbox) {
    const id = mailLeadId(mail);
    if (id !== undefined) mails.set(id, (mails.get(id) ?? 0) + 1);
  }
  const hooks = new Map<number, number>();
  for (const delivery of crm.deliveries) {
    if (!delivery.signatureValid || delivery.status >= 300) continue;
    const id = Number(delivery.payload.lead.id);
    hooks.set(id, (hooks.get(id) ?? 0) + 1);
  }
  return { mails, hooks };
}

/** Waits until every notice in the database is delivered. */
async function allNoticesDelivered(timeoutMs = 30_000): Promise<NoticeRow[]> {
  return until(async () => {
    const notices = await readNotices();
    return notices.every((notice) => notice.sent_at !== null) ? notices : undefined;
  }, timeoutMs);
}

describe('a server given a DATABASE_URL it cannot use', () => {
  /** What the server printed before it exited, or a failure if it started. */
  async function startupRefusal(url: string): Promise<string> {
    const refusal = await startPostgresLeadsServer(url).then(
      async (server) => {
        await server.dispose();
        throw new Error(`The server started on ${url}`);
      },
      (error: Error) => error.message,
    );
    return refusal;
  }

  it('refuses to start, saying what is wrong and never the password', async () => {
    const missing = new URL(databaseUrl);
    missing.pathname = '/no_such_database';
    missing.password = 'p4ssw0rd-not-to-print';
    const [notPostgres, noDatabase] = await Promise.all([
      startupRefusal('mysql://site:p4ssw0rd-not-to-print@db.example.com/leads'),
      startupRefusal(missing.toString()),
    ]);
    expect(notPostgres).toMatch(
      /The server's environment is not valid:\n {2}- DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
    expect(noDatabase).toMatch(
      /The leads database cannot be used \(DATABASE_URL\):\n {2}Cannot use the leads database at postgres:\/\/postgres@127\.0\.0\.1:\d+\/no_such_database: database "no_such_database" does not exist/,
    );
    for (const message of [notPostgres, noDatabase]) {
      expect(message).not.toContain('p4ssw0rd-not-to-print');
      // A clear message, not a stack trace.
      expect(message).not.toMatch(/^\s+at /m);
    }
  });
});

describe('two instances on one PostgreSQL database', () => {
  it('store concurrent leads once each, retries on the other instance included, and send each notice once', async () => {
    const leads = Array.from({ length: 40 }, (_, index) =>
      validLead({ formToken: token, subject: `Concurrent lead ${index}` }),
    );
    const statuses = await Promise.all(
      leads.flatMap((lead, index) => {
        const [first, second] = index % 2 === 0 ? [a, b] : [b, a];
        const headers = client();
        const sends = [submit(first, lead, headers)];
        // Every fourth lead is retried at once on the other instance (a lost answer, say).
        if (index % 4 === 0) sends.push(submit(second, lead, headers));
        return sends;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(40);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);

    const rows = await readLeads();
    const keys = new Set(leads.map((lead) => String(lead.idempotencyKey)));
    const stored = rows.filter((row) => keys.has(row.idempotency_key));
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((row) => row.idempotency_key)).size).toBe(40);

    const notices = await allNoticesDelivered();
    const ids = new Set(stored.map((row) => row.id));
    const ours = notices.filter((notice) => ids.has(notice.lead_id));
    expect(ours).toHaveLength(80);
    expect(ours.every((notice) => notice.attempts === 1)).toBe(true);
    const { mails, hooks } = deliveriesPerLead();
    for (const id of ids) {
      expect(mails.get(id), `mails for lead ${id}`).toBe(1);
      expect(hooks.get(id), `webhooks for lead ${id}`).toBe(1);
    }
  });

  it('hold the rate limit across both: one client gets max leads, however it spreads them', async () => {
    const headers = client();
    const statuses = await Promise.all(
      Array.from({ length: rateLimitMax + 4 }, (_, index) =>
        submit(
          index % 2 === 0 ? a : b,
          validLead({ formToken: token, subject: `Limited ${index}` }),
          headers,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(rateLimitMax);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('take leads from a browser with and without JavaScript, and the export shows every lead once', async ({
    newContext,
  }) => {
    const plain = await (await newContext({ javaScriptEnabled: false })).newPage();
    await plain.goto(`${b.baseUrl}/zh/contact?product=zs-VT15&intent=quote`);
    await plain.locator('#contact-name').fill('赵磊');
    await plain.locator('#contact-email').fill('zhao.lei@example.cn');
    await plain.locator('#contact-subject').fill('两台实例：无脚本');
    await plain.locator('#contact-message').fill('请报价。');
    await plain.locator('#contact-consentPrivacy').check();
    await wait(minFillMs);
    const posted = await submitWithoutScript(plain);
    expect(posted?.status()).toBe(201);

    const scripted = await (await newContext()).newPage();
    await scripted.goto(`${a.baseUrl}/en/contact`);
    await waitForHydration(scripted);
    await scripted.locator('#contact-name').fill('Ana Souza');
    await scripted.locator('#contact-email').fill('ana.souza@example.com');
    await scripted.locator('#contact-subject').fill('Two instances: with JavaScript');
    await scripted.locator('#contact-message').fill('Two VT15 for pipeline patrol, please.');
    await scripted.locator('#contact-consentPrivacy').check();
    await scripted.locator('button[type="submit"]').click();
    await scripted.getByTestId('contact-confirmation').waitFor();

    // The sales team's command, as they run it, against the database both instances share.
    const exported = spawnSync(
      'npm',
      ['run', '--silent', 'leads', '--', 'export', '--format', 'json'],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_PATH: '', DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      },
    );
    expect(exported.stderr).toBe('');
    expect(exported.status).toBe(0);
    const subjects = (JSON.parse(exported.stdout) as { subject: string }[]).map(
      (lead) => lead.subject,
    );
    const expected = [
      ...acknowledged.values(),
      '两台实例：无脚本',
      'Two instances: with JavaScript',
    ];
    expect([...subjects].sort()).toEqual([...new Set(expected)].sort());

    // The CRM hears of both, signed.
    for (const subject of ['两台实例：无脚本', 'Two instances: with JavaScript']) {
      const delivery = await until(
        () => crm.deliveries.find((d) => d.payload.lead.subject === subject),
        10_000,
      );
      expect(delivery.signatureValid).toBe(true);
    }
  });

  it('lose no acknowledged lead when one is killed mid-load, and the other sends its claimed notice once the lease lapses', async () => {
    await allNoticesDelivered();
    // The mail server holds every message unanswered: each instance's e-mail worker is now
    // stuck in a send, holding the claim on one notice.
    smtp.pause();
    let sending = true;
    let aAlive = true;
    let sent = 0;
    const load = async (server: ServerProcess) => {
      while (sending && (server !== a || aAlive)) {
        const lead = validLead({ formToken: token, subject: `Under load ${sent}` });
        sent += 1;
        // A connection the killed instance drops is not an acknowledgement.
        await submit(server, lead).catch(() => 0);
      }
    };
    const loads = [a, a, a, b, b, b].map(load);
    await until(() => (smtp.heldCount() >= 2 && sent >= 30 ? true : undefined), 20_000);
    aAlive = false;
    await a.kill('SIGKILL');
    expect(a.child.signalCode).toBe('SIGKILL');
    // The dead instance's message: its sender hung up before the mail server answered.
    const [abandoned] = await until(
      () => (smtp.abandoned().length > 0 ? smtp.abandoned() : undefined),
      10_000,
    );
    const deadClaim = abandoned ? mailLeadId(abandoned) : undefined;
    expect(deadClaim).toBeDefined();
    // The load goes on against the survivor for a while.
    const before = acknowledged.size;
    await until(() => (acknowledged.size >= before + 15 ? true : undefined), 20_000);
    sending = false;
    await Promise.all(loads);
    smtp.resume();

    const rows = await readLeads();
    const storedKeys = rows.map((row) => row.idempotency_key);
    expect(new Set(storedKeys).size).toBe(rows.length);
    for (const key of acknowledged.keys()) expect(storedKeys).toContain(key);

    const notices = await allNoticesDelivered();
    const { mails, hooks } = deliveriesPerLead();
    for (const row of rows) {
      expect(mails.get(row.id), `mails for lead ${row.id}`).toBe(1);
      // A webhook cut off by the kill may have reached the CRM before its answer was
      // recorded: at least once, under one id the CRM can drop repeats by.
      expect(hooks.get(row.id), `webhooks for lead ${row.id}`).toBeGreaterThanOrEqual(1);
    }
    // Claimed by the dead instance (its attempt counted), then by the survivor.
    expect(notices.find((n) => n.lead_id === deadClaim && n.channel === 'email')).toMatchObject({
      attempts: 2,
    });
  });
});
