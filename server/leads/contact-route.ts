import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../../src/routing/paths.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import {
  contactBodyLimitBytes,
  contactEndpoint,
  formTokenEndpoint,
  type ContactApiAnswer,
  type ContactApiCode,
  type ContactFieldProblem,
  type FormTokenAnswer,
} from '../../src/features/contact-form/contact-api.ts';
import {
  contactFields,
  contactLimits,
  emptyContactFormValues,
  errorKey,
  honeypotField,
  validateContactFields,
  validateContactSubmission,
  type ContactFieldErrors,
  type ContactFields,
  type ContactFormValues,
} from '../../src/features/contact-form/contact-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { formTokenLifetimeMs, type FormTokenCheck, type FormTokens } from './form-token.ts';
import type { LeadChannel, LeadStore } from './lead-store.ts';
import { rateLimitClient, type RateLimiter } from './rate-limiter.ts';
import {
  renderFormPage,
  renderProblemPage,
  renderSentPage,
  type ResultPageContext,
} from './render-result-page.tsx';
import { answerLanguage, type ServerI18n } from './server-i18n.ts';

export interface ContactRouteOptions {
  store: LeadStore;
  tokens: FormTokens;
  limiter: RateLimiter;
  i18n: ServerI18n;
  stylesheets: readonly string[];
  /** Submissions sooner than this after their form token was issued are bots'. */
  minFillMs: number;
  /** Called after a lead is committed, so its sales notice goes out promptly. */
  onLeadStored: (id: number) => void;
}

/** Set with the contact page so a browser without JavaScript also carries a form token. */
export const formTokenCookie = 'zs_form_token';
const contactPagePath = /^\/(en|zh)\/contact\/?$/;
const formContentType = 'application/x-www-form-urlencoded';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function tokenCookie(token: string, secure: boolean): string {
  return [
    `${formTokenCookie}=${token}`,
    `Path=${contactEndpoint}`,
    `Max-Age=${Math.floor(formTokenLifetimeMs / 1000)}`,
    'HttpOnly',
    // Strict: a form on another site posting here carries no token and stores nothing.
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The weight a client's Accept header gives a media type (0 when it does not list it). */
function acceptWeight(accept: string, type: string): number | undefined {
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== type) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    return Number.isFinite(weight) ? weight : 0;
  }
  return undefined;
}

/**
 * A browser's own form post asks for HTML (Accept: text/html, …) and gets a page; everything
 * else, including the site's fetch, gets JSON.
 */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const html = acceptWeight(accept, 'text/html') ?? 0;
  return html > 0 && html >= (acceptWeight(accept, 'application/json') ?? 0);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the visitor typed, as text, to put back into the form on an error page. */
