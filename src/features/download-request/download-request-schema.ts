import * as z from 'zod/mini';
import { languages } from '../../i18n/languages.ts';
import {
  consentErrors,
  contactFieldsSchema,
  contactSubmissionSchema,
  errorKey,
  fieldErrors,
  honeypotField,
  readConsents,
  type ConsentRules,
  type GivenConsents,
} from '../contact-form/contact-schema.ts';
import { documentField, type DownloadErrors } from './download-request-fields.ts';

/**
 * A download request as the form checks it before sending and the server checks it again: the
 * contact form's own rules for the name, the e-mail address and the company, and its consents.
 * Whether the document is one the page offers is for the server, which knows the catalogue.
 */
const downloadRequestSchema = z.object({
  name: contactFieldsSchema.shape.name,
  email: contactFieldsSchema.shape.email,
  company: contactFieldsSchema.shape.company,
  [documentField]: z
    .string({ error: errorKey('documentInvalid') })
    .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/, errorKey('documentInvalid'))),
  lang: z.catch(z.optional(z.enum(languages)), undefined),
  idempotencyKey: contactSubmissionSchema.shape.idempotencyKey,
  attribution: contactSubmissionSchema.shape.attribution,
  [honeypotField]: z.optional(z.unknown()),
});
export type DownloadRequest = z.output<typeof downloadRequestSchema>;

export function validateDownloadRequest(
  input: unknown,
  rules: ConsentRules,
):
  | { success: true; data: DownloadRequest & { consents: GivenConsents } }
  | { success: false; errors: DownloadErrors } {
  const result = downloadRequestSchema.safeParse(input);
  const consents = readConsents(input);
  const missing = consentErrors(consents, rules);
  if (result.success && Object.keys(missing).length === 0) {
    return { success: true, data: { ...result.data, consents } };
  }
  const errors: DownloadErrors = {
    ...(result.success ? {} : fieldErrors<DownloadErrors>(result.error.issues, [documentField])),
    ...missing,
  };
  return { success: false, errors };
}
