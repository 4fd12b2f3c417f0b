import {
  channelOf,
  type Attribution,
  type Touch,
} from '../../src/features/attribution/attribution.ts';
import type { LeadConsent, StoredLead } from './lead-store.ts';

/**
 * A lead's consent and attribution as lines of plain English, for the sales e-mail and the
 * `npm run leads` commands: the same words wherever sales or marketing read them.
 */

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function consentLines(consent: LeadConsent | null): string[] {
  if (!consent) return ['Consent: not recorded (sent before the site recorded consents)'];
  return [
    `Consent: privacy policy of ${consent.privacyPolicy}, agreed on the ${consent.form} form ` +
      `(${consent.language === 'zh' ? 'Chinese' : 'English'} page) at ${consent.givenAt}`,
    `Marketing e-mail: ${yesNo(consent.marketing)}`,
    ...(consent.transferAbroad ? [`Transfer abroad to ${consent.transferAbroad}: agreed`] : []),
  ];
}

/** "baidu / cpc / vt-launch, landed on /en/products/vtol at 2026-11-20T08:00:00.000Z". */
export function touchLine(touch: Touch): string {
  const { source, medium } = channelOf(touch);
  const tags = [source, medium, touch.campaign, touch.term, touch.content].filter(Boolean);
  const via = touch.referrer ? ` from ${touch.referrer}` : '';
  return `${tags.join(' / ')}${via}, landed on ${touch.landing} at ${touch.at}`;
}

export function attributionLines(attribution: Attribution | null): string[] {
  if (!attribution) return ['Came from: not known (no visit recorded by the browser)'];
  return [
    `First visit: ${touchLine(attribution.first)}`,
    `Latest visit: ${touchLine(attribution.latest)}`,
  ];
}

export function provenanceLines(lead: Pick<StoredLead, 'consent' | 'attribution'>): string[] {
  return [...attributionLines(lead.attribution), ...consentLines(lead.consent)];
}
