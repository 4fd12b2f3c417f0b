import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { describe, expect } from './support/fixtures.ts';
import { testWithLeadNotices } from './support/lead-notices.ts';
import { postJson, readLeads, readNotices, until, validLead } from './support/leads.ts';
import { decodedMail as decoded, startMailServer } from './support/mail-server.ts';

const smtp = await startMailServer();
const { it, formToken } = testWithLeadNotices(
  {
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales-team@example.com',
    MAIL_FROM: 'ZS UAV website <website@example.com>',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '800',
  },
  smtp,
);

describe('sales are told by e-mail', () => {
  it('mails each lead to the sales address, as plain text with the visitor in Reply-To', async ({
    server,
  }) => {
    const lead = validLead({ formToken: formToken(), subject: 'Mail me: VT30 for mapping' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const mail = await until(
      () => smtp.inbox.find((message) => message.raw.includes('VT30 for mapping')),
      10_000,
    );
    expect(mail.to).toEqual(['sales-team@example.com']);
    expect(mail.from).toBe('website@example.com');
    const text = decoded(mail.raw);
    expect(text).toMatch(/^Reply-To: Li Wei <li\.wei@example\.com>/m);
    expect(text).toMatch(/^Subject: Website enquiry #\d+: Mail me: VT30 for mapping/m);
    expect(text).toContain('Product of interest: zs-VT15');
    expect(text).toContain('We inspect 400 km of power lines each month.');
    expect(text).toMatch(/^Content-Type: text\/plain/m);

    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    const notice = await until(
      () => readNotices(server.databasePath).find((o) => o.lead_id === row?.id && o.sent_at),
      5_000,
    );
    expect(notice.attempts).toBe(1);
  });

  it('answers the visitor without waiting for a mail server that does not answer', async ({
    server,
  }) => {
    await smtp.stop();
    // Takes the connection and never greets: a send waits on it until its greeting timeout.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    silent.listen(smtp.port, '127.0.0.1');
    await once(silent, 'listening');
    const lead = validLead({ formToken: formToken(), subject: 'Sent while mail is silent' });
    const noticeOf = (leadId: number | undefined) =>
      readNotices(server.databasePath).find((o) => o.lead_id === leadId && o.channel === 'email');
    try {
      expect((await postJson(server.baseUrl, lead)).status).toBe(201);
      const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
      expect(row).toBeDefined();
      // The answer came before the notice's first attempt ended (an ended one records why)...
      expect(noticeOf(row?.id)).toMatchObject({ sent_at: null, last_error: null });
      // ...an attempt that is really under way: claimed, and held by the silent server.
      await until(() => (held.length > 0 ? true : undefined), 10_000);
      expect(noticeOf(row?.id)).toMatchObject({
        attempts: 1,
        sent_at: null,
        last_error: null,
        locked_until: expect.any(Number),
      });
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
    await smtp.start();
    await until(
      () => smtp.inbox.find((message) => message.raw.includes('Sent while mail is silent')),
      10_000,
    );
  });

  it('keeps the lead and retries the notice while the mail server is down, then delivers it', async ({
    server,
  }) => {
    await smtp.stop();

    const lead = validLead({ formToken: formToken(), subject: 'Sent while mail is down' });
    const response = await postJson(server.baseUrl, lead);
    expect(response.status).toBe(201);
    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    expect(row).toBeDefined();

    // Two attempts made and ended (no claim held): a second one still under way when the mail
    // server comes back could succeed, and the retry below would not be tested.
    const failing = await until(
      () =>
        readNotices(server.databasePath).find(
          (o) => o.lead_id === row?.id && o.attempts >= 2 && !o.locked_until && !o.sent_at,
        ),
      10_000,
    );
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    const mail = await until(
      () => smtp.inbox.find((message) => message.raw.includes('Sent while mail is down')),
      10_000,
    );
    expect(mail.to).toEqual(['sales-team@example.com']);
    const sent = await until(
      () => readNotices(server.databasePath).find((o) => o.lead_id === row?.id && o.sent_at),
      5_000,
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(
      smtp.inbox.filter((message) => message.raw.includes('Sent while mail is down')),
    ).toHaveLength(1);
  });

  it('sends notices still waiting when the server restarts', async ({ server }) => {
    await smtp.stop();
    const lead = validLead({ formToken: formToken(), subject: 'Waiting across a restart' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    // Killed between attempts. (Killed during one, the notice's lease of two minutes has to
    // lapse first, since no process can tell a dead claimant from a slow one.)
    await until(
      () =>
        readNotices(server.databasePath).find(
          (o) =>
            o.lead_id === row?.id &&
            o.attempts >= 1 &&
            o.locked_until === null &&
            o.next_attempt_at - Date.now() > 150,
        ),
      10_000,
    );
    await server.kill('SIGKILL');

    await smtp.start();
    await server.restart();
    await until(
      () => smtp.inbox.find((message) => message.raw.includes('Waiting across a restart')),
      10_000,
    );
  });

  it('words the mission a lead came with from the finder', async ({ server }) => {
    const mission = { task: 'inspection', payload: 1.5, wind: 6, device: 'zs-IRT35' };
    const lead = validLead({ formToken: formToken(), subject: 'Mail me: a mission', mission });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const mail = await until(
      () => smtp.inbox.find((message) => message.raw.includes('Mail me: a mission')),
      10_000,
    );
    expect(decoded(mail.raw)).toContain(
      'Mission: inspection, payload 1.5 kg, take-off wind up to Beaufort force 6, carrying the ' +
        'ZS-IRT35 dual-sensor thermal camera.',
    );
  });
});
