/**
 * The company's language-neutral facts in one place: the header, footer, contact page,
 * structured data and server all read them from here. Names and addresses are text, so they
 * live in the locale files (common.json "company" and "offices").
 *
 * Editorial: the facts listed in `editorial` were written for the site's launch and must be
 * confirmed by marketing before they are published (docs/decisions/003-company-facts.md);
 * business hours and the 24/7 emergency line are the specification's own.
 */
export const siteConfig = {
  editorial: ['siteUrl', 'foundedYear', 'email', 'phone', 'offices'],
  /** Absolute origin used for canonical and alternate links, the sitemap and JSON-LD. */
  siteUrl: 'https://www.zs-uav.com',
  foundedYear: 2012,
  email: {
    business: 'sales@zs-uav.com',
    support: 'support@zs-uav.com',
    /** Where the privacy policy sends requests about personal data. */
    privacy: 'privacy@zs-uav.com',
  },
  phone: {
    china: '+86 755 8600 2400',
    international: '+65 6100 2400',
  },
  businessHours: { days: 'monday-friday', opens: '08:30', closes: '17:30', utcOffset: '+08:00' },
  /**
   * How long a contact request is kept, counted from the day it was received: the one moment
   * the leads store knows for every lead, so its daily purge can honour the figure exactly.
   * The privacy policy states the same rule. docs/decisions/014-retention-from-receipt.md
   */
  contactRequestRetentionMonths: 24,
  /** How long the web server's access logs (IP address, page, time) are kept; also stated there. */
  serverLogRetentionDays: 30,
  offices: [
    { id: 'shenzhen', countryCode: 'CN', latitude: 22.5335, longitude: 113.9535 },
    { id: 'singapore', countryCode: 'SG', latitude: 1.2928, longitude: 103.7876 },
  ],
} as const;

export type OfficeId = (typeof siteConfig.offices)[number]['id'];
