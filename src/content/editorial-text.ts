import type { Language } from '../i18n/languages.ts';

/** A claim in the site's text that no source gives, written for launch. */
export interface EditorialText {
  /** What marketing is asked to confirm, in English. */
  claim: string;
  /** The locale keys ("namespace:key") whose text states it, in both languages. */
  keys: readonly string[];
  /**
   * Words that state the claim. Every text containing them must be one of `keys`, so a new
   * sentence repeating the claim cannot escape the list.
   */
  wording?: Record<Language, RegExp>;
}

/**
 * Invented claims that live in wording rather than in figures. Figures carry their own marks
 * (each product's `editorial`, `siteConfig.editorial`, the `editorial` flag of statistics,
 * milestones and news); `npx vitest run editorial` prints them all for marketing.
 * docs/decisions/013-editorial-marks-and-figures-on-request.md
 */
export const editorialTexts: readonly EditorialText[] = [
  {
    claim:
      'VTOL rotor layout: electric lift rotors for take-off and landing and a pusher propeller for cruise (the spec says "composite wing" only)',
    keys: [
      'catalogue:droneFeatures.vtolNoRunway.description',
      'catalogue:droneFeatures.hybridPower.description',
      'catalogue:faq.hybrid.answer',
      'catalogue:values.hybrid',
    ],
    wording: { en: /lift rotor|pusher/i, zh: /升力旋翼|尾推/ },
  },
  {
    claim: 'Sales reply within one business day',
    keys: ['common:replyTime'],
    wording: { en: /one business day/i, zh: /一个工作日/ },
  },
  {
    claim: 'Company name and the addresses of the two headquarters (docs/decisions/003)',
    keys: [
      'common:company.name',
      'common:company.shortName',
      'common:offices.shenzhen.address',
      'common:offices.singapore.address',
    ],
  },
  {
    claim:
      'The company story: its founders, in-house engineering, assembly and test flights in Shenzhen, the Singapore training and service centre, factory visits',
    keys: [
      'about:intro.paragraphs.origin',
      'about:intro.paragraphs.products',
      'about:intro.paragraphs.customers',
      'about:approach.items.engineering.text',
      'about:approach.items.manufacturing.text',
      'about:approach.items.training.text',
      'about:offices.roles.shenzhen',
      'about:offices.roles.singapore',
      'about:cta.text',
    ],
  },
];
