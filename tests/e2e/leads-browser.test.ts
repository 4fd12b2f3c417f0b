import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runLeadsCommand } from '../../scripts/leads.ts';
import type { StoredLead } from '../../server/leads/lead-store.ts';
import { axeViolations, describeViolations } from './support/axe.ts';
import {
  describe,
  expect,
  testWithServer,
  type Page,
  type ServerProcess,
} from './support/fixtures.ts';
import { htmlErrors } from './support/html-checker.ts';
import { readLeads, wait } from './support/leads.ts';
import {
  collectPageErrors,
  isSameDocument,
  markDocument,
  submitWithoutScript,
  waitForHydration,
} from './support/pages.ts';

/**
 * The contact form in Chromium against its own server and database: the plain HTML path with
 * JavaScript disabled, and the script-driven path (fetch, in-place confirmation, draft kept).
 */
const minFillMs = 500;
const it = testWithServer({ CONTACT_MIN_FILL_MS: String(minFillMs), RATE_LIMIT_MAX: '50' });

const url = (server: ServerProcess, path: string) => `${server.baseUrl}${path}`;
/** The form's own part of the contact page; the rest of the page is checked by every-page.test.ts. */
const formSection = 'section[aria-labelledby="contact-form-heading"]';
const leadsWithSubject = (server: ServerProcess, subject: string) =>
  readLeads(server.databasePath).filter((row) => row.subject === subject);

/** The form's states (errors shown, confirmation, server pages) pass axe like every page. */
async function expectAccessible(page: Page, where: string, scope?: string) {
  expect(describeViolations(await axeViolations(page, { include: scope }), where)).toEqual([]);
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await page.locator(`#contact-${field}`).fill(value);
  }
}

/** Ticks the box agreeing to the privacy policy, as a visitor must before sending. */
async function agree(page: Page) {
  await page.locator('#contact-consentPrivacy').check();
}

/**
 * A visitor without JavaScript fills in `values`, agrees to the privacy policy and, after a
 * person's time, sends: the server's answer.
 */
async function fillAndSendWithoutScript(page: Page, values: Record<string, string>) {
  await fill(page, values);
  await agree(page);
  await wait(minFillMs);
  return submitWithoutScript(page);
}

