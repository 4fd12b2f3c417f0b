import type { ContactErrorCode, ContactFormAddition, FormControl } from './contact-fields.ts';

/** The contract between the contact form and the server (docs/decisions/008-contact-leads.md). */
export const contactEndpoint = '/api/contact';
/** Hands the script-driven form a token that records when the form was first shown. */
export const formTokenEndpoint = '/api/contact/token';
/** Bodies over this size are refused with 413 before they are read further. */
export const contactBodyLimitBytes = 16 * 1024;

export const contactApiCodes = [
  'received',
  'validation_failed',
  'invalid_json',
  'invalid_body',
  'unsupported_media_type',
  'payload_too_large',
  'rate_limited',
  'form_expired',
  'idempotency_conflict',
  'server_error',
] as const;
export type ContactApiCode = (typeof contactApiCodes)[number];

export interface ContactFieldProblem {
  field: FormControl | ContactFormAddition;
  code: ContactErrorCode;
  message: string;
}

/** Every answer of POST /api/contact: a stable code and a message in the request's language. */
export interface ContactApiAnswer {
  code: ContactApiCode;
  message: string;
  fields?: ContactFieldProblem[];
  retryAfterSeconds?: number;
}

export interface FormTokenAnswer {
  token: string;
  /** How long to wait before a send counts as human rather than as a bot's instant post. */
  waitMs: number;
}
