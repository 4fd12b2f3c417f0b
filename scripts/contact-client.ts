import { randomUUID } from 'node:crypto';
import type { FormTokenAnswer } from '../src/features/contact-form/contact-api.ts';

// The contact API as a visitor's browser calls it, for the lead tests and the leads bench.

/**
 * A complete submission the contact API accepts, with a fresh idempotency key: the form's rules
 * (src/features/contact-form/contact-schema.ts) met once, for the lead tests to vary and the
 * leads bench to send. Two copies drifted once: the consent became required, the tests' copy
 * gained it and the bench's did not, and every bench submission was refused unnoticed.
 */
export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Li Wei',
    email: 'li.wei@example.com',
    company: 'Shenzhen Grid Inspection Co.',
    phone: '+86 755 1234 5678',
    country: 'China',
    product: 'zs-VT15',
    intent: 'quote',
    subject: 'Quote for two VT15 with thermal payload',
    message: 'We inspect 400 km of power lines each month.\nPlease send a quote.',
    lang: 'en',
    idempotencyKey: randomUUID(),
    website: '',
    consentPrivacy: 'yes',
    ...overrides,
  };
}

export async function formToken(baseUrl: string): Promise<FormTokenAnswer> {
  const response = await fetch(`${baseUrl}/api/contact/token`);
  if (!response.ok) throw new Error(`Token request failed with ${response.status}.`);
  return (await response.json()) as FormTokenAnswer;
}

export function postJson(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
