import type { TFunction } from 'i18next';
import { siteConfig } from '../../config/site-config.ts';
import { languageCookieDays } from '../../i18n/languages.ts';

/**
 * The facts the Privacy Policy and Terms of Service state, read from site-config and
 * common.json so a changed address, e-mail or retention period changes the texts with it.
 * `t` must read the "common" namespace.
 */
export function legalTextValues(t: TFunction): Record<string, string | number> {
  return {
    company: t('common:company.name'),
    siteUrl: siteConfig.siteUrl.replace(/^https?:\/\//, ''),
    privacyEmail: siteConfig.email.privacy,
    businessEmail: siteConfig.email.business,
    shenzhenAddress: t('common:offices.shenzhen.address'),
    singaporeAddress: t('common:offices.singapore.address'),
    retentionMonths: siteConfig.contactRequestRetentionMonths,
    logDays: siteConfig.serverLogRetentionDays,
    cookieDays: languageCookieDays,
  };
}
