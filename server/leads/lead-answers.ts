import type { TFunction } from 'i18next';
import { siteConfig } from '../../src/config/site-config.ts';
import {
  contactLimits,
  errorMessageKey,
  type ContactErrorCode,
} from '../../src/features/contact-form/contact-schema.ts';
import type { LeadRefusal } from './admit-lead.ts';

/*
 * How the routes of the forms that make leads (the contact form, the download request) put
 * what went wrong into words and codes, the same for both: the fields refused, and a lead the
 * intake refused.
 */

/**
 * Each refused field with its code and its message in the visitor's language. A form's own
 * fields (the download request's document) have their messages beside the contact form's.
 */
export function fieldProblems<Field extends string>(
  errors: Partial<Record<Field, ContactErrorCode>>,
  t: TFunction,
): { field: Field; code: ContactErrorCode; message: string }[] {
  return (Object.entries(errors) as [Field, ContactErrorCode][]).map(([field, code]) => ({
    field,
    code,
    message: t(errorMessageKey(field as Parameters<typeof errorMessageKey>[0], code), {
      max: contactLimits[field as keyof typeof contactLimits],
    }),
  }));
}

/** A lead refused by the intake (admit-lead.ts): its status, and the answer's code and words. */
export function refusalAnswer(refusal: LeadRefusal, t: TFunction) {
  const email = siteConfig.email.business;
  switch (refusal.outcome) {
    case 'conflict':
      return {
        status: 409,
        body: { code: 'idempotency_conflict' as const, message: t('api.idempotencyConflict') },
      };
    case 'rate-limited':
      return {
        status: 429,
        body: {
          code: 'rate_limited' as const,
          message: t('api.rateLimited', {
            count: Math.ceil(refusal.retryAfterSeconds / 60),
            email,
          }),
          retryAfterSeconds: refusal.retryAfterSeconds,
        },
      };
    case 'failed':
      return {
        status: 500,
        body: { code: 'server_error' as const, message: t('api.serverError', { email }) },
      };
  }
}
