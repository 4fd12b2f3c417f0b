import { runLeadsCommand } from '../../scripts/leads.ts';
import { startCrmReceiver } from './support/crm-receiver.ts';
import { describe, expect, type ServerProcess } from './support/fixtures.ts';
import { testWithLeadNotices } from './support/lead-notices.ts';
import { postJson, readLeads, readNotices, until, validLead } from './support/leads.ts';

/**
 * The lead webhook against a real HTTP receiver that checks each signature as the
 * documentation tells a CRM to (support/crm-receiver.ts), from a real server on SQLite.
 */
const secret = 'whsec-e2e-4f1c9a7d2b6e8035';
const crm = await startCrmReceiver(secret);
crm.answer = (lead) => (String(lead.subject).startsWith('Refused') ? 422 : 204);

const { it, formToken } = testWithLeadNotices(
  {
    LEAD_WEBHOOK_URL: crm.url,
    LEAD_WEBHOOK_SECRET: secret,
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_RETRY_MAX_MS: '800',
  },
  crm,
);

const noticeOf = (server: ServerProcess, subject: string) => {
  const lead = readLeads(server.databasePath).find((row) => row.subject === subject);
  return readNotices(server.databasePath).find(
    (notice) => notice.lead_id === lead?.id && notice.channel === 'webhook',
  );
};

describe('the CRM webhook', () => {
  it('posts each lead as signed, versioned JSON the receiver verifies', async ({ server }) => {
    const lead = validLead({ formToken: formToken(), subject: 'Signed for the CRM', lang: 'zh' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const delivery = await until(
      () => crm.deliveries.find((d) => d.payload.lead.subject === 'Signed for the CRM'),
      10_000,
    );
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.payload).toMatchObject({
      version: 1,
      event: 'lead.created',
      id: expect.stringMatching(/^lead-\d+-\d{17}$/),
      lead: {
        name: 'Li Wei',
        email: 'li.wei@example.com',
        company: 'Shenzhen Grid Inspection Co.',
        product: 'zs-VT15',
        intent: 'quote',
        language: 'zh',
        message: 'We inspect 400 km of power lines each month.\nPlease send a quote.',
      },
    });
    const notice = await until(() => {
      const row = noticeOf(server, 'Signed for the CRM');
      return row?.sent_at ? row : undefined;
    }, 5_000);
    expect(notice.attempts).toBe(1);
    // Without SMTP_URL the e-mail notice of the same lead waits, on its own.
    const email = readNotices(server.databasePath).find(
      (row) => row.lead_id === notice.lead_id && row.channel === 'email',
    );
    expect(email).toMatchObject({ sent_at: null, attempts: 0 });
  });

  it('retries while the receiver is down, then delivers once', async ({ server }) => {
    await crm.stop();
    const lead = validLead({ formToken: formToken(), subject: 'Sent while the CRM is down' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    // Two attempts over, as in leads-mail.test.ts: `attempts` counts an attempt as it starts
    // and its claim (`locked_until`) ends with it. A second attempt still in flight could
    // reach the receiver once it is back, and the lead would go out on that attempt.
    const failing = await until(() => {
      const row = noticeOf(server, 'Sent while the CRM is down');
      return row && row.attempts >= 2 && !row.locked_until && !row.sent_at ? row : undefined;
    }, 10_000);
    expect(failing.last_error).toMatch(/could not be reached: ECONNREFUSED/);
    expect(failing.failed_at).toBeNull();

    await crm.start();
    const sent = await until(() => {
      const row = noticeOf(server, 'Sent while the CRM is down');
      return row?.sent_at ? row : undefined;
    }, 10_000);
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    const deliveries = crm.deliveries.filter(
      (d) => d.payload.lead.subject === 'Sent while the CRM is down',
    );
    expect(deliveries.map((d) => [d.signatureValid, d.status])).toEqual([[true, 204]]);
  });

  it('gives up on a lead the receiver refuses with a 4xx, and the status command lists it', async ({
    server,
  }) => {
    const lead = validLead({ formToken: formToken(), subject: 'Refused by the CRM' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const failed = await until(() => {
      const row = noticeOf(server, 'Refused by the CRM');
      return row?.failed_at ? row : undefined;
    }, 10_000);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, locked_until: null });
    expect(failed.last_error).toBe('the webhook answered 422');

    const status = await runLeadsCommand(['status'], { DATABASE_PATH: server.databasePath });
    expect(status).toMatch(/^ {2}webhook +2 +0 +1$/m);
    expect(status).toMatch(
      new RegExp(
        `^ {2}webhook +lead ${failed.lead_id}, 1 attempt, failed .+: the webhook answered 422$`,
        'm',
      ),
    );
  });

  it('carries the mission a lead came with from the finder, and null without one', async ({
    server,
  }) => {
    const mission = { task: 'logistics', payload: 8, range: 300, tmin: -20, tmax: 45 };
    const lead = validLead({ formToken: formToken(), subject: 'A mission for the CRM', mission });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const delivery = await until(
      () => crm.deliveries.find((d) => d.payload.lead.subject === 'A mission for the CRM'),
      10_000,
    );
    expect(delivery.signatureValid).toBe(true);
    expect(delivery.payload).toMatchObject({ version: 1, lead: { mission } });
    const withoutMission = crm.deliveries.find(
      (d) => d.payload.lead.subject === 'Signed for the CRM',
    );
    expect(withoutMission?.payload.lead.mission).toBeNull();
  });
});
