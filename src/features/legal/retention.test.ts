import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { legalTextValues } from './legal-text-values.ts';

/**
 * The leads store deletes a contact request a fixed number of months after it was received
 * (server/leads: purgeReceivedBefore). The privacy policy must state that rule, with that
 * figure, in both languages: a period counted from "our last exchange" is one the store cannot
 * see and so cannot honour. docs/decisions/014-retention-from-receipt.md
 */
describe('the retention the privacy policy states', () => {
  it.each([
    ['en', `${siteConfig.contactRequestRetentionMonths} months from the day we receive them`],
    ['zh', `自我们收到咨询之日起保存 ${siteConfig.contactRequestRetentionMonths} 个月`],
  ] as const)(
    'in %s counts the period from receipt, with the figure the store uses',
    async (lang, rule) => {
      const i18n = await createTestI18n(lang);
      const t = i18n.getFixedT(lang);
      const text = t('legal:privacy.retention.body', legalTextValues(t));
      expect(text).toContain(rule);
      expect(text).not.toMatch(/last exchange|最后一次沟通/);
    },
  );
});
