import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { projectRoot } from '../../scripts/build-layout.ts';
import { runLeadsCommand } from '../../scripts/leads.ts';
import type { StoredLead } from '../../server/leads/lead-store.ts';
import { describe, expect, testWithServer, type Page } from './support/fixtures.ts';
import { readLeads, readNotices, until } from './support/leads.ts';
import { startMailServer, type ReceivedMail } from './support/mail-server.ts';
import { waitForHydration } from './support/pages.ts';

/**
 * A buyer asks for the VT15's spec sheet on its page (issue 34, item 3): the request is a lead
 * like a contact message, the answer is a signed link to the PDF the build made, the link also
 * arrives by e-mail in the buyer's language (through the outbox, so a mail server that is down
 * only delays it), and a link changed by one character, or an address without a signature, is
 * refused. With JavaScript and without.
 */
const smtp = await startMailServer();
const it = testWithServer({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'ZS UAV website <website@example.com>',
  RATE_LIMIT_MAX: '100',
  MAIL_RETRY_BASE_MS: '200',
  MAIL_RETRY_MAX_MS: '800',
});

it.afterAll(async () => {
  await smtp.stop();
});

const modelPage = (lang: 'en' | 'zh') => `/${lang}/products/vtol/zs-VT15`;

const texts = {
  en: {
    title: 'ZS-VT15 spec sheet',
    mailSubject: 'Your ZS-VT15 spec sheet',
    mailLine: 'Here is the ZS-VT15 spec sheet you asked for on our website:',
    refused: 'This download link is not valid',
    notSent: 'Request not sent',
    emailHint: 'We send the download link to this address.',
    privacyPurpose: 'to send me this document and to contact me about it.',
    consentRequired: 'To get the document, tick this box to agree to the privacy policy.',
  },
  zh: {
    title: 'ZS-VT15 技术规格书',
    mailSubject: '您索取的 ZS-VT15 技术规格书',
    mailLine: '以下是您在我们网站上索取的 ZS-VT15 技术规格书：',
    refused: '此下载链接无效',
    notSent: '申请未提交',
    emailHint: '下载链接将发送至此邮箱。',
    privacyPurpose: '为向我发送本资料并就此与我联系而处理我的个人信息。',
    consentRequired: '获取资料前，请勾选此项以同意隐私政策。',
  },
} as const;

