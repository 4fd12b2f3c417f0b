import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formToken,
  postJson,
  readLeads,
  readNotices,
  startLeadsServer,
  until,
  validLead,
  wait,
  type LeadsServer,
} from './support/leads.ts';
import { decodedMail as decoded, startMailServer, type MailServer } from './support/mail-server.ts';

let smtp: MailServer;
let server: LeadsServer;
let token: string;

beforeAll(async () => {
  smtp = await startMailServer();
  server = await startLeadsServer({
    SMTP_URL: smtp.url,
    SALES_EMAIL: 'sales-team@example.com',
    MAIL_FROM: 'ZS UAV website <website@example.com>',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '800',
    CONTACT_MIN_FILL_MS: '100',
    RATE_LIMIT_MAX: '100',
  });
  token = (await formToken(server.baseUrl)).token;
  await wait(150);
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.stop();
});

describe('sales are told by e-mail', () => {
  it('mails each lead to the sales address, as plain text with the visitor in Reply-To', async () => {
    const lead = validLead({ formToken: token, subject: 'Mail me: VT30 for mapping' });
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

  it('keeps the lead and retries the notice while the mail server is down, then delivers it', async () => {
    await smtp.stop();

    const lead = validLead({ formToken: token, subject: 'Sent while mail is down' });
    const started = Date.now();
    const response = await postJson(server.baseUrl, lead);
    // The visitor's answer does not wait for the mail server.
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    expect(row).toBeDefined();

    const failing = await until(
      () =>
        readNotices(server.databasePath).find(
          (o) => o.lead_id === row?.id && o.attempts >= 2 && !o.sent_at,
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

  it('sends notices still waiting when the server restarts', async () => {
    await smtp.stop();
    const lead = validLead({ formToken: token, subject: 'Waiting across a restart' });
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
    server = await server.restart();
    await until(
      () => smtp.inbox.find((message) => message.raw.includes('Waiting across a restart')),
      10_000,
    );
  });
});
