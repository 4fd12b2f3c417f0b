import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { ContactApiAnswer } from '../../src/features/contact-form/contact-api.ts';
import { contactFields } from '../../src/features/contact-form/contact-fields.ts';
import { describe, expect, testWithServer, type ServerProcess } from './support/fixtures.ts';
import {
  acceptedFormToken,
  formToken,
  postJson,
  readLeads,
  readNotices,
  validLead,
  wait,
} from './support/leads.ts';

/**
 * POST /api/contact against the real server process and a real SQLite file. The server trusts
 * X-Forwarded-For here, so each test is its own client for the rate limit (as visitors behind
 * the production proxy are).
 */
const minFillMs = 400;
let token: string;

const it = testWithServer({
  TRUST_PROXY: 'true',
  CONTACT_MIN_FILL_MS: String(minFillMs),
  RATE_LIMIT_MAX: '5',
  RATE_LIMIT_WINDOW_SECONDS: '600',
});

it.beforeAll(async ({ server }) => {
  // The token counts as a person's: old enough for every valid lead below.
  token = await acceptedFormToken(server.baseUrl, minFillMs);
});

let clientCounter = 0;
/** A distinct client address for each call site, so the rate limit never mixes tests. */
function client(): Record<string, string> {
  clientCounter += 1;
  return { 'x-forwarded-for': `198.51.100.${clientCounter}` };
}

async function answer(response: Response): Promise<ContactApiAnswer> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as ContactApiAnswer;
}

const leadCount = (server: ServerProcess) => readLeads(server.databasePath).length;

describe('valid leads', () => {
  it('stores a JSON submission with every field before answering 201', async ({ server }) => {
    const lead = validLead({
      formToken: token,
      name: '  Li Wei  ',
      message: 'Line one\r\nLine two',
    });
    const response = await postJson(server.baseUrl, lead, client());
    expect(response.status).toBe(201);
    expect(await answer(response)).toEqual({
      code: 'received',
      message: 'Thank you. We have received your message and will reply within one business day.',
    });
    const stored = readLeads(server.databasePath).find(
      (row) => row.idempotency_key === lead.idempotencyKey,
    );
    // Every field the visitor fills in, as sent, but for the name trimmed and the line ends made \n.
    const sent = Object.fromEntries(contactFields.map((field) => [field, lead[field]]));
    expect(stored).toMatchObject({
      ...sent,
      name: 'Li Wei',
      message: 'Line one\nLine two',
      language: 'en',
      channel: 'fetch',
    });
    expect(Date.now() - Date.parse(stored?.received_at ?? '')).toBeLessThan(60_000);
    // Its sales notice is queued in the same transaction.
    expect(readNotices(server.databasePath).map((row) => row.lead_id)).toContain(stored?.id);
  });

  it('stores a lead with only the required fields, leaving the optional ones empty', async ({
    server,
  }) => {
    const lead = {
      name: '王芳',
      email: 'wang.fang@example.cn',
      subject: '咨询多旋翼无人机',
      message: '请联系我。',
      lang: 'zh',
      formToken: token,
      idempotencyKey: randomUUID(),
      consentPrivacy: 'yes',
    };
    const response = await postJson(server.baseUrl, lead, client());
    expect(response.status).toBe(201);
    expect((await answer(response)).message).toBe(
      '感谢您，我们已收到您的留言，将在一个工作日内回复。',
    );
    const stored = readLeads(server.databasePath).find(
      (row) => row.idempotency_key === lead.idempotencyKey,
    );
    expect(stored).toMatchObject({
      name: '王芳',
      language: 'zh',
      company: null,
      phone: null,
      country: null,
      product: null,
      intent: null,
    });
  });

  it('accepts a form-encoded post and answers a browser with a page in its language', async ({
    server,
  }) => {
    const before = leadCount(server);
    const form = new URLSearchParams({
      name: 'Chen Jing',
      email: 'chen.jing@example.com',
      subject: '巡检方案',
      message: '需要报价',
      lang: 'zh',
      formToken: token,
      website: '',
      consentPrivacy: 'yes',
    });
    const response = await fetch(`${server.baseUrl}/api/contact`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
        // A browser sends the page it posted from; its query names the product.
        referer: `${server.baseUrl}/zh/contact?product=zs-EM25&intent=call`,
        ...client(),
      },
      body: form.toString(),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="zh">');
    expect(page).toContain('感谢您，留言已发送');
    expect(page).not.toMatch(/<script|style=/);
    const rows = readLeads(server.databasePath);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      name: 'Chen Jing',
      product: 'zs-EM25',
      intent: 'call',
      channel: 'form',
      language: 'zh',
    });
  });
});

