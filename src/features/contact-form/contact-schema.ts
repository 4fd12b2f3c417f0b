import * as z from 'zod/mini';
import { productSlugPattern } from '../../catalogue/product.ts';
import { attributionSchema } from '../attribution/attribution-schema.ts';
import { languages } from '../../i18n/languages.ts';
import {
  hasNeeds,
  missionTasks,
  numericNeeds,
  type MissionNeeds,
  type NumericNeed,
} from '../../routing/mission-query.ts';
import { needBounds } from '../../routing/mission-needs.ts';
import {
  contactErrorCodes,
  contactFields,
  contactIntents,
  contactLimits,
  errorKey,
  honeypotField,
  isTicked,
  type ContactErrorCode,
  type ContactFieldErrors,
  type ContactValidation,
} from './contact-fields.ts';
import { controlInLine, controlInText } from './control-characters.ts';

// The server and the tests read the whole form definition from here.
export * from './contact-fields.ts';

/**
 * THE contact form schema (docs/architecture.md, house rule 6): the form checks what the
 * visitor typed with it, and the server checks every submission again with it, never trusting
 * the browser. Messages are translation keys of the contactForm namespace, so each side shows
 * them in its own language.
 *
 * zod/mini rather than classic zod: the form ships this module to the browser, and mini's
 * functional checks tree-shake to a fraction of the classic bundle.
 */

function codeOf(message: string | undefined): ContactErrorCode {
  const code = message?.replace(/^errors\./, '');
  return (contactErrorCodes as readonly string[]).includes(code ?? '')
    ? (code as ContactErrorCode)
    : 'notText';
}

// A UTF-16 half without its partner: JSON can carry one, but it is not text and cannot be
// stored or mailed faithfully.
const loneSurrogate = /\p{Cs}/u;
// An HTML tag, comment or declaration opener. "payload < 5 kg" is fine; "<script", "</a" and
// "<!--" are not.
const markupTag = /<\s*(?:[/?]?\s*[a-z]|!)/i;

function characterCount(value: string): number {
  return [...value].length;
}

interface TextRules {
  required: boolean;
  max: number;
  multiline?: boolean;
}

function textProblem(value: string, rules: TextRules): ContactErrorCode | undefined {
  if (value === '') return rules.required ? 'required' : undefined;
  if (characterCount(value) > rules.max) return 'tooLong';
  if ((rules.multiline ? controlInText : controlInLine).test(value) || loneSurrogate.test(value)) {
    return 'controlCharacters';
  }
  if (markupTag.test(value)) return 'markup';
  return undefined;
}

/**
 * E-mail syntax as the OWASP Input Validation Cheat Sheet suggests: two parts around one "@",
 * a local part of at most 63 characters without dangerous characters (quotes, backticks,
 * spaces, angle brackets, commas), a domain of letters, digits, hyphens and dots, and at most
 * 254 characters in all. Whether the mailbox exists is for the sales team's reply to find out.
 */
const localPart = /^[A-Za-z0-9!#$%&*+/=?^_{|}~-]+(?:\.[A-Za-z0-9!#$%&*+/=?^_{|}~-]+)*$/;
const domainLabel = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

export function isEmailAddress(value: string): boolean {
  if (value.length > contactLimits.email) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 63 || !localPart.test(local)) return false;
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2) return false;
  if (!labels.every((label) => domainLabel.test(label))) return false;
  const topLevel = labels.at(-1) ?? '';
  return characterCount(topLevel) >= 2 && !/^\d+$/.test(topLevel);
}

const phoneCharacters = /^\+?[0-9 ()./-]+$/;

export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phoneCharacters.test(value) && digits >= 6 && digits <= 20;
}

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? errorKey('required') : errorKey('notText');

function text(
  rules: TextRules,
  format?: { test: (value: string) => boolean; code: ContactErrorCode },
) {
  return z.string({ error: typeError }).check(
    z.trim(),
    // Browsers submit a textarea's line breaks as CRLF; store one kind.
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.superRefine((value, ctx) => {
      const problem =
        textProblem(value, rules) ??
        (value && format && !format.test(value) ? format.code : undefined);
      if (problem) ctx.addIssue({ code: 'custom', message: errorKey(problem), input: value });
    }),
  );
}

const emptyToUndefined = <T>(value: T | '') => (value === '' ? undefined : value);

function optionalText(max: number, format?: Parameters<typeof text>[1]) {
  return z.optional(z.pipe(text({ required: false, max }, format), z.transform(emptyToUndefined)));
}

export const contactFieldsSchema = z.object({
  name: text({ required: true, max: contactLimits.name }),
  email: text(
    { required: true, max: contactLimits.email },
    { test: isEmailAddress, code: 'emailInvalid' },
  ),
  company: optionalText(contactLimits.company),
  phone: optionalText(contactLimits.phone, { test: isPhoneNumber, code: 'phoneInvalid' }),
  country: optionalText(contactLimits.country),
  product: optionalText(contactLimits.product),
  intent: z.optional(
    z.pipe(
      z.union([z.enum(contactIntents), z.literal('')], { error: errorKey('intentInvalid') }),
      z.transform(emptyToUndefined),
    ),
  ),
  subject: text({ required: true, max: contactLimits.subject }),
  message: text({ required: true, max: contactLimits.message, multiline: true }),
});

/** A lead as the server stores it: trimmed, optional fields absent rather than empty. */
export type ContactFields = z.output<typeof contactFieldsSchema>;

const boundedNeed = (need: NumericNeed) =>
  z.optional(z.number().check(z.gte(needBounds[need].min), z.lte(needBounds[need].max)));

