import type { FormControl } from './contact-fields.ts';

/** Element ids of a control and the texts that describe it; the error summary links to them. */
export function fieldIds(field: FormControl) {
  const input = `contact-${field}`;
  return { input, hint: `${input}-hint`, error: `${input}-error`, count: `${input}-count` };
}