function typedValues(body: Record<string, unknown>): ContactFormValues {
  const values = { ...emptyContactFormValues };
  for (const field of contactFields) {
    const value = body[field];
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

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

/** The form parser: repeated names become arrays, which the schema refuses as not text. */
function parseForm(body: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

export async function registerContactRoutes(
  app: FastifyInstance,
  options: ContactRouteOptions,
): Promise<void> {
  const { store, tokens, limiter, i18n, minFillMs } = options;
  const publicEmail = siteConfig.email.business;

  const pageContext = (lang: Language): ResultPageContext => ({
    lang,
    i18n: i18n.instance,
    stylesheets: options.stylesheets,
  });

  const isSecure = (request: FastifyRequest) => request.protocol === 'https';

  // The contact page's HTML carries a form token cookie (once; a reload keeps the first), so
  // the fill time of a visitor without JavaScript counts from when they first saw the form.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    if (!contactPagePath.test(request.url.split('?')[0] ?? '')) return payload;
    // Private: the response may set a per-visitor cookie, which no shared cache should keep.
    reply.header('cache-control', 'private, max-age=0, must-revalidate');
    if (!tokens.check(cookieValue(request.headers.cookie, formTokenCookie)).valid) {
      reply.header('set-cookie', tokenCookie(tokens.issue('page'), isSecure(request)));
    }
    return payload;
  });

  await app.register(async (api) => {
    // Only JSON and form fields are accepted; Fastify's plain-text parser would let any text
    // through to be refused later as "not an object" instead of as an unsupported type.
    api.removeContentTypeParser('text/plain');
    api.addContentTypeParser(formContentType, { parseAs: 'string' }, (_request, body, done) => {
      done(null, parseForm(body as string));
    });

    function languageOf(request: FastifyRequest, formLanguage?: unknown): Language {
      return answerLanguage({
        formLanguage,
        referer: request.headers.referer,
        acceptLanguage: request.headers['accept-language'],
      });
    }

    function json(
      reply: FastifyReply,
      status: number,
      code: ContactApiCode,
      message: string,
      extra: Partial<ContactApiAnswer> = {},
    ) {
      const answer: ContactApiAnswer = { code, message, ...extra };
      return reply.code(status).header('cache-control', 'no-store').send(answer);
    }

    function html(reply: FastifyReply, status: number, page: string) {
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    }

    /** A refusal before the body could be read: nothing to put back in the form. */
    function refuse(
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      code: ContactApiCode,
      key: string,
      lang = languageOf(request),
    ) {
      const message = i18n.t(lang)(key, { email: publicEmail });
      return wantsHtml(request)
        ? html(reply, status, renderProblemPage(pageContext(lang), message))
        : json(reply, status, code, message);
    }

    api.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return refuse(request, reply, 413, 'payload_too_large', 'api.payloadTooLarge');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return refuse(request, reply, 415, 'unsupported_media_type', 'api.unsupportedMediaType');
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return refuse(request, reply, 400, 'invalid_json', 'api.invalidJson');
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return refuse(request, reply, 400, 'invalid_body', 'api.invalidBody');
      }
      // The JSON parser reports a syntax error (or a forbidden __proto__ key) as a bare 400.
      if (error instanceof SyntaxError && error.statusCode === 400) {
        return refuse(request, reply, 400, 'invalid_json', 'api.invalidJson');
      }
      request.log.error({ err: error }, 'contact request failed');
      // The lead was not stored (say, the disk is full). A browser without JavaScript gets its
      // form back with the text, so trying again later costs the visitor nothing.
      const body = request.body;
      if (wantsHtml(request) && isPlainObject(body)) {
        const lang = languageOf(request, body.lang);
        const message = i18n.t(lang)('api.serverError', { email: publicEmail });
        const formToken = typeof body.formToken === 'string' ? body.formToken : undefined;
        return html(
          reply,
          500,
          renderFormPage(pageContext(lang), message, {
            values: typedValues(body),
            errors: {},
            ...(formToken ? { formToken } : {}),
          }),
        );
      }
      return refuse(request, reply, 500, 'server_error', 'api.serverError');
    });

    api.get(formTokenEndpoint, async (request, reply) => {
      // A token the browser already holds keeps counting from when the form was first shown.
      const held = tokens.check(cookieValue(request.headers.cookie, formTokenCookie));
      const token = held.valid && held.kind === 'page' ? held.token : tokens.issue('page');
      const check = tokens.check(token) as Extract<FormTokenCheck, { valid: true }>;
      const answer: FormTokenAnswer = { token, waitMs: Math.max(0, minFillMs - check.ageMs) };
      return reply.header('cache-control', 'no-store').send(answer);
    });

    // Someone who bookmarked or reloaded the result page lands on the form again.
    api.get(contactEndpoint, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(paths.contact(languageOf(request)), 303),
    );

    api.post(contactEndpoint, { bodyLimit: contactBodyLimitBytes }, async (request, reply) => {
      const channel: LeadChannel = request.headers['content-type']?.startsWith(formContentType)
        ? 'form'
        : 'fetch';
      const body = request.body;
      if (!isPlainObject(body)) {
        return refuse(request, reply, 400, 'invalid_body', 'api.invalidBody');
      }
      const lang = languageOf(request, body.lang);
      const t = i18n.t(lang);
      const values = typedValues(body);
      // The form's own token first (the script sends it; an error page hands it back), else the
      // cookie the contact page set.
      const fieldToken = tokens.check(typeof body.formToken === 'string' ? body.formToken : '');
      const token = fieldToken.valid
        ? fieldToken
        : tokens.check(cookieValue(request.headers.cookie, formTokenCookie));
      // The token an error page hands back: the visitor's own while it is valid, so their fill
      // time keeps counting from the first view; a fresh 'retry' one otherwise.
      const tokenForPage = () => (token.valid ? token.token : tokens.issue('retry'));

      const rejectFields = (errors: ContactFieldErrors) => {
        const problems: ContactFieldProblem[] = Object.entries(errors).map(([field, code]) => ({
          field: field as ContactFieldProblem['field'],
          code: code,
          message: t(errorKey(code), {
            max: contactLimits[field as keyof typeof contactLimits],
          }),
        }));
        const message = t('api.validationFailed');
        return wantsHtml(request)
          ? html(
              reply,
              400,
              renderFormPage(pageContext(lang), message, {
                values,
                errors,
                formToken: tokenForPage(),
              }),
            )
          : json(reply, 400, 'validation_failed', message, { fields: problems });
      };

      const refuseWithForm = (status: number, code: ContactApiCode, message: string) =>
        wantsHtml(request)
          ? html(
              reply,
              status,
              renderFormPage(pageContext(lang), message, {
                values,
                errors: {},
                formToken: tokenForPage(),
              }),
            )
          : json(reply, status, code, message);

      const accept = (status: 200 | 201, fields: ContactFields) =>
        wantsHtml(request)
          ? html(reply, status, renderSentPage(pageContext(lang), fields))
          : json(reply, status, 'received', t('api.received'));

      const validation = validateContactSubmission(body);
      if (!validation.success) return rejectFields(validation.errors);
      const submission = validation.data;
      const fields = Object.fromEntries(
        contactFields.map((field) => [field, submission[field]]),
      ) as ContactFields;
      const lead =
        channel === 'form' ? prefillFromReferer(fields, request.headers.referer) : fields;

      if (!token.valid) return refuseWithForm(400, 'form_expired', t('api.formExpired'));

      const idempotencyKey = submission.idempotencyKey ?? derivedKey(token.token, lead);
      const existing = store.find(idempotencyKey);
      if (existing) {
        const replay = store.record({ idempotencyKey, fields: lead, language: lang, channel });
        if (replay.kind === 'conflict') {
          return refuseWithForm(409, 'idempotency_conflict', t('api.idempotencyConflict'));
        }
        return accept(200, lead);
      }

      const limit = limiter.take(rateLimitClient(request.ip));
      if (!limit.allowed) {
        const retryAfterSeconds = Math.max(1, Math.ceil(limit.retryAfterMs / 1000));
        reply.header('retry-after', String(retryAfterSeconds));
        const message = t('api.rateLimited', {
          count: Math.ceil(retryAfterSeconds / 60),
          email: publicEmail,
        });
        return wantsHtml(request)
          ? refuseWithForm(429, 'rate_limited', message)
          : json(reply, 429, 'rate_limited', message, { retryAfterSeconds });
      }

      const honeypot = body[honeypotField];
      const honeypotFilled =
        honeypot !== undefined && honeypot !== null && String(honeypot).trim() !== '';
      const tooFast = token.kind === 'page' && token.ageMs < minFillMs;
      if (honeypotFilled || tooFast) {
        // Answered exactly like a person, so the bot learns nothing; nothing is stored.
        request.log.info(
          { reason: honeypotFilled ? 'honeypot' : 'fill-time', fillMs: token.ageMs },
          'contact submission dropped as a bot',
        );
        return accept(201, lead);
      }

      // Synchronous and durable: when record() returns, the lead is on disk.
      const result = store.record({ idempotencyKey, fields: lead, language: lang, channel });
      if (result.kind === 'conflict') {
        return refuseWithForm(409, 'idempotency_conflict', t('api.idempotencyConflict'));
      }
      if (result.kind === 'created') {
        request.log.info({ leadId: result.id, channel }, 'lead stored');
        options.onLeadStored(result.id);
        return accept(201, lead);
      }
      return accept(200, lead);
    });
  });
}