/** The text of every page of a PDF, as a reader copying it would get it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(projectRoot, 'node_modules', 'pdfjs-dist', 'standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n');
}

/** A mail's text body, decoded from its transfer encoding as UTF-8. */
function mailBody(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.raw.split(/\r\n\r\n/);
  const body = rest.join('\r\n\r\n');
  const encoding = /^Content-Transfer-Encoding: *(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`)
      .replace(/%(?![0-9A-F]{2})/g, '%25');
    return decodeURIComponent(bytes);
  }
  return body;
}

/** A mail's Subject, with RFC 2047 encoded words decoded. */
function mailSubject(mail: ReceivedMail): string {
  const folded = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  return folded
    .replace(/\r\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}

async function exportedLeads(databasePath: string): Promise<StoredLead[]> {
  return JSON.parse(
    await runLeadsCommand(['export', '--format', 'json'], { DATABASE_PATH: databasePath }),
  ) as StoredLead[];
}

/** Whether React has taken over the download form (it hydrates only when approached). */
const formHydrated = (page: Page) =>
  page.evaluate(() => {
    const form = document.getElementById('download-request');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps$'));
  });

/** The signed link's document, checked as a buyer's browser receives it. */
async function expectSpecSheet(baseUrl: string, link: string, lang: 'en' | 'zh') {
  expect(link).toMatch(
    new RegExp(
      `^/documents/zs-VT15\\.specSheet\\.${lang}\\.pdf\\?expires=\\d+&signature=[\\w-]{43}$`,
    ),
  );
  const response = await fetch(`${baseUrl}${link}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
  expect(response.headers.get('cache-control')).toMatch(/^private\b/);
  expect(response.headers.get('content-disposition')).toBe(
    `inline; filename="${lang === 'en' ? 'ZS-VT15 spec sheet.pdf' : 'zs-VT15.specSheet.zh.pdf'}"; ` +
      `filename*=UTF-8''${encodeURIComponent(`${texts[lang].title}.pdf`)}`,
  );
  const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
  expect(text).toContain('ZS-VT15');
  expect(text).toContain('245 km');
  expect(text).toContain('15 kg');
}

/** The same link with one character of its signature changed. */
function tampered(link: string): string {
  const last = link.at(-1);
  return `${link.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

describe('a download request from the VT15 page', () => {
  it.for(['en', 'zh'] as const)(
    'in %s: the spec sheet at once through a signed link, the lead kept, the link e-mailed',
    async (lang, { server, page }) => {
      const email = `vt15-${lang}@example.com`;
      await page.goto(`${server.baseUrl}${modelPage(lang)}`);
      await waitForHydration(page);
      // The page started without the form's code: it hydrates when the visitor comes to it.
      expect(await formHydrated(page)).toBe(false);
      const form = page.getByTestId('download-request');
      const sheet = form.getByRole('radio', { name: texts[lang].title });
      await expect.poll(() => sheet.isChecked()).toBe(true);

      await form.locator('summary').click();
      await expect.poll(() => formHydrated(page)).toBe(true);
      // The e-mail's hint and the privacy consent name what the details are for: this
      // document, not an enquiry (PIPL asks a consent to name its purpose).
      expect(await form.locator('#contact-email-hint').innerText()).toBe(texts[lang].emailHint);
      expect(await form.locator('label[for="contact-consentPrivacy"]').innerText()).toContain(
        texts[lang].privacyPurpose,
      );
      await form.locator('#contact-name').fill(lang === 'en' ? 'Li Wei' : '王芳');
      await form.locator('#contact-email').fill(email);
      await form.locator('#contact-company').fill('Grid Survey Co.');
      // Sent without the consent first: refused beside the box, nothing typed lost.
      await form.locator('button[type="submit"]').click();
      await form.locator('#contact-consentPrivacy-error').waitFor();
      expect(await form.locator('#contact-consentPrivacy-error').innerText()).toContain(
        texts[lang].consentRequired,
      );
      // Focus goes to the box to tick, the first to correct.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-consentPrivacy');
      expect(await form.locator('#contact-email').inputValue()).toBe(email);
      await form.locator('#contact-consentPrivacy').check();
      await form.locator('button[type="submit"]').click();

      const ready = page.getByTestId('download-ready');
      await ready.waitFor();
      const link = (await ready.locator('a').getAttribute('href')) ?? '';
      await expectSpecSheet(server.baseUrl, link, lang);

      const lead = (await exportedLeads(server.databasePath)).find(
        (candidate) => candidate.email === email,
      );
      expect(lead).toMatchObject({
        language: lang,
        channel: 'fetch',
        intent: 'download',
        product: 'zs-VT15',
        company: 'Grid Survey Co.',
        subject: texts[lang].title,
        document: { id: `zs-VT15.specSheet.${lang}`, kind: 'specSheet', language: lang },
        consent: { form: 'download', language: lang, privacy: true },
      });

      const mail = await until(
        () => smtp.inbox.find((message) => message.to.includes(email)),
        10_000,
      );
      expect(mailSubject(mail)).toBe(texts[lang].mailSubject);
      const body = mailBody(mail);
      expect(body).toContain(texts[lang].mailLine);
      const mailed = /https:\/\/\S+\/documents\/\S+/.exec(body)?.[0] ?? '';
      const mailedUrl = new URL(mailed);
      await expectSpecSheet(server.baseUrl, `${mailedUrl.pathname}${mailedUrl.search}`, lang);

      // One character changed: refused, with a page in the buyer's language saying so.
      const refusal = await page.goto(`${server.baseUrl}${tampered(link)}`);
      expect(refusal?.status()).toBe(403);
      expect(refusal?.headers()['content-type']).toMatch(/^text\/html/);
      expect(await page.locator('h1').textContent()).toBe(texts[lang].refused);
      expect(await page.getByTestId('link-refused').textContent()).not.toBe('');
    },
  );

  it('works without JavaScript: a plain form post, refused with the text kept, then the link', async ({
    server,
    noScriptTab: page,
  }) => {
    const email = 'no-script@example.cn';
    await page.goto(`${server.baseUrl}${modelPage('zh')}`);
    const form = page.getByTestId('download-request');
    await form.locator('summary').click();
    await form.locator('#contact-name').fill('陈静');
    await form.locator('#contact-email').fill(email);
    await form.locator('button[type="submit"]').click();

    // The server's page: the problem, and the form again with what was typed.
    await page.waitForURL('**/api/download');
    expect(await page.locator('h1').textContent()).toBe(texts.zh.notSent);
    expect(await page.locator('#contact-name').inputValue()).toBe('陈静');
    expect(await page.locator('#contact-email').inputValue()).toBe(email);
    expect(await page.locator('#contact-consentPrivacy-error').textContent()).toContain('请勾选');
    expect(await page.getByRole('radio', { name: texts.zh.title }).isChecked()).toBe(true);
    await page.locator('#contact-consentPrivacy').check();
    await page.locator('button[type="submit"]').click();

    const ready = page.getByTestId('download-ready');
    await ready.waitFor();
    const link = (await ready.locator('a').getAttribute('href')) ?? '';
    await expectSpecSheet(server.baseUrl, link, 'zh');
    const lead = (await exportedLeads(server.databasePath)).find(
      (candidate) => candidate.email === email,
    );
    expect(lead).toMatchObject({
      channel: 'form',
      language: 'zh',
      intent: 'download',
      product: 'zs-VT15',
      document: { id: 'zs-VT15.specSheet.zh', kind: 'specSheet', language: 'zh' },
    });
    await until(() => smtp.inbox.find((message) => message.to.includes(email)), 10_000);
  });

  it('answers at once while the mail server is down, and mails the link once it is back', async ({
    server,
  }) => {
    const email = 'mail-down@example.cn';
    await smtp.stop();
    const response = await fetch(`${server.baseUrl}/api/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        name: '陈静',
        email,
        document: 'zs-VT15.specSheet.zh',
        lang: 'zh',
        idempotencyKey: crypto.randomUUID(),
        website: '',
        consentPrivacy: 'yes',
      }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { link: string; mailed: boolean };
    expect(answer.mailed).toBe(true);
    await expectSpecSheet(server.baseUrl, answer.link, 'zh');
    const row = readLeads(server.databasePath).find((lead) => lead.email === email);
    expect(row).toBeDefined();
    const visitorNotice = () =>
      readNotices(server.databasePath).find(
        (notice) => notice.lead_id === row?.id && notice.channel === 'visitor',
      );

    // Two attempts made and ended while the mail server was down, the notice still waiting.
    const failing = await until(() => {
      const notice = visitorNotice();
      return notice && notice.attempts >= 2 && !notice.locked_until ? notice : undefined;
    }, 10_000);
    expect(failing).toMatchObject({ sent_at: null, failed_at: null });
    expect(failing.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.inbox.find((message) => message.to.includes(email))).toBeUndefined();

    await smtp.start();
    const mail = await until(
      () => smtp.inbox.find((message) => message.to.includes(email)),
      10_000,
    );
    expect(mailSubject(mail)).toBe(texts.zh.mailSubject);
    const body = mailBody(mail);
    expect(body).toContain(texts.zh.mailLine);
    const mailedUrl = new URL(/https:\/\/\S+\/documents\/\S+/.exec(body)?.[0] ?? '');
    await expectSpecSheet(server.baseUrl, `${mailedUrl.pathname}${mailedUrl.search}`, 'zh');
    // The Message-ID is the lead's, as the sales notice's is, so a rare repeat is recognisable.
    expect(mail.raw).toMatch(new RegExp(`^Message-ID: <lead-${row?.id}-\\d+-document@`, 'im'));
    expect(await until(() => visitorNotice()?.sent_at ?? undefined, 5_000)).toBeTruthy();
    expect(smtp.inbox.filter((message) => message.to.includes(email))).toHaveLength(1);
  });
});

describe('documents are never at a public address', () => {
  it('refuses a /documents address without a signature, and lists none in the sitemap', async ({
    server,
    tab,
  }) => {
    for (const lang of ['en', 'zh'] as const) {
      const response = await tab.goto(`${server.baseUrl}/documents/zs-VT15.specSheet.${lang}.pdf`);
      expect(response?.status()).toBe(403);
      expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
      expect(await tab.locator('h1').textContent()).toBe(texts[lang].refused);
    }
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain('/products/vtol/zs-VT15');
    expect(sitemap).not.toContain('/documents/');
  });
});