describe('bad input gets a clear 4xx and stores nothing', () => {
  const cases: {
    title: string;
    body: () => string | Record<string, unknown> | unknown[];
    contentType?: string;
    status: number;
    code: string;
    fields?: Record<string, string>;
  }[] = [
    {
      title: 'missing required fields',
      body: () => ({ formToken: token, lang: 'en', company: 'ACME' }),
      status: 400,
      code: 'validation_failed',
      fields: {
        name: 'required',
        email: 'required',
        subject: 'required',
        message: 'required',
        consentPrivacy: 'consentRequired',
      },
    },
    {
      title: 'fields of the wrong type',
      body: () => validLead({ formToken: token, name: 42, email: ['a@b.co'], intent: 7 }),
      status: 400,
      code: 'validation_failed',
      fields: { name: 'notText', email: 'notText', intent: 'intentInvalid' },
    },
    {
      title: 'an e-mail address OWASP would refuse',
      body: () => validLead({ formToken: token, email: 'o\'brien"@example.com' }),
      status: 400,
      code: 'validation_failed',
      fields: { email: 'emailInvalid' },
    },
    {
      title: 'script tags',
      body: () =>
        validLead({ formToken: token, subject: '<script>alert(1)</script>', message: 'hi </a>' }),
      status: 400,
      code: 'validation_failed',
      fields: { subject: 'markup', message: 'markup' },
    },
    {
      title: 'control characters and a lone surrogate',
      body: () =>
        validLead({
          formToken: token,
          name: 'Li\u0000Wei',
          company: 'A\u202EB',
          message: 'x\ud800',
        }),
      status: 400,
      code: 'validation_failed',
      fields: {
        name: 'controlCharacters',
        company: 'controlCharacters',
        message: 'controlCharacters',
      },
    },
    {
      title: 'long Unicode text over the field limits',
      body: () =>
        validLead({ formToken: token, message: '无'.repeat(1501), name: '😀'.repeat(101) }),
      status: 400,
      code: 'validation_failed',
      fields: { message: 'tooLong', name: 'tooLong' },
    },
    {
      title: 'a mission the finder could not send',
      body: () =>
        validLead({ formToken: token, mission: { task: 'logistics', payload: 8, budget: 'high' } }),
      status: 400,
      code: 'validation_failed',
      fields: { mission: 'missionInvalid' },
    },
    {
      title: 'no consent to the privacy policy',
      body: () =>
        validLead({ formToken: token, consentPrivacy: undefined, consentMarketing: 'yes' }),
      status: 400,
      code: 'validation_failed',
      fields: { consentPrivacy: 'consentRequired' },
    },
    {
      title: 'a consent ticked with another value than the box posts',
      body: () => validLead({ formToken: token, consentPrivacy: 'no' }),
      status: 400,
      code: 'validation_failed',
      fields: { consentPrivacy: 'consentRequired' },
    },
    {
      title: 'a body over 16 KB',
      body: () => validLead({ formToken: token, message: '😀'.repeat(5000) }),
      status: 413,
      code: 'payload_too_large',
    },
    {
      title: 'malformed JSON',
      body: () => '{"name": "Li Wei", "email": ',
      status: 400,
      code: 'invalid_json',
    },
    {
      title: 'a JSON prototype-pollution key',
      body: () => '{"__proto__": {"admin": true}, "name": "x"}',
      status: 400,
      code: 'invalid_json',
    },
    {
      title: 'a JSON array instead of an object',
      body: () => [validLead({ formToken: token })],
      status: 400,
      code: 'invalid_body',
    },
    {
      title: 'an unsupported content type',
      body: () => 'name=Li',
      contentType: 'text/plain',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      title: 'a repeated form field',
      body: () =>
        `name=a&name=b&email=a%40b.co&subject=s&message=m&consentPrivacy=yes&formToken=${encodeURIComponent(token)}`,
      contentType: 'application/x-www-form-urlencoded',
      status: 400,
      code: 'validation_failed',
      fields: { name: 'notText' },
    },
  ];

  it.for(cases)(
    '$title → $status $code',
    async ({ body, contentType, status, code, fields }, { server }) => {
      const before = leadCount(server);
      const payload = body();
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': contentType ?? 'application/json',
          accept: 'application/json',
          ...client(),
        },
        body: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.status).toBe(status);
      const result = await answer(response);
      expect(result.code).toBe(code);
      expect(result.message.length).toBeGreaterThan(10);
      if (fields) {
        expect(Object.fromEntries((result.fields ?? []).map((f) => [f.field, f.code]))).toEqual(
          fields,
        );
        for (const problem of result.fields ?? []) {
          expect(problem.message).not.toMatch(/errors\.|consents\./);
        }
      }
      expect(leadCount(server)).toBe(before);
    },
  );

  it('answers in the language the request names, then the page it came from, then the browser', async ({
    server,
  }) => {
    const invalid = { formToken: token, name: 'x' };
    const zhByField = await answer(
      await postJson(server.baseUrl, { ...invalid, lang: 'zh' }, client()),
    );
    expect(zhByField.message).toBe('部分字段需要修改，您的留言尚未发送。');
    expect(zhByField.fields?.find((f) => f.field === 'email')?.message).toBe('请填写此字段。');

    const zhByReferer = await answer(
      await postJson(server.baseUrl, invalid, {
        referer: `${server.baseUrl}/zh/contact`,
        'accept-language': 'en',
        ...client(),
      }),
    );
    expect(zhByReferer.message).toBe('部分字段需要修改，您的留言尚未发送。');

    const zhByBrowser = await answer(
      await postJson(server.baseUrl, '{oops', { 'accept-language': 'zh-CN,zh;q=0.9', ...client() }),
    );
    expect(zhByBrowser.message).toBe('请求内容不是有效的 JSON。');

    const fallback = await answer(
      await postJson(
        server.baseUrl,
        { ...invalid, lang: 'fr' },
        { 'accept-language': 'fr', ...client() },
      ),
    );
    expect(fallback.message).toBe('Some fields need attention; your message has not been sent.');
  });

  it('refuses a submission without a form token, storing nothing', async ({ server }) => {
    const before = leadCount(server);
    const response = await postJson(server.baseUrl, validLead(), client());
    expect(response.status).toBe(400);
    expect((await answer(response)).code).toBe('form_expired');
    const forged = await postJson(
      server.baseUrl,
      validLead({ formToken: `${token.slice(0, -2)}xx` }),
      client(),
    );
    expect((await answer(forged)).code).toBe('form_expired');
    expect(leadCount(server)).toBe(before);
  });
});

