import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build-layout.ts';
import { missionNeedNames } from '../../src/routing/mission-query.ts';
import { freePort } from '../../scripts/server-process.ts';
import type { StoredLead } from './lead-store.ts';
import { DeliveryError } from './outbox.ts';
import {
  createWebhookSender,
  leadWebhookPayload,
  leadWebhookVersion,
  verifyWebhookSignature,
  webhookSignature,
} from './webhook.ts';
import { contactConsent, storedLead } from './test-leads.ts';

const secret = 'whsec-test-0123456789';

const lead = storedLead({
  id: 42,
  language: 'zh',
  name: '王芳',
  email: 'wang.fang@example.com',
  company: 'Shenzhen Grid Inspection Co.',
  phone: '+86 755 1234 5678',
  country: 'China',
  product: 'zs-VT15',
  intent: 'quote',
  subject: 'Quote',
  message: 'Two VT15, please.',
});

describe('the signature', () => {
  it('is HMAC-SHA256 of "<timestamp>.<body>" in hex, as t=…,v1=…', () => {
    // Computed apart from this code: python3 -c "import hmac, hashlib; print(hmac.new(
    // b'whsec-test-0123456789', b'1767225600.{\"version\":1}', hashlib.sha256).hexdigest())"
    expect(webhookSignature(secret, '{"version":1}', 1767225600)).toBe(
      't=1767225600,v1=42aaf1ad96f43d479b72810432a68048864a6b433b2f42832030c8f22f8116b3',
    );
  });

  it('verifies within the tolerance and refuses a changed body, another secret or an old timestamp', () => {
    const body = JSON.stringify(leadWebhookPayload(lead, 'https://www.zs-uav.com'));
    const now = Date.parse('2026-03-01T08:00:10Z');
    const header = webhookSignature(secret, body, Math.floor(now / 1000));
    expect(verifyWebhookSignature(header, body, secret, { now })).toMatchObject({ valid: true });
    // A receiver rotating secrets may be sent several v1 values; one match is enough.
    expect(
      verifyWebhookSignature(`${header},v1=${'0'.repeat(64)}`, body, secret, { now }),
    ).toMatchObject({ valid: true });

    expect(verifyWebhookSignature(header, `${body} `, secret, { now })).toEqual({
      valid: false,
      reason: 'no v1 signature matches',
    });
    expect(verifyWebhookSignature(header, body, 'another-secret-value', { now }).valid).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { now: now + 301_000 })).toEqual({
      valid: false,
      reason: 'the timestamp is more than 300 s from now',
    });
    expect(verifyWebhookSignature(undefined, body, secret, { now }).valid).toBe(false);
    expect(verifyWebhookSignature('v1=abc', body, secret, { now }).valid).toBe(false);
  });
});

describe('the payload', () => {
  it('is version 1 with a stable id and every field of the lead, and nothing internal', () => {
    // Every field as stored but the store's own: how it came in, and when sales was e-mailed.
    const internal = ['channel', 'notifiedAt'];
    const sent = Object.fromEntries(
      Object.entries(lead).filter(([key]) => !internal.includes(key)),
    );
    expect(leadWebhookPayload(lead, 'https://www.zs-uav.com')).toEqual({
      version: 1,
      event: 'lead.created',
      id: 'lead-42-20260301080000000',
      site: 'https://www.zs-uav.com',
      lead: sent,
    });
  });

  it('names the document of a download request', () => {
    const download: StoredLead = {
      ...lead,
      intent: 'download',
      document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
    };
    expect(leadWebhookPayload(download, 'https://www.zs-uav.com').lead).toMatchObject({
      intent: 'download',
      product: 'zs-VT15',
      document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
    });
  });

  it('carries the consent and the attribution, each visit with the channel it counts under', () => {
    const consent = contactConsent('zh', {
      marketing: true,
      transferAbroad: 'HubSpot, Inc. (USA)',
    });
    const attribution = {
      first: {
        referrer: 'https://www.baidu.com',
        landing: '/zh/products/vtol',
        at: '2026-02-20T08:00:00.000Z',
      },
      latest: {
        source: 'wechat',
        medium: 'social',
        campaign: 'spring',
        landing: '/zh',
        at: '2026-03-01T07:00:00.000Z',
      },
    };
    const payload = leadWebhookPayload({ ...lead, consent, attribution }, 'https://www.zs-uav.com');
    expect(JSON.parse(JSON.stringify(payload.lead))).toMatchObject({
      consent,
      attribution: {
        first: { ...attribution.first, channel: { source: 'baidu', medium: 'organic' } },
        latest: { ...attribution.latest, channel: { source: 'wechat', medium: 'social' } },
      },
    });
  });

  it('carries the mission as the lead stores it, within version 1', () => {
    const mission = { task: 'inspection', range: 120, tmin: -20, device: 'zs-IRT35' } as const;
    const payload = leadWebhookPayload({ ...lead, mission }, 'https://www.zs-uav.com');
    expect(payload.version).toBe(1);
    expect(JSON.parse(JSON.stringify(payload))).toMatchObject({ lead: { mission } });
  });
});

