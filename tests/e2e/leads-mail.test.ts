import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/server-process.ts';
import { describe, expect, testWithServer } from './support/fixtures.ts';
import { formToken, postJson, readLeads, readOutbox, validLead, wait } from './support/leads.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server (the smtp-server package) on a loopback port, keeping what it receives. */
async function startMailServer(port: number, inbox: ReceivedMail[]): Promise<SMTPServer> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  smtp.listen(port, '127.0.0.1');
  await once(smtp.server, 'listening');
  return smtp;
}

function stopMailServer(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => smtp.close(() => resolve()));
}

async function until<T>(check: () => T | undefined, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms.`);
    await wait(50);
  }
}

/** Quoted-printable soft breaks and escapes undone, so assertions can read the body. */
function decoded(raw: string): string {
  return raw
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const smtpPort = await freePort();
let smtp: SMTPServer | undefined;
const inbox: ReceivedMail[] = [];
let token: string;

const it = testWithServer({
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  SALES_EMAIL: 'sales-team@example.com',
  MAIL_FROM: 'ZS UAV website <website@example.com>',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '800',
  CONTACT_MIN_FILL_MS: '100',
  RATE_LIMIT_MAX: '100',
});

it.beforeAll(async ({ server }) => {
  smtp = await startMailServer(smtpPort, inbox);
  token = (await formToken(server.baseUrl)).token;
  await wait(150);
});

it.afterAll(async () => {
  if (smtp) await stopMailServer(smtp);
});

describe('sales are told by e-mail', () => {
  it('mails each lead to the sales address, as plain text with the visitor in Reply-To', async ({
    server,
  }) => {
    const lead = validLead({ formToken: token, subject: 'Mail me: VT30 for mapping' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const mail = await until(
      () => inbox.find((message) => message.raw.includes('VT30 for mapping')),
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
      () => readOutbox(server.databasePath).find((o) => o.lead_id === row?.id && o.sent_at),
      5_000,
    );
    expect(notice.attempts).toBe(1);
  });

  it('answers the visitor without waiting for a mail server that does not answer', async ({
    server,
  }) => {
    if (smtp) await stopMailServer(smtp);
    smtp = undefined;
    // Takes the connection and never greets: a send waits on it until its greeting timeout.
    const held: Socket[] = [];
    const silent = createServer((socket) => held.push(socket));
    silent.listen(smtpPort, '127.0.0.1');
    await once(silent, 'listening');
    const lead = validLead({ formToken: token, subject: 'Sent while mail is silent' });
    const noticeOf = (leadId: number | undefined) =>
      readOutbox(server.databasePath).find((o) => o.lead_id === leadId);
    try {
      expect((await postJson(server.baseUrl, lead)).status).toBe(201);
      const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
      expect(row).toBeDefined();
      // The answer came before the notice's first attempt ended...
      expect(noticeOf(row?.id)).toMatchObject({ attempts: 0, sent_at: null });
      // ...an attempt that is really under way, held by the silent server.
      await until(() => (held.length > 0 ? true : undefined), 10_000);
      expect(noticeOf(row?.id)).toMatchObject({ attempts: 0, sent_at: null });
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
    smtp = await startMailServer(smtpPort, inbox);
    await until(
      () => inbox.find((message) => message.raw.includes('Sent while mail is silent')),
      10_000,
    );
  });

  it('keeps the lead and retries the notice while the mail server is down, then delivers it', async ({
    server,
  }) => {
    if (smtp) await stopMailServer(smtp);
    smtp = undefined;

    const lead = validLead({ formToken: token, subject: 'Sent while mail is down' });
    const response = await postJson(server.baseUrl, lead);
    expect(response.status).toBe(201);
    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    expect(row).toBeDefined();

    const failing = await until(
      () =>
        readOutbox(server.databasePath).find(
          (o) => o.lead_id === row?.id && o.attempts >= 2 && !o.sent_at,
        ),
      10_000,
    );
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startMailServer(smtpPort, inbox);
    const mail = await until(
      () => inbox.find((message) => message.raw.includes('Sent while mail is down')),
      10_000,
    );
    expect(mail.to).toEqual(['sales-team@example.com']);
    const sent = await until(
      () => readOutbox(server.databasePath).find((o) => o.lead_id === row?.id && o.sent_at),
      5_000,
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(inbox.filter((message) => message.raw.includes('Sent while mail is down'))).toHaveLength(
      1,
    );
  });

  it('sends notices still waiting when the server restarts', async ({ server }) => {
    if (smtp) await stopMailServer(smtp);
    smtp = undefined;
    const lead = validLead({ formToken: token, subject: 'Waiting across a restart' });
    expect((await postJson(server.baseUrl, lead)).status).toBe(201);
    const row = readLeads(server.databasePath).find((r) => r.subject === lead.subject);
    // Killed between attempts. (Killed during one, the notice's lease of two minutes has to
    // lapse first, since no process can tell a dead claimant from a slow one.)
    await until(
      () =>
        readOutbox(server.databasePath).find(
          (o) =>
            o.lead_id === row?.id &&
            o.attempts >= 1 &&
            o.locked_until === null &&
            o.next_attempt_at - Date.now() > 150,
        ),
      10_000,
    );
    await server.kill('SIGKILL');

    smtp = await startMailServer(smtpPort, inbox);
    await server.restart();
    await until(
      () => inbox.find((message) => message.raw.includes('Waiting across a restart')),
      10_000,
    );
  });
});
