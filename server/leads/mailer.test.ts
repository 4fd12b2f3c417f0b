import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../src/i18n/test-i18n.ts';
import type { StoredLead } from './lead-store.ts';
import { leadMail } from './mailer.ts';
import { retryDelayMs } from './outbox.ts';
import { contactConsent } from './test-leads.ts';
import { privacyPolicyVersion } from '../../src/generated/legal.ts';

const lead: StoredLead = {
  id: 42,
  receivedAt: '2026-03-01T08:00:00.000Z',
  language: 'zh',
  channel: 'fetch',
  name: '王芳',
  email: 'wang.fang@example.cn',
  company: null,
  phone: '+86 755 1234 5678',
  country: null,
  product: 'zs-EM25',
  intent: 'quote',
  subject: '报价',
  message: '请报价。\n谢谢。',
  mission: null,
  consent: null,
  attribution: null,
  document: null,
  notifiedAt: null,
};

const options = {
  from: 'Site <site@zs-uav.com>',
  to: 'sales@zs-uav.com',
  messageIdDomain: 'zs-uav.com',
  englishTexts: (await createTestI18n('en')).getFixedT('en', 'contactForm'),
};

describe('the sales notice', () => {
  it('is plain text naming the lead, with the visitor in Reply-To', () => {
    const mail = leadMail(lead, options);
    expect(mail).toMatchObject({
      from: options.from,
      to: options.to,
      replyTo: { name: '王芳', address: 'wang.fang@example.cn' },
      subject: 'Website enquiry #42: 报价',
      messageId: '<lead-42-20260301080000000@zs-uav.com>',
    });
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain('Phone: +86 755 1234 5678');
    expect(mail.text).toContain('Product of interest: zs-EM25');
    expect(mail.text).toContain('请报价。\n谢谢。');
    // Fields the visitor left empty are left out rather than shown as "null".
    expect(mail.text).not.toMatch(/Company|null/);
    expect(mail.text).not.toContain('Mission');
  });

  it('names the document a download request asked for', () => {
    const document = { id: 'zs-EM25.specSheet.zh', kind: 'specSheet', language: 'zh' } as const;
    const mail = leadMail({ ...lead, intent: 'download', document }, options);
    expect(mail.text).toContain(
      'Document: zs-EM25.specSheet.zh (specSheet, zh), handed out by a signed link',
    );
    expect(leadMail(lead, options).text).not.toContain('Document:');
  });

  it('words the mission a Chinese lead came with in English, figures as the site prints them', () => {
    const mission = { task: 'logistics', payload: 8, range: 300, device: 'zs-EPS10' } as const;
    const mail = leadMail({ ...lead, mission }, options);
    expect(mail.text).toContain(
      'Subject: 报价\nMission: delivery, payload 8 kg, range 300 km, carrying the ZS-EPS10 ' +
        'release system.\n',
    );
  });

  it('says where the visitor came from and what they agreed to, after the message', () => {
    const mail = leadMail(
      {
        ...lead,
        consent: contactConsent('zh', { marketing: true, transferAbroad: 'HubSpot, Inc. (USA)' }),
        attribution: {
          first: {
            source: 'baidu',
            medium: 'cpc',
            campaign: 'vt-launch',
            landing: '/zh/products/vtol',
            at: '2026-02-20T08:00:00.000Z',
          },
          latest: {
            referrer: 'https://cn.bing.com',
            landing: '/zh',
            at: '2026-03-01T07:00:00.000Z',
          },
        },
      },
      options,
    );
    expect(mail.text).toContain(
      '谢谢。\n\n' +
        'First visit: baidu / cpc / vt-launch, landed on /zh/products/vtol at 2026-02-20T08:00:00.000Z\n' +
        'Latest visit: bing / organic from https://cn.bing.com, landed on /zh at 2026-03-01T07:00:00.000Z\n' +
        `Consent: privacy policy of ${privacyPolicyVersion.zh}, agreed on the contact form (Chinese page) at 2026-03-01T08:00:00.000Z\n` +
        'Marketing e-mail: yes\n' +
        'Transfer abroad to HubSpot, Inc. (USA): agreed\n',
    );
  });
});

describe('retry back-off', () => {
  it('doubles from the base up to the cap, with at most 10% jitter', () => {
    const delays = [1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 1_000, 6_000));
    const bases = [1_000, 2_000, 4_000, 6_000, 6_000];
    delays.forEach((delay, index) => {
      expect(delay).toBeGreaterThanOrEqual(bases[index] ?? 0);
      expect(delay).toBeLessThanOrEqual((bases[index] ?? 0) * 1.1);
    });
  });
});
