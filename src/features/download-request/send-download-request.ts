import type { Language } from '../../i18n/languages.ts';
import { honeypotField } from '../contact-form/contact-fields.ts';
import type { ConsentRules } from '../contact-form/contact-schema.ts';
import { fieldErrorsOf, postForm } from '../contact-form/post-form.ts';
import {
  downloadEndpoint,
  type DownloadApiAnswer,
  type DownloadErrors,
  type DownloadReady,
  type DownloadValues,
} from './download-request-fields.ts';
import { validateDownloadRequest } from './download-request-schema.ts';

export { newIdempotencyKey } from '../contact-form/idempotency-key.ts';

/**
 * The download form's send, loaded on the visitor's first use of the form so the page's start
 * carries neither it nor the checks (zod): checked here first, then sent as JSON; the server
 * checks again and answers with the signed link.
 */
export type DownloadOutcome =
  | { kind: 'ready'; ready: DownloadReady }
  | { kind: 'invalid'; errors: DownloadErrors }
  | { kind: 'refused'; message: string }
  | { kind: 'failed' };

export async function sendDownloadRequest(request: {
  values: DownloadValues;
  lang: Language;
  idempotencyKey: string;
  honeypot: string;
  consentRules: ConsentRules;
}): Promise<DownloadOutcome> {
  const checked = validateDownloadRequest(request.values, request.consentRules);
  if (!checked.success) return { kind: 'invalid', errors: checked.errors };
  const posted = await postForm<DownloadApiAnswer>(downloadEndpoint, {
    ...request.values,
    lang: request.lang,
    idempotencyKey: request.idempotencyKey,
    [honeypotField]: request.honeypot,
  });
  const answer = posted?.answer;
  if (!answer) return { kind: 'failed' };
  if (answer.code === 'received') return { kind: 'ready', ready: answer };
  if (answer.code === 'validation_failed' && answer.fields) {
    return { kind: 'invalid', errors: fieldErrorsOf(answer.fields) };
  }
  return { kind: 'refused', message: answer.message };
}
