import { companyFacts, wechatQrCode } from '../generated/company.ts';

/**
 * The company's language-neutral facts in one place: the header, footer, contact page,
 * structured data and server all read them from here. Founding year, e-mail addresses, phone
 * numbers, the website's filing numbers, the WeChat official account, business hours and
 * offices are content, edited in content/company.yaml (office names and addresses with them, in
 * both languages); the site address and the retention periods are the site's own settings, tied
 * to how the server behaves, and stay in code.
 *
 * Editorial: the facts listed in `editorial` were written for the site's launch and must be
 * confirmed by marketing before they are published (docs/decisions/003-company-facts.md);
 * business hours and the 24/7 emergency line are the specification's own.
 */
export const siteConfig = {
  ...companyFacts,
  // The QR code as served (public/qr), in place of the upload's path in content/media.
  wechat: { name: companyFacts.wechat.name, qrCode: wechatQrCode },
  editorial: ['siteUrl', ...companyFacts.editorial],
  /** Absolute origin used for canonical and alternate links, the sitemap and JSON-LD. */
  siteUrl: 'https://www.zs-uav.com',
  /**
   * How long a contact request is kept, counted from the day it was received: the one moment
   * the leads store knows for every lead, so its daily purge can honour the figure exactly.
   * The privacy policy states the same rule. docs/decisions/014-retention-from-receipt.md
   */
  contactRequestRetentionMonths: 24,
  /** How long the web server's access logs (IP address, page, time) are kept; also stated there. */
  serverLogRetentionDays: 30,
};