describe('bots are dropped quietly', () => {
  it('answers a filled honeypot exactly like a person, and stores nothing', async ({ server }) => {
    const before = leadCount(server);
    const person = await postJson(server.baseUrl, validLead({ formToken: token }), client());
    const bot = await postJson(
      server.baseUrl,
      validLead({ formToken: token, website: 'https://spam.example' }),
      client(),
    );
    expect(bot.status).toBe(person.status);
    expect(await bot.json()).toEqual(await person.json());
    expect(leadCount(server)).toBe(before + 1);
  });

  it('drops a submission sent sooner than the minimum fill time after the form was served', async ({
    server,
  }) => {
    const before = leadCount(server);
    // A bot that loads the contact page and posts at once, carrying the page's cookie.
    const page = await fetch(`${server.baseUrl}/en/contact`);
    const cookie = page.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/^zs_form_token=/);
    const fast = await postJson(server.baseUrl, validLead(), { cookie: cookie ?? '', ...client() });
    expect(fast.status).toBe(201);
    expect((await answer(fast)).code).toBe('received');
    expect(leadCount(server)).toBe(before);

    // The same visitor after a human's pause is stored.
    await wait(minFillMs + 50);
    const human = await postJson(server.baseUrl, validLead(), {
      cookie: cookie ?? '',
      ...client(),
    });
    expect(human.status).toBe(201);
    expect(leadCount(server)).toBe(before + 1);
  });

  it('tells the form how long to wait, so a script-driven send is never dropped as too fast', async ({
    server,
  }) => {
    const fresh = await formToken(server.baseUrl);
    expect(fresh.waitMs).toBeGreaterThan(minFillMs - 100);
    expect(fresh.waitMs).toBeLessThanOrEqual(minFillMs);
  });
});

