import type { Locator, Page } from 'playwright-core';
import { siteConfig } from '../../src/config/site-config.ts';
import { languages } from '../../src/i18n/languages.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { describe, expect, it } from './support/fixtures.ts';
import { readBuiltFile, visitHydrated } from './support/pages.ts';

/*
 * The website's filing marks in the footer of every page (issue 35: MIIT Order 33 wants the ICP
 * number at the foot of the home page, linked to the filing system; the public security mark
 * follows within 30 days), the 400 hotline, and the WeChat official account on the contact page
 * and the Chinese footer. Expected links are derived here from the numbers as the company facts
 * write them, not by the site's own helpers.
 */

const { icp, publicSecurity } = siteConfig.filing;
const recordCode = /^[^\d]+(\d{14})号$/.exec(publicSecurity)![1]!;
const icpHref = 'https://beian.miit.gov.cn/';
const publicSecurityHref = `https://beian.mps.gov.cn/#/query/webSearch?code=${recordCode}`;
const hotlineDigits = siteConfig.phone.hotline.replace(/[ -]/g, '');
const hotlineText = `${hotlineDigits.slice(0, 3)}-${hotlineDigits.slice(3, 6)}-${hotlineDigits.slice(6)}`;

const texts = {
  en: {
    icp: `ICP filing: ${icp}`,
    publicSecurity: `Public security filing: ${publicSecurity}`,
    hotlineLabel: 'Hotline (mainland China)',
    qrAlt: `QR code of our WeChat official account “${siteConfig.wechat.name}”`,
    caption: 'Scan with WeChat to follow our official account',
  },
  zh: {
    icp,
    publicSecurity,
    hotlineLabel: '服务热线',
    qrAlt: `微信公众号“${siteConfig.wechat.name}”二维码`,
    caption: '微信扫一扫，关注公众号',
  },
} as const;

it('ships the editorial numbers of the issue’s examples, in their written forms', () => {
  // What the site shows until the company enters its own (all marked editorial).
  expect(recordCode).toBe('44030502000001');
  expect(hotlineText).toBe('400-860-2400');
  expect(siteConfig.editorial).toEqual(expect.arrayContaining(['filing', 'wechat', 'phone']));
});

/** The picture as the browser fetched it: same origin as the page, 200, a PNG. */
async function expectServedHere(page: Page, image: Locator) {
  await image.scrollIntoViewIfNeeded();
  // Loaded lazily: decoded once it is near the viewport.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).origin).toBe(new URL(page.url()).origin);
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  return src;
}

describe('the footer', () => {
  it.for(languages)(
    '%s: the filing marks link to the filing systems',
    async (lang, { tab: page }) => {
      const errors = await visitHydrated(page, `/${lang}`);
      const marks = page.locator('footer').getByTestId('filing-marks');

      const icpLink = marks.getByRole('link', { name: texts[lang].icp, exact: true });
      expect(await icpLink.getAttribute('href')).toBe(icpHref);

      const securityLink = marks.getByRole('link', {
        name: texts[lang].publicSecurity,
        exact: true,
      });
      expect(await securityLink.getAttribute('href')).toBe(publicSecurityHref);
      // The emblem inside that link, served from this site, with its box reserved.
      const emblem = securityLink.locator('img');
      expect(await emblem.getAttribute('width')).toBe('20');
      expect(await emblem.getAttribute('height')).toBe('20');
      expect(await emblem.getAttribute('alt')).toBe('');
      const src = await expectServedHere(page, emblem);
      expect(new URL(src).pathname).toBe('/filing/public-security-emblem.png');
      // 20 × 20 as the filing system hands it out.
      expect(
        await emblem.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
      ).toEqual([20, 20]);

      if (lang === 'en') {
        // Chinese within an English page, said so for a screen reader.
        expect(await marks.locator('span[lang="zh"]').allInnerTexts()).toEqual([
          icp,
          publicSecurity,
        ]);
      }
      expect(errors).toEqual([]);
    },
  );

  it.for(languages)(
    '%s: the 400 hotline is written 400-xxx-xxxx and dials its digits',
    async (lang, { tab: page }) => {
      const errors = await visitHydrated(page, `/${lang}`);
      const contact = page.locator('footer address');
      const link = contact.getByRole('link', { name: hotlineText, exact: true });
      expect(await link.getAttribute('href')).toBe(`tel:${hotlineDigits}`);
      expect(await link.locator('xpath=..').innerText()).toContain(texts[lang].hotlineLabel);
      expect(errors).toEqual([]);
    },
  );

  it('zh: shows the WeChat official account with its QR code and how to follow; en does not', async ({
    tab: page,
  }) => {
    const errors = await visitHydrated(page, '/zh');
    const account = page.locator('footer').getByTestId('wechat-account');
    const qr = account.getByRole('img', { name: texts.zh.qrAlt, exact: true });
    expect(await qr.getAttribute('width')).toBe('96');
    expect(await qr.getAttribute('height')).toBe('96');
    // Below the fold: fetched only as the visitor nears it.
    expect(await qr.getAttribute('loading')).toBe('lazy');
    await expectServedHere(page, qr);
    const caption = await account.locator('figcaption').innerText();
    expect(caption).toContain(siteConfig.wechat.name);
    expect(caption).toContain(texts.zh.caption);

    await visitHydrated(page, '/en');
    expect(await page.locator('footer').getByTestId('wechat-account').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('of every prerendered page carries both marks, with the emblem’s size, in both languages', async () => {
    const pages = allPagePaths();
    expect(pages.some((p) => p.startsWith('/zh'))).toBe(true);
    for (const pagePath of pages) {
      const html = await readBuiltFile(`${pagePath.slice(1)}/index.html`);
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer, pagePath).toContain(`href="${icpHref}"`);
      expect(footer, pagePath).toContain(`href="${publicSecurityHref}"`);
      expect(footer, pagePath).toMatch(
        /<img src="\/filing\/public-security-emblem\.png" width="20" height="20" alt="" loading="lazy"/,
      );
      expect(footer, pagePath).toContain(icp);
      expect(footer, pagePath).toContain(publicSecurity);
    }
  });
});

describe('the contact page', () => {
  it.for(languages)(
    '%s: shows the hotline and the WeChat account with its QR code',
    async (lang, { tab: page }) => {
      const errors = await visitHydrated(page, `/${lang}/contact`);
      const channels = page.getByTestId('contact-channels');

      const hotline = channels.getByRole('link', { name: hotlineText, exact: true });
      expect(await hotline.getAttribute('href')).toBe(`tel:${hotlineDigits}`);
      expect(await hotline.locator('xpath=ancestor::div[1]/dt').innerText()).toBe(
        texts[lang].hotlineLabel,
      );

      const account = channels.getByTestId('wechat-account');
      const qr = account.getByRole('img', { name: texts[lang].qrAlt, exact: true });
      expect(await qr.getAttribute('width')).toBe('128');
      expect(await qr.getAttribute('height')).toBe('128');
      // In a desktop's first screen, where it can be the largest paint: not held back.
      expect(await qr.getAttribute('loading')).toBe('eager');
      const src = await expectServedHere(page, qr);
      expect(new URL(src).pathname).toMatch(/^\/qr\/[\w-]+-[0-9a-f]{10}\.png$/);
      const caption = await account.locator('figcaption').innerText();
      expect(caption).toContain(siteConfig.wechat.name);
      expect(caption).toContain(texts[lang].caption);
      expect(errors).toEqual([]);
    },
  );
});
