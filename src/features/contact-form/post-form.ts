import { contactErrorCodes, type ContactErrorCode } from './contact-fields.ts';

/**
 * How the site's forms (contact, download request) post to their endpoint and read its answer:
 * JSON both ways, under one timeout, the server's field refusals kept only where the form knows
 * their code.
 */

/** A send that hangs is treated like a dropped connection: the visitor can retry safely. */
export const sendTimeoutMs = 20_000;

/** The server's answer to a post. */
export interface PostedForm<Answer> {
  response: Response;
  /** The answer's body; `undefined` when it is not JSON (a proxy's error page). */
  answer: Answer | undefined;
}

/** Posts `body` as JSON; `undefined` when no answer came (offline, timed out). */
export async function postForm<Answer>(
  endpoint: string,
  body: Record<string, unknown>,
): Promise<PostedForm<Answer> | undefined> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
  } catch {
    return undefined;
  }
  let answer: Answer | undefined;
  try {
    answer = (await response.json()) as Answer;
  } catch {
    answer = undefined;
  }
  return { response, answer };
}

function isErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === 'string' && (contactErrorCodes as readonly string[]).includes(value);
}

/** The fields a `validation_failed` answer names, each with its error code. */
export function fieldErrorsOf<Field extends string>(
  problems: readonly { field: Field; code: unknown }[],
): Partial<Record<Field, ContactErrorCode>> {
  const errors: Partial<Record<Field, ContactErrorCode>> = {};
  for (const problem of problems) {
    if (isErrorCode(problem.code)) errors[problem.field] = problem.code;
  }
  return errors;
}
