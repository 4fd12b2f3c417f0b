import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { privacyPolicyVersion } from '../../src/generated/legal.ts';
import { FormTokens } from './form-token.ts';
import { storeRateLimiter } from './rate-limiter.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { createSubmitLead, type LeadSubmission, type SubmitLead } from './submit-lead.ts';

const minFillMs = 3_000;
let folder: string;
let store: SqliteLeadStore;
let tokens: FormTokens;
let submitLead: SubmitLead;
let stored: number[];
let logged: string[];

/** A token issued long enough ago to count as a person's. */
const personToken = () => tokens.issue('page', Date.now() - minFillMs - 1_000);

function submission(body: Record<string, unknown>, extra: Partial<LeadSubmission> = {}) {
  return {
    body: {
      name: 'Li Wei',
      email: 'li.wei@example.com',
      subject: 'Quote for two VT15',
      message: 'Please send a quote.',
      lang: 'en',
      formToken: personToken(),
      consentPrivacy: 'yes',
      ...body,
    },
    channel: 'fetch',
    ip: '198.51.100.7',
    tokenCookie: undefined,
    referer: undefined,
    acceptLanguage: undefined,
    ...extra,
  } satisfies LeadSubmission;
}

function createService(transferRecipient?: string): SubmitLead {
  return createSubmitLead({
    store,
    tokens,
    limiter: storeRateLimiter(store, { max: 2, windowMs: 600_000 }),
    minFillMs,
    notify: ['email', 'webhook'],
    consentRules: { transferRecipient },
    log: { info: (_object, message) => logged.push(message), error: (_o, m) => logged.push(m) },
    onLeadStored: (id) => stored.push(id),
  });
}

beforeEach(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'submit-lead-test-'));
  store = await SqliteLeadStore.open(path.join(folder, 'leads.sqlite'));
  tokens = new FormTokens(await store.formTokenSecret());
  stored = [];
  logged = [];
  submitLead = createService();
});

afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('submitLead', () => {
  it('stores a valid lead with a notice per channel and wakes the outbox', async () => {
    const result = await submitLead(submission({ idempotencyKey: 'key-0000000000000001' }));
    expect(result).toMatchObject({ outcome: 'received', replay: false, lang: 'en' });
    expect(await store.count()).toBe(1);
    expect(await store.pendingNoticeCount('email')).toBe(1);
    expect(await store.pendingNoticeCount('webhook')).toBe(1);
    expect(stored).toHaveLength(1);
  });

  it('hands the form back with the errors and the visitor text when a field is wrong', async () => {
    const result = await submitLead(submission({ email: 'not an address', lang: 'zh' }));
    expect(result.outcome).toBe('invalid');
    if (result.outcome !== 'invalid') return;
    expect(result.lang).toBe('zh');
    expect(result.form.errors).toEqual({ email: 'emailInvalid' });
    expect(result.form.values.email).toBe('not an address');
    expect(tokens.check(result.form.formToken).valid).toBe(true);
    expect(await store.count()).toBe(0);
  });

  it('refuses a body that is not an object of fields', async () => {
    const result = await submitLead({ ...submission({}), body: ['x'] });
    expect(result).toMatchObject({ outcome: 'unreadable', reason: 'invalid_body' });
  });

  it('refuses a lead without a valid form token, and takes the cookie when the field lacks one', async () => {
    expect((await submitLead(submission({ formToken: 'forged' }))).outcome).toBe('expired');
    const fromCookie = await submitLead(
      submission({ formToken: '' }, { tokenCookie: personToken() }),
    );
    expect(fromCookie.outcome).toBe('received');
  });

  it('counts a retry once and refuses a different message under the same key', async () => {
    const key = { idempotencyKey: 'key-0000000000000002' };
    expect(await submitLead(submission(key))).toMatchObject({ replay: false });
    expect(await submitLead(submission(key))).toMatchObject({ outcome: 'received', replay: true });
    expect((await submitLead(submission({ ...key, message: 'Changed' }))).outcome).toBe('conflict');
    expect(await store.count()).toBe(1);
  });

  it('rate-limits new leads per client, but never a retry of a stored one', async () => {
    const first = submission({ idempotencyKey: 'key-0000000000000003' });
    await submitLead(first);
    await submitLead(submission({ idempotencyKey: 'key-0000000000000004' }));
    const third = await submitLead(submission({ idempotencyKey: 'key-0000000000000005' }));
    expect(third).toMatchObject({ outcome: 'rate-limited' });
    if (third.outcome === 'rate-limited') expect(third.retryAfterSeconds).toBeGreaterThan(500);
    expect((await submitLead(first)).outcome).toBe('received');
    const elsewhere = submission({ idempotencyKey: 'key-0000000000000006' }, { ip: '203.0.113.9' });
    expect((await submitLead(elsewhere)).outcome).toBe('received');
    expect(await store.count()).toBe(3);
  });

  it('answers a bot like a person and stores nothing: honeypot filled, or sent too fast', async () => {
    const honeypot = await submitLead(submission({ website: 'https://spam.example' }));
    const tooFast = await submitLead(submission({ formToken: tokens.issue('page') }));
    expect(honeypot).toMatchObject({ outcome: 'received', replay: false });
    expect(tooFast).toMatchObject({ outcome: 'received', replay: false });
    expect(await store.count()).toBe(0);
    expect(logged.filter((line) => line === 'contact submission dropped as a bot')).toHaveLength(2);
  });

  it('fills product and intent of a plain form post from the contact page it came from', async () => {
    await submitLead(
      submission(
        { idempotencyKey: '' },
        {
          channel: 'form',
          referer: 'http://127.0.0.1/zh/contact?product=zs-EM25&intent=quote',
        },
      ),
    );
    const [lead] = await store.list();
    expect(lead).toMatchObject({ product: 'zs-EM25', intent: 'quote', channel: 'form' });
  });

  it('stores the mission a submission carries, and refuses one the finder could not send', async () => {
    const mission = { task: 'logistics', payload: 8, range: 300 };
    const sent = await submitLead(submission({ idempotencyKey: 'key-0000000000000007', mission }));
    expect(sent).toMatchObject({ outcome: 'received', replay: false });
    expect(await store.list()).toMatchObject([{ mission }]);

    const refused = await submitLead(submission({ mission: { ...mission, payload: -1 } }));
    expect(refused.outcome).toBe('invalid');
    if (refused.outcome === 'invalid')
      expect(refused.form.errors).toEqual({ mission: 'missionInvalid' });
    expect(await store.count()).toBe(1);
  });

  it('refuses a lead without consent to the privacy policy, handing back what was typed', async () => {
    const result = await submitLead(
      submission({ consentPrivacy: '', consentMarketing: 'yes', name: 'Kept Text', lang: 'zh' }),
    );
    expect(result.outcome).toBe('invalid');
    if (result.outcome !== 'invalid') return;
    expect(result.form.errors).toEqual({ consentPrivacy: 'consentRequired' });
    expect(result.form.values).toMatchObject({
      name: 'Kept Text',
      consentPrivacy: '',
      consentMarketing: 'yes',
    });
    // A value other than the box's own is no tick.
    const forged = await submitLead(submission({ consentPrivacy: 'on' }));
    expect(forged.outcome).toBe('invalid');
    expect(await store.count()).toBe(0);
  });

  it('records the consents with the lead: which, when, language, form and policy version', async () => {
    const before = Date.now();
    await submitLead(submission({ idempotencyKey: 'key-0000000000000008', lang: 'zh' }));
    await submitLead(
      submission({ idempotencyKey: 'key-0000000000000009', consentMarketing: 'yes' }),
    );
    const [chinese, english] = await store.list();
    expect(chinese?.consent).toEqual({
      form: 'contact',
      givenAt: expect.any(String),
      language: 'zh',
      privacyPolicy: privacyPolicyVersion.zh,
      privacy: true,
      marketing: false,
      transferAbroad: null,
    });
    expect(Date.parse(chinese?.consent?.givenAt ?? '')).toBeGreaterThanOrEqual(before - 1);
    expect(english?.consent).toMatchObject({
      language: 'en',
      privacyPolicy: privacyPolicyVersion.en,
      marketing: true,
    });
    expect(privacyPolicyVersion.en).toMatch(/^\d{4}-\d{2}-\d{2}\+[0-9a-f]{12}$/);
    expect(privacyPolicyVersion.zh).not.toBe(privacyPolicyVersion.en);
  });

  it('requires the separate consent to a transfer abroad when the site names a recipient', async () => {
    const abroad = createService('HubSpot, Inc. (USA)');
    const refused = await abroad(submission({ consentMarketing: 'yes' }));
    expect(refused.outcome).toBe('invalid');
    if (refused.outcome === 'invalid') {
      expect(refused.form.errors).toEqual({ consentTransfer: 'consentRequired' });
    }
    const sent = await abroad(
      submission({ idempotencyKey: 'key-0000000000000010', consentTransfer: 'yes' }),
    );
    expect(sent.outcome).toBe('received');
    expect((await store.list())[0]?.consent).toMatchObject({
      transferAbroad: 'HubSpot, Inc. (USA)',
    });
  });

  it('stores the attribution sent with a lead, and drops one that does not pass', async () => {
    const attribution = {
      first: {
        source: 'baidu',
        medium: 'cpc',
        campaign: 'vt-launch',
        landing: '/en/products/vtol',
        at: '2026-11-20T08:00:00.000Z',
      },
      latest: { referrer: 'https://www.bing.com', landing: '/en', at: '2026-11-25T08:00:00.000Z' },
    };
    await submitLead(submission({ idempotencyKey: 'key-0000000000000011', attribution }));
    const junk = { ...attribution, latest: { ...attribution.latest, landing: 'javascript:x' } };
    await submitLead(submission({ idempotencyKey: 'key-0000000000000012', attribution: junk }));
    const [attributed, dropped] = await store.list();
    expect(attributed?.attribution).toEqual(attribution);
    expect(dropped).toMatchObject({ attribution: null, subject: 'Quote for two VT15' });
  });

  it('reports a store that cannot take the lead, with the form to hand back', async () => {
    await store.close();
    const result = await submitLead(submission({ name: 'Kept Text' }));
    expect(result.outcome).toBe('failed');
    if (result.outcome === 'failed') expect(result.form?.values.name).toBe('Kept Text');
    expect(stored).toEqual([]);
  });
});
