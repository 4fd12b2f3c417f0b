import { hotlineText } from '../config/company-numbers.ts';
import type { CompanyFacts } from './content-schema.ts';
import type { Language } from '../i18n/languages.ts';

/*
 * Company facts typed once (docs/decisions/074-company-facts-typed-once.md). A text that states
 * the opening hours, a phone number, an e-mail address or an office address quotes it through a
 * {{placeholder}}; the content step fills those in from content/company.yaml, in each language,
 * and refuses a text that types one of the facts itself, so a changed fact cannot leave a stale
 * copy behind. Kept apart from zod and React so the content step, the editor and the pages can
 * all read it.
 */

export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** The days the office is open, first to last, in week order (Monday to Saturday: six days). */
export function openDays({ from, to }: { from: Weekday; to: Weekday }): Weekday[] {
  const first = weekdays.indexOf(from);
  const last = weekdays.indexOf(to);
  return first <= last
    ? weekdays.slice(first, last + 1)
    : [...weekdays.slice(first), ...weekdays.slice(0, last + 1)];
}

/** +08:00 as people write it after GMT: +8; +05:30 stays +5:30. */
export function shortUtcOffset(utcOffset: string): string {
  const [, sign = '+', hours = '0', minutes = '00'] =
    /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset) ?? [];
  return `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** The words the facts are said with in one language: the contact page's hours texts. */
export interface FactWording {
  /** Monday … Sunday, by weekday id. */
  weekdays: Record<Weekday, string>;
  /** "{{from}} to {{to}}". */
  dayRange: string;
  /** "GMT{{offset}}". */
  zone: string;
  /** "{{businessDays}} {{openingTime}}–{{closingTime}} ({{timeZone}})". */
  schedule: string;
}

/** Fills the named {{placeholders}} of a text and leaves every other one to the page. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([^},\s]+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

const capitalised = (id: string) => `${id[0]!.toUpperCase()}${id.slice(1)}`;

/**
 * The placeholders a text may quote a company fact through, with their value in one language:
 * the hours ({{businessHours}}, {{businessDays}}, {{openingTime}}, {{closingTime}},
 * {{timeZone}}, {{emergencyHours}} when there is an emergency line), the e-mail addresses
 * ({{businessEmail}}, {{supportEmail}}, {{privacyEmail}}), the phones ({{hotlinePhone}},
 * {{chinaPhone}}, {{internationalPhone}}) and each office's address ({{shenzhenAddress}}).
 */
export function companyFactValues(
  company: Pick<CompanyFacts, 'businessHours' | 'email' | 'phone' | 'offices'>,
  lang: Language,
  wording: FactWording,
): Record<string, string> {
  const hours = company.businessHours;
  const { from, to } = hours.days;
  const businessDays =
    from === to
      ? wording.weekdays[from]
      : fillPlaceholders(wording.dayRange, {
          from: wording.weekdays[from],
          to: wording.weekdays[to],
        });
  const times = {
    businessDays,
    openingTime: hours.opens,
    closingTime: hours.closes,
    timeZone: fillPlaceholders(wording.zone, { offset: shortUtcOffset(hours.utcOffset) }),
  };
  return {
    ...times,
    businessHours: fillPlaceholders(wording.schedule, times),
    ...(hours.emergency ? { emergencyHours: hours.emergency[lang] } : {}),
    ...Object.fromEntries(
      Object.entries(company.email).map(([id, address]) => [`${id}Email`, address]),
    ),
    // The 400 number as China writes it, 400-860-2400, however the editor spaced it.
    hotlinePhone: hotlineText(company.phone.hotline),
    chinaPhone: company.phone.china,
    internationalPhone: company.phone.international,
    ...Object.fromEntries(
      company.offices.map((office) => [`${office.id}Address`, office.address[lang]]),
    ),
  };
}

/** Every placeholder name companyFactValues can give, whether or not this company has it. */
export function companyFactNames(company: Pick<CompanyFacts, 'email' | 'offices'>): string[] {
  return [
    'businessHours',
    'businessDays',
    'openingTime',
    'closingTime',
    'timeZone',
    'emergencyHours',
    ...Object.keys(company.email).map((id) => `${id}Email`),
    'hotlinePhone',
    'chinaPhone',
    'internationalPhone',
    ...company.offices.map((office) => `${office.id}Address`),
  ];
}

/** schema.org's OpeningHoursSpecification of the office hours, for the structured data. */
export function openingHoursJsonLd(hours: CompanyFacts['businessHours']): Record<string, unknown> {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: openDays(hours.days).map((day) => `https://schema.org/${capitalised(day)}`),
    opens: `${hours.opens}:00${hours.utcOffset}`,
    closes: `${hours.closes}:00${hours.utcOffset}`,
  };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squeezed = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** A pattern finding a number written with any spacing, dashes, dots or brackets. */
function digitsPattern(digits: string): RegExp {
  return new RegExp(`(?<![\\d])${[...digits].join('[\\s\\-.()（）]*')}(?![\\d])`);
}

/**
 * The fact a text types itself rather than quoting it, as the placeholder to use instead, or
 * undefined: an opening or closing time, a phone number in any spacing (with or without its
 * country code, with the 0 of a Chinese area code), an e-mail address, an office's address or
 * its postcode.
 */
export function typedFact(
  text: string,
  company: Pick<CompanyFacts, 'businessHours' | 'email' | 'phone' | 'offices'>,
): { fact: string; placeholder: string } | undefined {
  const { opens, closes } = company.businessHours;
  const time = (value: string) => {
    const [hours = '', minutes = ''] = value.split(':');
    // 08:30, 8:30 and 8：30 all say the same hour.
    return new RegExp(`(?<![\\d:：])0?${Number(hours)}\\s*[:：]\\s*${minutes}(?![\\d])`);
  };
  if (time(opens).test(text)) return { fact: opens, placeholder: 'openingTime' };
  if (time(closes).test(text)) return { fact: closes, placeholder: 'closingTime' };

  for (const [id, address] of Object.entries(company.email)) {
    if (text.toLowerCase().includes(address.toLowerCase()))
      return { fact: address, placeholder: `${id}Email` };
  }

  for (const [id, number] of Object.entries(company.phone)) {
    const digits = number.replace(/\D/g, '');
    const forms = [digits];
    // +86 755 8600 2400 is also written 0755 8600 2400 in China, and 8600 2400 in the city.
    const china = /^86(\d+)$/.exec(digits)?.[1];
    if (china) forms.push(`0${china}`, china);
    // +65 6100 2400 is 6100 2400 in Singapore.
    const abroad = number.startsWith('+') ? /^(?!86)\d{2}(\d{8})$/.exec(digits)?.[1] : undefined;
    if (abroad) forms.push(abroad);
    if (forms.some((form) => digitsPattern(form).test(text)))
      return { fact: number, placeholder: `${id}Phone` };
  }

  const text_ = squeezed(text);
  for (const office of company.offices) {
    for (const address of Object.values(office.address)) {
      const parts = [
        address,
        // A street line with its number (9 Keji South 12th Road) and the postcode say it too.
        ...address.split(/[,，]/).filter((part) => /\d/.test(part) && /\p{L}{4}/u.test(part)),
      ];
      const postcodes = address.match(/\d{5,}/g) ?? [];
      if (
        parts.some((part) => text_.includes(squeezed(part))) ||
        postcodes.some((code) => new RegExp(`(?<!\\d)${escapeRegExp(code)}(?!\\d)`).test(text))
      )
        return { fact: address, placeholder: `${office.id}Address` };
    }
  }
  return undefined;
}