describe('without JavaScript', () => {
  /** The HTML the server rendered, checked by the Nu HTML Checker at the end. */
  const serverPages: string[] = [];

  it('posts the form and gets a confirmation page, keeping the product of the call to action', async ({
    server,
    noScriptTab: page,
  }) => {
    await page.goto(url(server, '/en/contact?product=zs-VT15&intent=quote'));
    // The prerendered form cannot know the query; the server takes it from the Referer.
    expect(await page.locator('#contact-product').inputValue()).toBe('');
    const response = await fillAndSendWithoutScript(page, {
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      subject: 'No-JS quote request',
      message: 'Two VT15 for pipeline patrol, please.',
    });
    expect(response?.status()).toBe(201);
    expect(new URL(page.url()).pathname).toBe('/api/contact');
    expect(await page.locator('h1').innerText()).toBe('Thank you – your message has been sent');
    await expect.poll(() => page.locator('dd').allInnerTexts()).toContain('zs-VT15');
    serverPages.push(await page.content());

    const [lead] = leadsWithSubject(server, 'No-JS quote request');
    expect(lead).toMatchObject({
      name: 'Ana Souza',
      product: 'zs-VT15',
      intent: 'quote',
      channel: 'form',
      language: 'en',
    });
  });

  it('returns the form with the visitor’s text and the errors beside the fields, in Chinese', async ({
    server,
    noScriptTab: page,
  }) => {
    await page.goto(url(server, '/zh/contact'));
    const response = await fillAndSendWithoutScript(page, {
      name: '赵磊',
      email: 'not-an-address',
      subject: '无脚本表单纠错',
      message: '请联系我。\n第二行。',
    });
    expect(response?.status()).toBe(400);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh');
    expect(await page.locator('h1').innerText()).toBe('留言未发送');
    // Nothing typed is lost.
    expect(await page.locator('#contact-name').inputValue()).toBe('赵磊');
    expect(await page.locator('#contact-email').inputValue()).toBe('not-an-address');
    expect(await page.locator('#contact-message').inputValue()).toBe('请联系我。\n第二行。');
    expect(await page.locator('#contact-consentPrivacy').isChecked()).toBe(true);
    // The error sits beside its field, announced through aria-describedby.
    const email = page.locator('#contact-email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.getAttribute('aria-describedby')).toContain('contact-email-error');
    expect(await page.locator('#contact-email-error').innerText()).toContain(
      '请输入有效的电子邮箱',
    );
    expect(await page.locator('[role="alert"] a[href="#contact-email"]').count()).toBe(1);
    expect(leadsWithSubject(server, '无脚本表单纠错')).toHaveLength(0);
    serverPages.push(await page.content());

    await email.fill('zhao.lei@example.cn');
    const resent = await submitWithoutScript(page);
    expect(resent?.status()).toBe(201);
    expect(await page.locator('h1').innerText()).toBe('感谢您，留言已发送');
    expect(leadsWithSubject(server, '无脚本表单纠错')).toMatchObject([
      { email: 'zhao.lei@example.cn', language: 'zh', message: '请联系我。\n第二行。' },
    ]);
  });

  it.for([
    {
      lang: 'en',
      subject: 'No-JS without consent',
      problem: 'Your message has not been sent yet',
      message: 'To send your message, tick this box to agree to the privacy policy.',
    },
    {
      lang: 'zh',
      subject: '无脚本未勾选同意',
      problem: '您的留言尚未发送',
      message: '发送留言前，请勾选此项以同意隐私政策。',
    },
  ])(
    'refuses a message sent without consent in $lang, at the box, keeping what was typed',
    async ({ lang, subject, problem, message }, { server, noScriptTab: page }) => {
      await page.goto(url(server, `/${lang}/contact`));
      const privacy = page.locator('#contact-consentPrivacy');
      const marketing = page.locator('#contact-consentMarketing');
      expect(await privacy.isChecked()).toBe(false);
      expect(await marketing.isChecked()).toBe(false);
      expect(await page.locator('#contact-consentTransfer').count()).toBe(0);
      await fill(page, {
        name: 'Ana Souza',
        email: 'ana.souza@example.com',
        subject,
        message: 'Line one.\nLine two.',
      });
      await marketing.check();
      await wait(minFillMs);
      const response = await submitWithoutScript(page);
      expect(response?.status()).toBe(400);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('[role="alert"]').first().innerText()).toContain(problem);
      expect(await page.locator('#contact-consentPrivacy-error').innerText()).toContain(message);
      expect(await privacy.getAttribute('aria-invalid')).toBe('true');
      expect(await privacy.getAttribute('aria-describedby')).toBe('contact-consentPrivacy-error');
      expect(await page.locator('#contact-message').inputValue()).toBe('Line one.\nLine two.');
      expect(await page.locator('#contact-subject').inputValue()).toBe(subject);
      expect(await marketing.isChecked()).toBe(true);
      expect(await privacy.isChecked()).toBe(false);
      expect(leadsWithSubject(server, subject)).toHaveLength(0);
      if (lang === 'en') serverPages.push(await page.content());

      await privacy.check();
      const resent = await submitWithoutScript(page);
      expect(resent?.status()).toBe(201);
      const [lead] = leadsWithSubject(server, subject);
      expect(JSON.parse(String(lead?.consent))).toMatchObject({
        form: 'contact',
        language: lang,
        privacy: true,
        marketing: true,
        transferAbroad: null,
      });
    },
  );

  it(
    'gets accessible, valid HTML from the server',
    { timeout: 120_000 },
    async ({ server, tab: page }) => {
      expect(serverPages).toHaveLength(3);
      // axe runs as a script, so the pages are checked in a browser with JavaScript; they carry
      // no script of their own, so they render there exactly as they did without it.
      for (const [index, html] of serverPages.entries()) {
        await page.route(url(server, `/result-${index}`), (route) =>
          route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
        );
        await page.goto(url(server, `/result-${index}`));
        await expectAccessible(page, index === 0 ? 'the confirmation page' : `error page ${index}`);
      }

      const folder = await mkdtemp(path.join(os.tmpdir(), 'leads-html-'));
      try {
        const files = await Promise.all(
          serverPages.map(async (html, index) => {
            const file = path.join(folder, `page-${index}.html`);
            await writeFile(file, html);
            return file;
          }),
        );
        expect(await htmlErrors(files, { folder, timeoutMs: 110_000 })).toEqual([]);
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  );
});

/** Counts the page's POST requests from now on: a form the browser refuses sends none. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posts += 1;
  });
  return () => posts;
}

describe('with JavaScript', () => {
  async function open(page: Page, address: string): Promise<Page> {
    await page.goto(address);
    await waitForHydration(page);
    return page;
  }

  it('fills product and intent from the call to action once hydrated', async ({
    server,
    tab: page,
  }) => {
    await open(page, url(server, '/en/contact?product=zs-VT30&intent=call'));
    await expect.poll(() => page.locator('#contact-product').inputValue()).toBe('zs-VT30');
    expect(await page.locator('#contact-intent').inputValue()).toBe('call');
  });

  it('sums up a mission from the finder as the message, in the page’s language, and sends it along', async ({
    server,
    tab: page,
  }) => {
    // Hydration errors among them: the prerendered form knows no mission.
    const errors = collectPageErrors(page);
    const mission = '?product=zs-VT30&task=logistics&payload=8&range=300';
    const message = page.locator('#contact-message');
    const attached = page.getByTestId('contact-mission');
    await open(page, url(server, `/en/contact${mission}`));
    await expect
      .poll(() => message.inputValue())
      .toBe('Mission: delivery, payload 8 kg, range 300 km; best fit ZS-VT30.');
    expect(await attached.innerText()).toBe(
      'The needs you stated in the mission finder are sent with your message.',
    );
    expect(await page.locator('#contact-product').inputValue()).toBe('zs-VT30');
    // The subject is required: the link fills it in, so the first send is not refused.
    expect(await page.locator('#contact-subject').inputValue()).toBe(
      'Mission enquiry: best fit ZS-VT30',
    );
    await expectAccessible(page, 'the form with a mission attached', formSection);
    await fill(page, {
      name: 'Chen Jing',
      email: 'chen.jing@example.com',
      subject: 'Mission from the finder',
    });
    await agree(page);
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('contact-confirmation').waitFor();
    const exported = JSON.parse(
      await runLeadsCommand(['export', '--format', 'json'], {
        DATABASE_PATH: server.databasePath,
      }),
    ) as StoredLead[];
    expect(exported.find((lead) => lead.subject === 'Mission from the finder')).toMatchObject({
      product: 'zs-VT30',
      message: 'Mission: delivery, payload 8 kg, range 300 km; best fit ZS-VT30.',
      mission: { task: 'logistics', payload: 8, range: 300 },
    });

    await open(page, url(server, `/zh/contact${mission}`));
    await expect
      .poll(() => message.inputValue())
      .toBe('任务需求：投送，载重 8 kg，航程 300 km；最佳匹配机型为 ZS-VT30。');
    expect(await attached.innerText()).toBe('您在任务选型中填写的需求将随留言一并发送。');
    // The visitor's own message, restored from the draft, is never replaced by the summary.
    await message.fill('请按我们的航线报价。');
    await page.reload();
    await waitForHydration(page);
    await attached.waitFor();
    expect(await message.inputValue()).toBe('请按我们的航线报价。');

    // A payload the mission names is called by its catalogue name, loaded for it.
    await open(page, url(server, '/en/contact?task=firefighting&device=water-tank'));
    await expect
      .poll(() => message.inputValue())
      .toBe('Mission: firefighting, carrying the water tank.');
    expect(errors).toEqual([]);
  });

  it('shows errors next to the fields and focuses a summary linking to them, sending nothing', async ({
    server,
    tab: page,
  }) => {
    await open(page, url(server, '/en/contact'));
    const errors = collectPageErrors(page);
    const posts = countPosts(page);
    await fill(page, { email: 'name@' });
    await page.locator('button[type="submit"]').click();

    const summary = page.locator('[role="alert"]', {
      hasText: 'Your message has not been sent yet',
    });
    await expect.poll(() => summary.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await summary.locator('a').allInnerTexts()).toEqual([
      'Your name: Please fill in this field.',
      'E-mail address: Enter an e-mail address such as name@example.com.',
      'Subject: Please fill in this field.',
      'Message: Please fill in this field.',
      'Privacy policy: To send your message, tick this box to agree to the privacy policy.',
    ]);
    const email = page.locator('#contact-email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain(
      'contact-email-error',
    );
    expect(await page.locator('#contact-company').getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page, 'the form showing errors', formSection);

    await summary.locator('a[href="#contact-email"]').click();
    expect(await email.evaluate((node) => node === document.activeElement)).toBe(true);
    // Correcting a field clears its error as the visitor types.
    await email.fill('name@example.com');
    await expect.poll(() => page.locator('#contact-email-error').count()).toBe(0);
    // And ticking the box clears its own.
    await summary.locator('a[href="#contact-consentPrivacy"]').click();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('#contact-consentPrivacy-error').count()).toBe(0);
    expect(posts()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses to send without consent, in Chinese, at the box, keeping everything typed', async ({
    server,
    tab: page,
  }) => {
    await open(page, url(server, '/zh/contact'));
    const posts = countPosts(page);
    await fill(page, {
      name: '孙静',
      email: 'sun.jing@example.cn',
      subject: '有脚本未勾选同意',
      message: '请发送 VT30 的技术参数。',
    });
    await page.locator('#contact-consentMarketing').check();
    await page.locator('button[type="submit"]').click();

    const privacy = page.locator('#contact-consentPrivacy');
    await expect
      .poll(() =>
        page
          .locator('#contact-consentPrivacy-error')
          .innerText()
          .catch(() => ''),
      )
      .toContain('发送留言前，请勾选此项以同意隐私政策。');
    expect(await privacy.getAttribute('aria-invalid')).toBe('true');
    const summary = page.locator('[role="alert"]', { hasText: '您的留言尚未发送' });
    expect(await summary.locator('a').allInnerTexts()).toEqual([
      '隐私政策：发送留言前，请勾选此项以同意隐私政策。',
    ]);
    expect(await page.locator('#contact-message').inputValue()).toBe('请发送 VT30 的技术参数。');
    expect(await page.locator('#contact-consentMarketing').isChecked()).toBe(true);
    expect(posts()).toBe(0);

    await privacy.check();
    await page.locator('button[type="submit"]').click();
    await page.getByTestId('contact-confirmation').waitFor();
    expect(leadsWithSubject(server, '有脚本未勾选同意')).toHaveLength(1);
  });

  it('keeps what the visitor typed across a reload', async ({ server, tab: page }) => {
    await open(page, url(server, '/en/contact'));
    await fill(page, { name: 'Reload Visitor', message: 'Half-written message' });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.locator('#contact-name').inputValue()).toBe('Reload Visitor');
    expect(await page.locator('#contact-message').inputValue()).toBe('Half-written message');
    expect(await page.locator('[role="status"]').first().innerText()).toBe(
      'We restored the message you were writing.',
    );
  });

  it('survives lost connections: keeps the text, retries, confirms in place, stores one lead', async ({
    server,
    tab: page,
  }) => {
    await open(page, url(server, '/zh/contact'));
    await markDocument(page);
    let attempt = 0;
    await page.route('**/api/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      attempt += 1;
      // First send: the connection drops before it reaches the server.
      if (attempt === 1) return route.abort('internetdisconnected');
      // Second send: the server stores the lead, but its answer never arrives.
      if (attempt === 2) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.fallback();
    });
    await fill(page, {
      name: '刘洋',
      email: 'liu.yang@example.cn',
      subject: '网络中断后重试',
      message: '需要 EM25 的报价。',
    });
    await agree(page);
    await page.locator('button[type="submit"]').click();

    const networkError = page.locator('[role="alert"]', { hasText: '无法连接到我们的服务器' });
    await networkError.waitFor();
    expect(await page.locator('#contact-message').inputValue()).toBe('需要 EM25 的报价。');
    await networkError.getByRole('button', { name: '重试' }).click();
    await expect.poll(() => attempt).toBe(2);
    await networkError.waitFor();
    expect(leadsWithSubject(server, '网络中断后重试')).toHaveLength(1);

    await networkError.getByRole('button', { name: '重试' }).click();
    const confirmation = page.getByTestId('contact-confirmation');
    await confirmation.waitFor();
    expect(await confirmation.locator('h3').innerText()).toBe('感谢您，留言已发送');
    expect(await confirmation.innerText()).toContain('liu.yang@example.cn');
    expect(await isSameDocument(page)).toBe(true);
    await expectAccessible(page, 'the confirmation in place', formSection);
    expect(attempt).toBe(3);
    // The retry of a send the server already had counted once.
    expect(leadsWithSubject(server, '网络中断后重试')).toMatchObject([
      { name: '刘洋', channel: 'fetch', language: 'zh' },
    ]);
    // Sent: the draft is gone, so a reload starts a fresh form.
    expect(await page.evaluate(() => sessionStorage.getItem('zs-contact-draft:zh'))).toBeNull();
  });
});
