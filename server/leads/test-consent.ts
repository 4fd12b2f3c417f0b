import { privacyPolicyVersion } from '../../src/generated/legal.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { LeadConsent } from './lead-store.ts';

/** For tests: the consent a lead sent from the contact form in `language` carries. */
export function contactConsent(
  language: Language,
  extra: Partial<Pick<LeadConsent, 'marketing' | 'transferAbroad' | 'givenAt'>> = {},
): LeadConsent {
  return {
    form: 'contact',
    givenAt: '2026-03-01T08:00:00.000Z',
    language,
    privacyPolicy: privacyPolicyVersion[language],
    privacy: true,
    marketing: false,
    transferAbroad: null,
    ...extra,
  };
}
