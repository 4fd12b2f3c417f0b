/*
 * How pages write and link the company's numbers. Apart from the content schemas, so a page
 * showing a number does not load zod.
 */

/** A tel: link that dials the number: its digits, and the + of an international one. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A 400 number as China writes it, 400-860-2400, however the editor spaced it. */
export function hotlineText(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The company's phones as pages list them: the 400 hotline for mainland callers first. */
export const phoneIds = ['hotline', 'china', 'international'] as const;
export type PhoneId = (typeof phoneIds)[number];

/** Each phone as a page writes and links it: the hotline as China writes a 400 number. */
export function companyPhones(
  phone: Record<PhoneId, string>,
): { id: PhoneId; text: string; href: string }[] {
  return phoneIds.map((id) => ({
    id,
    text: id === 'hotline' ? hotlineText(phone[id]) : phone[id],
    href: telHref(phone[id]),
  }));
}

/** The ICP filing system's home page: its records are searched there, not linked one by one. */
export const icpFilingSystemUrl = 'https://beian.miit.gov.cn/';

/**
 * The MPS filing system's page for one record. Its code is the record's 14 digits, as in the
 * link the system gives a site owner to copy: the number as written (粤公网安备…号) is its
 * display form, with a province and characters the record's code does not have.
 */
export function publicSecurityRecordUrl(number: string): string {
  return `https://beian.mps.gov.cn/#/query/webSearch?code=${number.replace(/\D/g, '')}`;
}
