import { runLeadsCommand } from '../../scripts/leads.ts';
import type { StoredLead } from '../../server/leads/lead-store.ts';
import {
  describe,
  expect,
  testWithServer,
  type Page,
  type ServerProcess,
} from './support/fixtures.ts';
import { wait } from './support/leads.ts';
import { waitForHydration } from './support/pages.ts';

/**
 * Campaign attribution as a buyer brings it (docs/decisions/071): they land from a tagged link
 * or a search engine, move through the site's own links, and send the contact form; the lead
 * is stored with where they came from, and the marketing report counts it.
 */
const minFillMs = 300;
const it = testWithServer({ CONTACT_MIN_FILL_MS: String(minFillMs), RATE_LIMIT_MAX: '50' });

async function storedAttribution(page: Page) {
  return page.evaluate(() => localStorage.getItem('zs-attribution'));
}

/** Opens a page and waits until the visit has been recorded (after start-up). */
async function land(page: Page, address: string, options: { referer?: string } = {}) {
  const before = await storedAttribution(page).catch(() => null);
  await page.goto(address, options);
  await waitForHydration(page);
  await expect.poll(() => storedAttribution(page)).not.toBe(before);
}

/** From any page, through the header's own link to the contact page, and sends a message. */
async function sendFromContactLink(page: Page, lang: 'en' | 'zh', subject: string) {
  await page.locator(`header a[href="/${lang}/contact"]`).first().click();
  await page.waitForURL(`**/${lang}/contact`);
  await page.locator('#contact-name').fill('Wang Fang');
  await page.locator('#contact-email').fill('wang.fang@example.cn');
  await page.locator('#contact-subject').fill(subject);
  await page.locator('#contact-message').fill('Please send the VT30 spec sheet.');
  await page.locator('#contact-consentPrivacy').check();
  await wait(minFillMs);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('contact-confirmation').waitFor();
}

async function exportedLead(server: ServerProcess, subject: string): Promise<StoredLead> {
  const leads = JSON.parse(
    await runLeadsCommand(['export', '--format', 'json'], { DATABASE_PATH: server.databasePath }),
  ) as StoredLead[];
  const lead = leads.find((candidate) => candidate.subject === subject);
  if (!lead) throw new Error(`No lead with the subject "${subject}".`);
  return lead;
}

describe('a lead keeps the campaign that brought the buyer', () => {
  it.for([
    { lang: 'en', subject: 'Tagged visit, English' },
    { lang: 'zh', subject: '带推广参数的访问' },
  ] as const)(
    'from /$lang/products/vtol?utm_source=baidu&utm_medium=cpc&utm_campaign=vt-launch',
    async ({ lang, subject }, { server, page }) => {
      const landing = `/${lang}/products/vtol`;
      await land(
        page,
        `${server.baseUrl}${landing}?utm_source=baidu&utm_medium=cpc&utm_campaign=vt-launch`,
      );
      // A later page of the same visit is no new visit: the landing stays the listing.
      await page.locator(`header a[href="/${lang}/about"]`).first().click();
      await page.waitForURL(`**/${lang}/about`);
      await sendFromContactLink(page, lang, subject);

      const lead = await exportedLead(server, subject);
      const touch = {
        source: 'baidu',
        medium: 'cpc',
        campaign: 'vt-launch',
        landing,
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      };
      expect(lead.attribution).toEqual({ first: touch, latest: touch });
      expect(lead.consent).toMatchObject({ language: lang, privacy: true, marketing: false });
    },
  );

  it('keeps the first visit when a later one comes from another campaign', async ({
    server,
    page,
  }) => {
    await land(page, `${server.baseUrl}/zh/products/vtol?utm_source=baidu&utm_campaign=vt-launch`);
    await land(
      page,
      `${server.baseUrl}/zh?utm_source=newsletter&utm_medium=email&utm_campaign=spring`,
    );
    await sendFromContactLink(page, 'zh', '两次访问');
    const lead = await exportedLead(server, '两次访问');
    expect(lead.attribution).toMatchObject({
      first: { source: 'baidu', campaign: 'vt-launch', landing: '/zh/products/vtol' },
      latest: { source: 'newsletter', medium: 'email', campaign: 'spring', landing: '/zh' },
    });
  });

  it('names a search engine that sent the visitor without tags, keeping only its origin', async ({
    server,
    page,
  }) => {
    // A results page of the engine, linking to the site as Baidu's does; its referrer policy
    // lets the link's origin through to this plain-http test server.
    const results = 'https://www.baidu.com/s?wd=%E5%9E%82%E8%B5%B7%E5%A4%8D%E5%90%88%E7%BF%BC';
    await page.route(results, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><meta name="referrer" content="unsafe-url"><a href="${server.baseUrl}/en/products">ZS UAV</a>`,
      }),
    );
    await page.goto(results);
    const before = await storedAttribution(page).catch(() => null);
    await page.locator('a').click();
    await page.waitForURL(`${server.baseUrl}/en/products`);
    await waitForHydration(page);
    await expect.poll(() => storedAttribution(page)).not.toBe(before);
    await sendFromContactLink(page, 'en', 'From a search engine');

    const lead = await exportedLead(server, 'From a search engine');
    expect(lead.attribution?.first).toEqual({
      referrer: 'https://www.baidu.com',
      landing: '/en/products',
      at: expect.any(String),
    });
    const csv = await runLeadsCommand(['export', '--format', 'csv'], {
      DATABASE_PATH: server.databasePath,
    });
    const row = csv.split('\r\n').find((line) => line.includes('From a search engine'));
    expect(row).toMatch(/,"baidu","organic","","\/en\/products","no"$/);

    const report = await runLeadsCommand(['report', '--by', 'source'], {
      DATABASE_PATH: server.databasePath,
    });
    expect(report).toMatch(/^ {2}baidu +[1-9]\d*$/m);
  });
});
