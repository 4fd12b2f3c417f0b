import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../src/i18n/test-i18n.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { DeliveryError } from '../leads/outbox.ts';
import type { ServerI18n } from '../leads/server-i18n.ts';
import { storedLead } from '../leads/test-leads.ts';
import { documentCatalogue } from './document-catalogue.ts';
import { DocumentLinks, documentLinkLifetimeMs } from './document-link.ts';
import {
  documentMail,
  visitorDocumentMail,
  visitorMailFailure,
  type DocumentMail,
} from './document-mail.ts';
import { contentDisposition } from './download-routes.ts';

const instance = await createTestI18n('en');
const i18n: ServerI18n = {
  instance,
  t: (lang) => instance.getFixedT(lang, 'contactForm'),
};
const link = '/documents/zs-VT15.specSheet.zh.pdf?expires=1796349228&signature=abc';
const expiresAt = new Date('2026-12-04T01:53:48Z');

/** The mail for a request from a `lang` page, each for the same link and expiry. */
const mailFor = (lang: Language, to: DocumentMail['to'], title: string) =>
  documentMail({ to, lang, title, link, expiresAt }, { from: 'Site <site@zs-uav.com>', i18n });

describe("the visitor's download e-mail", () => {
  it('is plain text in their language, with the link on the site and its expiry', () => {
    const mail = mailFor('zh', { name: '王芳', address: 'wang@example.cn' }, 'ZS-VT15 技术规格书');
    expect(mail).toMatchObject({
      from: 'Site <site@zs-uav.com>',
      to: { name: '王芳', address: 'wang@example.cn' },
      subject: '您索取的 ZS-VT15 技术规格书',
    });
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain('王芳，您好：');
    expect(mail.text).toContain(`https://www.zs-uav.com${link}`);
    expect(mail.text).toContain('2026年12月4日');
  });

  it('is in English for a request from an English page', () => {
    const mail = mailFor('en', { name: 'Li Wei', address: 'li@example.com' }, 'ZS-VT15 spec sheet');
    expect(mail.subject).toBe('Your ZS-VT15 spec sheet');
    expect(mail.text).toContain('until 4 December 2026');
  });
});

describe("the visitor's download e-mail, as the outbox sends it", () => {
  const links = new DocumentLinks(randomBytes(32));
  const options = {
    from: 'Site <site@zs-uav.com>',
    messageIdDomain: 'zs-uav.com',
    i18n,
    links,
    catalogue: documentCatalogue((lang) => instance.getFixedT(lang)),
  };
  const lead = storedLead({
    id: 7,
    language: 'zh',
    name: '王芳',
    email: 'wang@example.cn',
    intent: 'download',
    document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
  });
  const sentAt = Date.parse('2026-11-27T02:00:00Z');

  it('is built from the stored lead, with a link signed when it goes out, valid a week', () => {
    const mail = visitorDocumentMail(lead, options, sentAt);
    expect(mail).toMatchObject({
      to: { name: '王芳', address: 'wang@example.cn' },
      subject: '您索取的 ZS-VT15 技术规格书',
      headers: { 'X-ZS-Lead-Id': '7' },
    });
    const link = new URL(/https:\/\/\S+/.exec(mail.text)?.[0] ?? '');
    expect(link.pathname).toBe('/documents/zs-VT15.specSheet.zh.pdf');
    const check = links.verify(link.pathname, Object.fromEntries(link.searchParams), sentAt);
    expect(check).toMatchObject({ valid: true, documentId: 'zs-VT15.specSheet.zh' });
    expect(check.valid && check.expiresAt.getTime() - sentAt).toBe(documentLinkLifetimeMs);
    expect(mail.text).toContain('2026年12月4日');
  });

  it('has a Message-ID of its own that stays the same on every retry', () => {
    const first = visitorDocumentMail(lead, options, sentAt);
    const retried = visitorDocumentMail(lead, options, sentAt + 60_000);
    expect(first.messageId).toBe('<lead-7-20260301080000000-document@zs-uav.com>');
    expect(retried.messageId).toBe(first.messageId);
  });

  it('fails for good for a lead that names no document the site offers', () => {
    for (const document of [null, { ...lead.document!, id: 'zs-VT15.withdrawn.zh' }]) {
      let error: unknown;
      try {
        visitorDocumentMail({ ...lead, document }, options, sentAt);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(DeliveryError);
      expect(error).toMatchObject({ permanent: true });
    }
  });

  const smtpError = (fields: Record<string, unknown>) =>
    Object.assign(new Error("Can't send mail"), fields);

  it('fails for good when the mail server refuses the address, and is retried otherwise', () => {
    const refused = visitorMailFailure(
      smtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }),
    );
    expect(refused).toBeInstanceOf(DeliveryError);
    expect(refused).toMatchObject({ permanent: true });
    for (const transient of [
      smtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 450 }),
      smtpError({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 550 }),
      smtpError({ code: 'ECONNECTION' }),
      smtpError({ code: 'ETIMEDOUT' }),
    ]) {
      expect(visitorMailFailure(transient)).toBe(transient);
    }
  });
});

describe("a document's file name", () => {
  it('is its title, in RFC 5987 encoding too, with the id as the plain name for a Chinese one', () => {
    expect(contentDisposition('ZS-VT15 spec sheet', 'zs-VT15.specSheet.en')).toBe(
      `inline; filename="ZS-VT15 spec sheet.pdf"; filename*=UTF-8''ZS-VT15%20spec%20sheet.pdf`,
    );
    expect(contentDisposition('ZS-VT15 产品规格书', 'zs-VT15.specSheet.zh')).toBe(
      `inline; filename="zs-VT15.specSheet.zh.pdf"; filename*=UTF-8''ZS-VT15%20%E4%BA%A7%E5%93%81%E8%A7%84%E6%A0%BC%E4%B9%A6.pdf`,
    );
    expect(contentDisposition(`Manual "v2" (draft)`, 'x')).toBe(
      `inline; filename="Manual _v2_ (draft).pdf"; filename*=UTF-8''Manual%20%22v2%22%20%28draft%29.pdf`,
    );
  });
});
