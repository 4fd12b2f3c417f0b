import { createHash } from 'node:crypto';
import type { SubmittedContactForm } from '../../src/features/contact-form/contact-form.tsx';
import {
  contactFields,
  emptyContactFormValues,
  typedValues,
  validateContactFields,
  validateContactSubmission,
  type ConsentRules,
  type ContactFieldErrors,
  type ContactFields,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';
import {
  admitLead,
  givenConsent,
  isPlainObject,
  type AdmitLeadDependencies,
} from './admit-lead.ts';
import type { FormTokens } from './form-token.ts';
import type { LeadChannel, NewLead, NoticeChannel } from './lead-store.ts';
import { answerLanguage } from './server-i18n.ts';

/** One POST /api/contact, as the route read it. */
export interface LeadSubmission {
  /** The parsed body: JSON, or the fields of a plain form post. */
  body: unknown;
  channel: LeadChannel;
  /** The client's address (behind a trusted proxy, from X-Forwarded-For). */
  ip: string;
  /** The form token of the cookie the contact page set. */
  tokenCookie: string | undefined;
  referer: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * What became of a submission. Every outcome that refuses a lead carries the visitor's form
 * (their text, the errors, a form token), so an answer without JavaScript can hand it back.
 */
export type SubmitLeadResult =
  | {
      outcome: 'received';
      /** A retry of a lead stored before (or a dropped bot's, answered alike): 200, not 201. */
      replay: boolean;
      lang: Language;
      fields: ContactFields;
    }
  | { outcome: 'invalid' | 'expired' | 'conflict'; lang: Language; form: SubmittedContactForm }
  | {
      outcome: 'rate-limited';
      lang: Language;
      form: SubmittedContactForm;
      retryAfterSeconds: number;
    }
  /** Not stored (the database failed); the form is absent only when the body was never read. */
  | { outcome: 'failed'; lang: Language; form?: SubmittedContactForm }
  /** The body is not an object of fields, so there is nothing to hand back. */
  | {
      outcome: 'unreadable';
      reason: 'invalid_body' | 'invalid_json' | 'payload_too_large' | 'unsupported_media_type';
      lang: Language;
    };

export interface SubmitLeadDependencies extends AdmitLeadDependencies {
  tokens: FormTokens;
  /** Submissions sooner than this after their form token was issued are bots'. */
  minFillMs: number;
  /** The notices each new lead queues: e-mail, and the CRM webhook when it is configured. */
  notify: readonly NoticeChannel[];
  /** The consents every lead must carry: the transfer abroad when leads go abroad. */
  consentRules: ConsentRules;
}

const contactPagePath = /^\/(en|zh)\/contact\/?$/;

/**
 * A browser without JavaScript posts the prerendered form, whose product and intent are empty
 * because the prerender never sees the query string. The page's URL, with the query of the call
 * to action, arrives as the Referer (same-origin requests send it in full), so empty fields are
 * filled from it, checked by the same schema.
 */
function prefillFromReferer(fields: ContactFields, referer: string | undefined): ContactFields {
  if (!referer || (fields.product && fields.intent)) return fields;
  let query: URLSearchParams;
  try {
    const url = new URL(referer);
    if (!contactPagePath.test(url.pathname)) return fields;
    query = url.searchParams;
  } catch {
    return fields;
  }
  const candidate = validateContactFields({
    ...fields,
    product: fields.product ?? query.get('product') ?? '',
    intent: fields.intent ?? query.get('intent') ?? '',
  });
  return candidate.success ? candidate.data : fields;
}

/** Without an idempotency key (a plain HTML post), the token and the content identify a send. */
function derivedKey(token: string, fields: ContactFields): string {
  const canonical = JSON.stringify(contactFields.map((field) => fields[field] ?? null));
  return `form-${createHash('sha256').update(`${token}\n${canonical}`).digest('base64url')}`;
}

/**
 * The whole contact submission as one service (docs/decisions/017-contact-flow-as-a-service.md):
 * validate with the shared schema, require a form token, honour the idempotency key (a retry is
 * answered like the first send and never counted again), rate-limit new leads per client, drop
 * bots quietly (honeypot, too fast), store the lead with its sales notice, and wake the outbox.
 * It knows nothing of HTTP; the route turns its result into JSON or a page.
 */
export function createSubmitLead(deps: SubmitLeadDependencies) {
  const { tokens, minFillMs } = deps;

  return async function submitLead(submission: LeadSubmission): Promise<SubmitLeadResult> {
    const { body, referer, acceptLanguage } = submission;
    if (!isPlainObject(body)) {
      return {
        outcome: 'unreadable',
        reason: 'invalid_body',
        lang: answerLanguage({ referer, acceptLanguage }),
      };
    }
    const lang = answerLanguage({ formLanguage: body.lang, referer, acceptLanguage });
    // The form's own token first (the script sends it; an error page hands it back), else the
    // cookie the contact page set.
    const fieldToken = tokens.check(typeof body.formToken === 'string' ? body.formToken : '');
    const token = fieldToken.valid ? fieldToken : tokens.check(submission.tokenCookie);
    // The form handed back on a refusal keeps the visitor's own token while it is valid, so
    // their fill time keeps counting from the first view; otherwise a fresh 'retry' one.
    const form = (errors: ContactFieldErrors = {}): SubmittedContactForm => ({
      values: typedValues(body, emptyContactFormValues, contactFields),
      errors,
      formToken: token.valid ? token.token : tokens.issue('retry'),
    });

    const validation = validateContactSubmission(body, deps.consentRules);
    if (!validation.success) return { outcome: 'invalid', lang, form: form(validation.errors) };
    const { data } = validation;
    const fields = Object.fromEntries(
      contactFields.map((field) => [field, data[field]]),
    ) as ContactFields;
    const leadFields = submission.channel === 'form' ? prefillFromReferer(fields, referer) : fields;
    if (!token.valid) return { outcome: 'expired', lang, form: form() };
    const lead: NewLead = {
      idempotencyKey: data.idempotencyKey ?? derivedKey(token.token, leadFields),
      fields: leadFields,
      ...(data.mission ? { mission: data.mission } : {}),
      consent: givenConsent(
        'contact',
        lang,
        new Date(),
        data.consents.marketing,
        deps.consentRules,
      ),
      ...(data.attribution ? { attribution: data.attribution } : {}),
      language: lang,
      channel: submission.channel,
      notify: deps.notify,
    };
    const admitted = await admitLead(deps, {
      lead,
      ip: submission.ip,
      body,
      // Only the contact page's token times a fill: an error page hands the text back typed.
      fill: { ms: token.ageMs, tooFast: token.kind === 'page' && token.ageMs < minFillMs },
      logAs: {
        submission: 'contact submission',
        stored: 'lead stored',
        storedWith: { channel: lead.channel },
      },
    });
    if (admitted.outcome === 'refused') return { ...admitted.refusal, lang, form: form() };
    return {
      outcome: 'received',
      replay: admitted.outcome === 'replay',
      lang,
      fields: lead.fields,
    };
  };
}

export type SubmitLead = ReturnType<typeof createSubmitLead>;
