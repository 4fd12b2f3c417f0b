import type { Language } from '../../i18n/languages.ts';
import {
  contactErrorCodes,
  honeypotField,
  type ContactErrorCode,
} from '../contact-form/contact-fields.ts';
import type { ConsentRules } from '../contact-form/contact-schema.ts';
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

const sendTimeoutMs = 20_000;

function isErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === 'string' && (contactErrorCodes as readonly string[]).includes(value);
}

export async function sendDownloadRequest(request: {
  values: DownloadValues;
  lang: Language;
  idempotencyKey: string;
  honeypot: string;
  consentRules: ConsentRules;
}): Promise<DownloadOutcome> {
  const checked = validateDownloadRequest(request.values, request.consentRules);
  if (!checked.success) return { kind: 'invalid', errors: checked.errors };
  let response: Response;
  try {
    response = await fetch(downloadEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        ...request.values,
        lang: request.lang,
        idempotencyKey: request.idempotencyKey,
        [honeypotField]: request.honeypot,
      }),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
  } catch {
    return { kind: 'failed' };
  }
  let answer: DownloadApiAnswer | undefined;
  try {
    answer = (await response.json()) as DownloadApiAnswer;
  } catch {
    answer = undefined;
  }
  if (!answer) return { kind: 'failed' };
  if (answer.code === 'received') return { kind: 'ready', ready: answer };
  if (answer.code === 'validation_failed' && answer.fields) {
    const errors: DownloadErrors = {};
    for (const problem of answer.fields) {
      if (isErrorCode(problem.code)) errors[problem.field] = problem.code;
    }
    return { kind: 'invalid', errors };
  }
  return { kind: 'refused', message: answer.message };
}
