import { privacyPolicyVersion } from '../../src/generated/legal.ts';
import type { Language } from '../../src/i18n/languages.ts';
import type { LeadConsent, StoredLead } from './lead-store.ts';

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

/**
 * For tests: a lead as the store reads it back, sent in English by a plain form post with only
 * the required fields; `overrides` make it another.
 */
export function storedLead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: 1,
    receivedAt: '2026-03-01T08:00:00.000Z',
    language: 'en',
    channel: 'form',
    name: 'Li Wei',
    email: 'li@example.com',
    company: null,
    phone: null,
    country: null,
    product: null,
    intent: null,
    subject: 'Hi',
    message: 'Hello',
    mission: null,
    consent: null,
    attribution: null,
    document: null,
    notifiedAt: null,
    ...overrides,
  };
}