/**
 * The needs of the mission finder a submission may carry (src/routing/mission-needs.ts): each
 * optional, each number within the bounds the finder clamps to, the task one the finder knows,
 * the device a product slug, the coldest temperature not above the hottest, and nothing else.
 * The form sends what the finder's own reading of the URL made of it, so whatever is refused
 * here did not come from the form.
 */
const missionSchema = z.pipe(
  z
    .strictObject({
      task: z.optional(z.enum(missionTasks)),
      ...(Object.fromEntries(numericNeeds.map((need) => [need, boundedNeed(need)])) as Record<
        NumericNeed,
        ReturnType<typeof boundedNeed>
      >),
      device: z.optional(
        z.string().check(z.maxLength(contactLimits.product), z.regex(productSlugPattern)),
      ),
    })
    .check(z.refine(({ tmin, tmax }) => tmin === undefined || tmax === undefined || tmin <= tmax)),
  // A mission that states no need is no mission.
  z.transform((needs): MissionNeeds | undefined => (hasNeeds(needs) ? needs : undefined)),
);

/**
 * A whole submission: the visitor's fields plus what the form adds. `lang` picks the language
 * of the answer (an unsupported code is ignored, docs/requirements/languages.md); `idempotencyKey`
 * makes a retried submission count once; `formToken` proves when the form was first served.
 */
export const contactSubmissionSchema = z.object({
  ...contactFieldsSchema.shape,
  lang: z.catch(z.optional(z.enum(languages)), undefined),
  idempotencyKey: z.optional(
    z.pipe(
      z.union(
        [
          z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, errorKey('idempotencyKeyInvalid'))),
          z.literal(''),
        ],
        {
          error: errorKey('idempotencyKeyInvalid'),
        },
      ),
      z.transform(emptyToUndefined),
    ),
  ),
  formToken: z.catch(z.optional(z.string().check(z.maxLength(512))), undefined),
  mission: z.optional(missionSchema),
  // Never a reason to refuse a lead: attribution that does not pass is dropped.
  attribution: z.catch(z.optional(attributionSchema), undefined),
  [honeypotField]: z.optional(z.unknown()),
});
export type ContactSubmission = z.output<typeof contactSubmissionSchema>;

/** Which consents a form asks for: the transfer abroad only when the site names a recipient. */
export interface ConsentRules {
  /** Who receives leads abroad, with the country (transfer-abroad.ts); none: not asked. */
  transferRecipient: string | undefined;
}

/** The boxes the visitor ticked. */
export interface GivenConsents {
  privacy: boolean;
  marketing: boolean;
  transfer: boolean;
}

/** The ticks of a form or a JSON body: a box counts as ticked only with the value it posts. */
export function readConsents(input: unknown): GivenConsents {
  const record = (typeof input === 'object' && input !== null ? input : {}) as Record<
    string,
    unknown
  >;
  return {
    privacy: isTicked(record.consentPrivacy),
    marketing: isTicked(record.consentMarketing),
    transfer: isTicked(record.consentTransfer),
  };
}

/** The consents a form must have and lacks: the privacy policy, and the transfer when asked. */
export function consentErrors(consents: GivenConsents, rules: ConsentRules): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!consents.privacy) errors.consentPrivacy = 'consentRequired';
  if (rules.transferRecipient && !consents.transfer) errors.consentTransfer = 'consentRequired';
  return errors;
}

/**
 * The first problem of each field, in the order the checks run (required before format);
 * `alsoFields` names the controls of another form that shares these checks (the download
 * request's document).
 */
export function fieldErrors<Errors extends Partial<Record<string, ContactErrorCode>>>(
  issues: readonly z.core.$ZodIssue[],
  alsoFields: readonly string[] = [],
): Errors {
  const errors: Partial<Record<string, ContactErrorCode>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    // The mission is the finder's reading, not the visitor's typing: whichever need is wrong,
    // it is one problem.
    if (field === 'mission') errors.mission = 'missionInvalid';
    else if (
      (contactFields as readonly string[]).includes(field) ||
      field === 'idempotencyKey' ||
      alsoFields.includes(field)
    ) {
      errors[field] = codeOf(issue.message);
    }
  }
  return errors as Errors;
}

export function validateContactFields(input: unknown): ContactValidation<ContactFields> {
  const result = contactFieldsSchema.safeParse(input);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors<ContactFieldErrors>(result.error.issues) };
}

/** What the form checks before it sends: the fields, then the consents it asks for. */
export function validateContactForm(
  input: unknown,
  rules: ConsentRules,
): ContactValidation<ContactFields> {
  const result = validateContactFields(input);
  const missing = consentErrors(readConsents(input), rules);
  if (Object.keys(missing).length === 0) return result;
  return { success: false, errors: { ...(result.success ? {} : result.errors), ...missing } };
}

/** A submission as the server checks it: the form's checks, its additions, and the consents. */
export function validateContactSubmission(
  input: unknown,
  rules: ConsentRules,
): ContactValidation<ContactSubmission & { consents: GivenConsents }> {
  const result = contactSubmissionSchema.safeParse(input);
  const consents = readConsents(input);
  const missing = consentErrors(consents, rules);
  if (result.success && Object.keys(missing).length === 0) {
    return { success: true, data: { ...result.data, consents } };
  }
  return {
    success: false,
    errors: {
      ...(result.success ? {} : fieldErrors<ContactFieldErrors>(result.error.issues)),
      ...missing,
    },
  };
}
