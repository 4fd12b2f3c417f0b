import type { TFunction } from 'i18next';
import { siteConfig } from '../../config/site-config.ts';
import { languageCookieDays } from '../../i18n/languages.ts';

/**
 * The facts the Privacy Policy and Terms of Service state that are the site's own settings, read
 * from site-config so a changed retention period changes the texts with it. The company's
 * addresses and e-mail addresses ({{privacyEmail}}, {{shenzhenAddress}}) are filled in by the
 * content step, like every company fact (docs/decisions/074-company-facts-typed-once.md).
 * `t` must read the "common" namespace.
 */
export function legalTextValues(t: TFunction): Record<string, string | number> {
  return {
    company: t('common:company.name'),
    siteUrl: siteConfig.siteUrl.replace(/^https?:\/\//, ''),
    retentionMonths: siteConfig.contactRequestRetentionMonths,
    logDays: siteConfig.serverLogRetentionDays,
    cookieDays: languageCookieDays,
  };
}