/** A real HTTP receiver on loopback that answers what the test sets, and keeps what arrived. */
let receiver: Server;
let receiverUrl: string;
let answer: (response: ServerResponse) => void = (response) => response.writeHead(204).end();
const received: { headers: IncomingMessage['headers']; body: string; url: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        url: request.url ?? '',
      });
      answer(response);
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`;
});

afterAll(async () => {
  receiver.close();
  await once(receiver, 'close');
});

async function deliveryError(send: Promise<void>): Promise<DeliveryError> {
  const error = await send.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe('the sender', () => {
  const send = () =>
    createWebhookSender({ url: receiverUrl, secret, site: 'https://www.zs-uav.com' })(lead);

  it('POSTs the signed JSON and resolves on a 2xx', async () => {
    answer = (response) => response.writeHead(202).end('queued');
    received.length = 0;
    await send();
    const [request] = received;
    expect(request?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request?.headers['x-zs-event']).toBe('lead.created');
    expect(request?.headers['x-zs-delivery']).toBe('lead-42-20260301080000000');
    const body = request?.body ?? '';
    expect(JSON.parse(body)).toMatchObject({ version: 1, lead: { name: '王芳' } });
    expect(
      verifyWebhookSignature(request?.headers['x-zs-signature'] as string, body, secret),
    ).toMatchObject({ valid: true });
  });

  it.each([400, 401, 404, 410, 422])('fails for good on %i', async (status) => {
    answer = (response) => response.writeHead(status).end('no such hook');
    const error = await deliveryError(send());
    expect(error.permanent).toBe(true);
    expect(error.message).toBe(`the webhook answered ${status}: no such hook`);
  });

  it.each([408, 429, 500, 502, 503])('retries on %i', async (status) => {
    answer = (response) => response.writeHead(status).end();
    expect((await deliveryError(send())).permanent).toBe(false);
  });

  it('waits as long as a 429 asks', async () => {
    answer = (response) => response.writeHead(429, { 'retry-after': '120' }).end();
    expect(await deliveryError(send())).toMatchObject({ permanent: false, retryAfterMs: 120_000 });
  });

  it('never follows a redirect with the signed body, and retries instead', async () => {
    answer = (response) => response.writeHead(301, { location: 'http://127.0.0.1:9/' }).end();
    received.length = 0;
    const error = await deliveryError(send());
    expect(error).toMatchObject({ permanent: false, message: 'the webhook answered 301' });
    expect(received).toHaveLength(1);
  });

  it('retries when nothing listens', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/hooks`;
    const sender = createWebhookSender({ url: closed, secret, site: 'https://www.zs-uav.com' });
    const error = await deliveryError(sender(lead));
    expect(error).toMatchObject({ permanent: false });
    expect(error.message).toMatch(/could not be reached: ECONNREFUSED/);
  });
});

describe('docs/lead-webhook.md, which receivers are written from', () => {
  const doc = readFileSync(`${projectRoot}/docs/lead-webhook.md`, 'utf8');

  it('documents every field of the payload of this version, and no other', () => {
    const section = doc
      .split(`## The payload, version ${leadWebhookVersion}\n`)[1]
      ?.split('\n## ')[0];
    expect(section, 'a section for the current version').toBeDefined();
    const documented = [...(section ?? '').matchAll(/^\| `([\w.]+)`/gm)].map((match) => match[1]);
    const payload = leadWebhookPayload(lead, 'https://www.zs-uav.com');
    const fields = Object.entries(payload).flatMap(([key, value]) =>
      key === 'lead' ? Object.keys(value as object).map((field) => `lead.${field}`) : [key],
    );
    expect(documented.sort()).toEqual(fields.sort());
  });

  it('documents every need a mission may state', () => {
    const section = doc.split('## `lead.mission`')[1]?.split('\n## ')[0] ?? '';
    const documented = [...section.matchAll(/^\| `(\w+)`/gm)].map((match) => match[1]);
    expect(documented).toEqual([...missionNeedNames]);
  });

  it('gives a worked signature example that this code reproduces', () => {
    const example =
      /the secret `([^`]+)`, the timestamp\s+`(\d+)` and the body `([^`]+)`, the signature is\s+`([0-9a-f]{64})`/.exec(
        doc,
      );
    expect(example, 'the worked example').not.toBeNull();
    const [, exampleSecret = '', timestamp = '', body = '', signature = ''] = example ?? [];
    expect(webhookSignature(exampleSecret, body, Number(timestamp))).toBe(
      `t=${timestamp},v1=${signature}`,
    );
  });
});
