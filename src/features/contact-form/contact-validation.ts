import type { ContactValidation } from './contact-fields.ts';
import type { ContactFields } from './contact-schema.ts';

type ValidateContactFields = (input: unknown) => ContactValidation<ContactFields>;

let validation: Promise<ValidateContactFields> | undefined;

/**
 * The shared zod checks, fetched on demand: zod is about 10 KB gzip that the form needs only
 * once the visitor interacts, so it stays out of the contact page's initial JavaScript
 * (docs/decisions/009-initial-javascript.md). A failed fetch is tried again on the next call.
 */
export function loadContactValidation(): Promise<ValidateContactFields> {
  validation ??= import('./contact-schema.ts').then(
    (schema) => schema.validateContactFields,
    (error: unknown) => {
      validation = undefined;
      throw error;
    },
  );
  return validation;
}
