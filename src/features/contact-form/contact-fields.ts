import type { ContactIntent } from '../../routing/paths.ts';

/**
 * The contact form's fields, limits and error codes: everything about the form except the
 * checks themselves. Kept free of zod so the form can render (and hydrate) without it; the
 * zod schema in contact-schema.ts, which both the form and the server check with, is loaded
 * once the page is interactive (docs/decisions/009-initial-javascript.md).
 */

export const contactIntents = [
  'sales',
  'call',
  'quote',
  'download',
  'custom',
] as const satisfies readonly ContactIntent[];

// Fails the type check when paths.ts gains an intent this list lacks.
type UnlistedIntent = Exclude<ContactIntent, (typeof contactIntents)[number]>;
export const everyIntentListed: [UnlistedIntent] extends [never] ? true : never = true;

export function isContactIntent(value: unknown): value is ContactIntent {
  return typeof value === 'string' && (contactIntents as readonly string[]).includes(value);
}

/**
 * What a form built on the contact form's fields is for, where it is not an enquiry: its e-mail
 * hint and privacy consent name that purpose (the `_download` texts), as PIPL asks of a consent.
 */
export type FormPurpose = 'download';

/** The visitor's fields, in the order the form shows them. */
export const contactFields = [
  'name',
  'email',
  'company',
  'phone',
  'country',
  'product',
  'intent',
  'subject',
  'message',
] as const;
export type ContactField = (typeof contactFields)[number];

/**
 * The consents the form asks for, as tick boxes after the fields (docs/decisions/071): the
 * privacy policy (required), marketing e-mail (optional), and the transfer of the enquiry to a
 * recipient abroad (required, and asked only when the site names one: transfer-abroad.ts).
 * None is ever ticked for the visitor.
 */
export const consentFields = ['consentPrivacy', 'consentMarketing', 'consentTransfer'] as const;
export type ConsentField = (typeof consentFields)[number];

/** The value a ticked box posts; an unticked one posts nothing. */
export const consentGiven = 'yes';

/** Whether a box was ticked: its own value as a form posts it, or true from a JSON body. */
export function isTicked(value: unknown): boolean {
  return value === consentGiven || value === true;
}

/** Every control the visitor fills in: the fields, then the consents. */
export type FormControl = ContactField | ConsentField;

/**
 * What the visitor typed and ticked, as text over the form's empty values: read back from a
 * saved draft, or from a post the server hands back on a refusal. Anything else in `input`
 * is left out, and no box is ticked that the visitor did not tick.
 */
export function typedValues<
  Values extends Record<Field | ConsentField, string>,
  Field extends string,
>(input: Record<string, unknown>, empty: Values, fields: readonly Field[]): Values {
  const values: Record<string, string> = { ...empty };
  for (const field of fields) {
    const value = input[field];
    if (typeof value === 'string') values[field] = value;
  }
  for (const consent of consentFields) {
    if (isTicked(input[consent])) values[consent] = consentGiven;
  }
  return values as Values;
}

export const requiredContactFields = [
  'name',
  'email',
  'subject',
  'message',
] as const satisfies readonly ContactField[];

export function isRequiredContactField(field: ContactField): boolean {
  return (requiredContactFields as readonly string[]).includes(field);
}

/**
 * Maximum lengths in characters (Unicode code points, so an emoji or a Chinese character counts
 * once). The message limit keeps a whole form inside the server's 16 KB body limit even when a
 * browser without JavaScript percent-encodes Chinese text (9 bytes per character): 1,500
 * characters is 13.5 KB, leaving room for the other fields. See docs/decisions/008-contact-leads.md.
 */
export const contactLimits = {
  name: 100,
  email: 254,
  company: 150,
  phone: 30,
  country: 100,
  product: 100,
  subject: 150,
  message: 1500,
} as const satisfies Partial<Record<ContactField, number>>;

export const contactErrorCodes = [
  'required',
  'notText',
  'tooLong',
  'controlCharacters',
  'markup',
  'emailInvalid',
  'phoneInvalid',
  'intentInvalid',
  'idempotencyKeyInvalid',
  'missionInvalid',
  'consentRequired',
  'documentInvalid',
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

/** The translation key of an error code, in the contactForm namespace. */
export function errorKey(code: ContactErrorCode): `errors.${ContactErrorCode}` {
  return `errors.${code}`;
}

/**
 * The translation key of a control's error message, in the contactForm namespace: each consent
 * says what its own box agrees to; every other control shares its code's message.
 */
export function errorMessageKey(
  control: FormControl | ContactFormAddition,
  code: ContactErrorCode,
): string {
  return code === 'consentRequired' && (consentFields as readonly string[]).includes(control)
    ? `consents.${control}.required`
    : errorKey(code);
}

/**
 * What the form holds while the visitor types: every field as the text in its input, every
 * consent as `consentGiven` when ticked and '' when not.
 */
export type ContactFormValues = Record<FormControl, string>;

export const emptyContactFormValues: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  country: '',
  product: '',
  intent: '',
  subject: '',
  message: '',
  consentPrivacy: '',
  consentMarketing: '',
  consentTransfer: '',
};

/** The honeypot: a field people never see or reach, which form-filling bots do fill in. */
export const honeypotField = 'website';

/** What the form sends besides the visitor's fields, and the server checks as strictly. */
export type ContactFormAddition = 'idempotencyKey' | 'mission';

export type ContactFieldErrors = Partial<
  Record<FormControl | ContactFormAddition, ContactErrorCode>
>;

export type ContactValidation<T> =
  { success: true; data: T } | { success: false; errors: ContactFieldErrors };
