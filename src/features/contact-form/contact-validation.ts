import type { ContactValidation } from './contact-fields.ts';
import type { ConsentRules, ContactFields } from './contact-schema.ts';

type ValidateContactForm = (
  input: unknown,
  rules: ConsentRules,
) => ContactValidation<ContactFields>;

let validation: Promise<ValidateContactForm> | undefined;

/**
 * The shared zod checks, fetched on demand: zod is about 10 KB gzip that the form needs only
 * once the visitor interacts, so it stays out of the contact page's initial JavaScript
 * (docs/decisions/009-initial-javascript.md). A failed fetch is tried again on the next call.
 */
export function loadContactValidation(): Promise<ValidateContactForm> {
  validation ??= import('./contact-schema.ts').then(
    (schema) => schema.validateContactForm,
    (error: unknown) => {
      validation = undefined;
      throw error;
    },
  );
  return validation;
}