describe('rate limit per client', () => {
  it('answers the sixth lead in the window with 429, Retry-After and a translated message', async ({
    server,
  }) => {
    const headers = client();
    const accepted = [];
    for (let index = 0; index < 5; index += 1) {
      const lead = validLead({ formToken: token, subject: `Lead ${index}` });
      const response = await postJson(server.baseUrl, lead, headers);
      expect(response.status).toBe(201);
      accepted.push(lead);
    }
    const before = leadCount(server);
    const limited = await postJson(
      server.baseUrl,
      validLead({ formToken: token, lang: 'zh' }),
      headers,
    );
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const result = await answer(limited);
    expect(result.code).toBe('rate_limited');
    expect(result.retryAfterSeconds).toBe(retryAfter);
    expect(result.message).toMatch(/^您的网络连接发送的留言过多。请在 10 分钟后重试/);
    expect(leadCount(server)).toBe(before);

    // A retry of a lead already stored is not a new lead: it is still answered while limited.
    const replay = await postJson(server.baseUrl, accepted[0], headers);
    expect(replay.status).toBe(200);
    // Another client is not affected.
    expect((await postJson(server.baseUrl, validLead({ formToken: token }), client())).status).toBe(
      201,
    );
  });
});

describe('idempotency', () => {
  it('counts a retried submission once: one lead, one notice', async ({ server }) => {
    const lead = validLead({ formToken: token });
    const headers = client();
    const first = await postJson(server.baseUrl, lead, headers);
    const retries = await Promise.all([1, 2, 3].map(() => postJson(server.baseUrl, lead, headers)));
    expect(first.status).toBe(201);
    expect(retries.map((response) => response.status)).toEqual([200, 200, 200]);
    const rows = readLeads(server.databasePath).filter(
      (row) => row.idempotency_key === lead.idempotencyKey,
    );
    expect(rows).toHaveLength(1);
    expect(
      readNotices(server.databasePath).filter((row) => row.lead_id === rows[0]?.id),
    ).toHaveLength(1);
  });

  it('refuses a different message under a key already used', async ({ server }) => {
    const lead = validLead({ formToken: token });
    expect((await postJson(server.baseUrl, lead, client())).status).toBe(201);
    const before = leadCount(server);
    const changed = await postJson(
      server.baseUrl,
      { ...lead, message: 'Something else' },
      client(),
    );
    expect(changed.status).toBe(409);
    expect((await answer(changed)).code).toBe('idempotency_conflict');
    expect(leadCount(server)).toBe(before);
  });

  it('counts a plain HTML form posted twice (a double click) once', async ({ server }) => {
    const before = leadCount(server);
    const body = new URLSearchParams({
      name: 'Double Click',
      email: 'double@example.com',
      subject: 'Twice',
      message: 'Sent twice by an impatient visitor',
      lang: 'en',
      formToken: token,
      consentPrivacy: 'yes',
    }).toString();
    const post = () =>
      fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          ...client(),
        },
        body,
      });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(200);
    expect(leadCount(server)).toBe(before + 1);
  });
});

describe('a lead the database cannot take', () => {
  /** Makes the real database refuse new leads, as a full disk would, until undone. */
  function refuseInserts(server: ServerProcess, refuse: boolean) {
    const db = new Database(server.databasePath);
    try {
      db.exec(
        refuse
          ? "CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'simulated disk failure'); END;"
          : 'DROP TRIGGER refuse_leads;',
      );
    } finally {
      db.close();
    }
  }

  it('is answered 500, never acknowledged, and the form comes back with the text', async ({
    server,
  }) => {
    const before = leadCount(server);
    const lead = validLead({ formToken: token, subject: 'Stored only on the second try' });
    refuseInserts(server, true);
    try {
      const failed = await postJson(server.baseUrl, lead, client());
      expect(failed.status).toBe(500);
      expect(await answer(failed)).toMatchObject({ code: 'server_error' });

      const page = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          ...client(),
        },
        body: new URLSearchParams({
          name: 'Kept Text',
          email: 'kept@example.com',
          subject: 'Kept subject',
          message: 'Nothing typed is lost',
          formToken: token,
          consentPrivacy: 'yes',
        }).toString(),
      });
      expect(page.status).toBe(500);
      const html = await page.text();
      expect(html).toContain('value="Kept Text"');
      expect(html).toContain('Nothing typed is lost</textarea>');
      expect(leadCount(server)).toBe(before);
    } finally {
      refuseInserts(server, false);
    }
    // The same submission, retried once the database is well again, is stored once.
    expect((await postJson(server.baseUrl, lead, client())).status).toBe(201);
    expect(leadCount(server)).toBe(before + 1);
  });
});
