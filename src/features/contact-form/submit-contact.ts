import type { Language } from '../../i18n/languages.ts';
import type { MissionNeeds } from '../../routing/mission-query.ts';
import type { Attribution } from '../attribution/attribution.ts';
import {
  contactEndpoint,
  formTokenEndpoint,
  type ContactApiAnswer,
  type FormTokenAnswer,
} from './contact-api.ts';
import {
  honeypotField,
  type ContactFieldErrors,
  type ContactFormValues,
} from './contact-fields.ts';
import { fieldErrorsOf, postForm, sendTimeoutMs } from './post-form.ts';

export interface ContactRequest {
  values: ContactFormValues;
  lang: Language;
  idempotencyKey: string;
  formToken: string | undefined;
  honeypot: string;
  /** The needs of a mission from the finder the visitor came with. */
  mission?: MissionNeeds | undefined;
  /** The visits that brought the visitor, as this browser kept them. */
  attribution?: Attribution | undefined;
}

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ContactFieldErrors }
  | { kind: 'expired' }
  /** The server understood and refused (too many messages, too large): its message says why. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; reason: 'network' | 'server' };

export async function sendContact(request: ContactRequest): Promise<SendOutcome> {
  const posted = await postForm<ContactApiAnswer>(contactEndpoint, {
    ...request.values,
    lang: request.lang,
    idempotencyKey: request.idempotencyKey,
    formToken: request.formToken ?? '',
    [honeypotField]: request.honeypot,
    mission: request.mission,
    attribution: request.attribution,
  });
  if (!posted) return { kind: 'failed', reason: 'network' };
  const { response, answer } = posted;
  if (response.ok) return { kind: 'sent' };
  if (answer?.code === 'validation_failed' && answer.fields) {
    return { kind: 'invalid', errors: fieldErrorsOf(answer.fields) };
  }
  if (answer?.code === 'form_expired') return { kind: 'expired' };
  if (response.status < 500 && answer?.message) return { kind: 'refused', message: answer.message };
  return { kind: 'failed', reason: response.status >= 500 ? 'server' : 'network' };
}

export interface FormToken {
  token: string;
  /** performance.now() at which a send is no longer "too fast". */
  readyAt: number;
}

export async function fetchFormToken(): Promise<FormToken | undefined> {
  try {
    const response = await fetch(formTokenEndpoint, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    if (!response.ok) return undefined;
    const answer = (await response.json()) as FormTokenAnswer;
    if (typeof answer.token !== 'string' || typeof answer.waitMs !== 'number') return undefined;
    return { token: answer.token, readyAt: performance.now() + Math.max(0, answer.waitMs) };
  } catch {
    return undefined;
  }
}

export function waitUntil(readyAt: number): Promise<void> {
  const remaining = readyAt - performance.now();
  return remaining > 0
    ? new Promise((resolve) => setTimeout(resolve, remaining))
    : Promise.resolve();
}
