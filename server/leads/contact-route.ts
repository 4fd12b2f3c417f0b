import { fastifyCookie } from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../../src/routing/paths.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import {
  contactBodyLimitBytes,
  contactEndpoint,
  formTokenEndpoint,
  type ContactApiAnswer,
  type ContactApiCode,
  type FormTokenAnswer,
} from '../../src/features/contact-form/contact-api.ts';
import type { ConsentRules } from '../../src/features/contact-form/contact-schema.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { prefersHtml } from '../negotiate.ts';
import { sendSiteFile, type SiteFile } from '../site-files.ts';
import { formTokenLifetimeMs, type FormTokenCheck, type FormTokens } from './form-token.ts';
import {
  renderNotSentPage,
  renderSentPage,
  type ResultPageContext,
} from './render-result-page.tsx';
import type { LeadRefusal } from './admit-lead.ts';
import { fieldProblems, refusalAnswer } from './lead-answers.ts';
import { answerLanguage, type ServerI18n } from './server-i18n.ts';
import type { SubmitLead, SubmitLeadResult } from './submit-lead.ts';

export interface ContactRouteOptions {
  submitLead: SubmitLead;
  tokens: FormTokens;
  i18n: ServerI18n;
  stylesheets: readonly string[];
  /** The consents the form asks for, for the form handed back without JavaScript. */
  consentRules: ConsentRules;
  /** Submissions sooner than this after their form token was issued are bots'. */
  minFillMs: number;
  /** The built site, for the contact pages that carry a form token cookie. */
  files: Map<string, SiteFile>;
}

/** Set with the contact page so a browser without JavaScript also carries a form token. */
export const formTokenCookie = 'zs_form_token';
const formContentType = 'application/x-www-form-urlencoded';

/** A request whose body could not be read as fields, refused before the service sees it. */
type Unreadable = Extract<SubmitLeadResult, { outcome: 'unreadable' }>['reason'];

interface Answer {
  status: number;
  code: ContactApiCode;
  message: string;
  /** What a browser without JavaScript gets instead of JSON. */
  page: () => string;
  json?: Partial<ContactApiAnswer>;
}

const unreadable: Record<Unreadable, { status: number; key: string }> = {
  invalid_body: { status: 400, key: 'api.invalidBody' },
  invalid_json: { status: 400, key: 'api.invalidJson' },
  payload_too_large: { status: 413, key: 'api.payloadTooLarge' },
  unsupported_media_type: { status: 415, key: 'api.unsupportedMediaType' },
};

/**
 * POST /api/contact as a thin route: it reads the request, hands it to the submitLead service,
 * and turns the result into JSON (the site's fetch) or a page (a browser without JavaScript) in
 * one place, `answer`. Also the form token endpoint and the contact pages' token cookie.
 */
export async function registerContactRoutes(
  app: FastifyInstance,
  options: ContactRouteOptions,
): Promise<void> {
  const { submitLead, tokens, i18n, minFillMs } = options;
  const email = siteConfig.email.business;
  const context = (lang: Language): ResultPageContext => ({
    lang,
    i18n: i18n.instance,
    stylesheets: options.stylesheets,
    transferRecipient: options.consentRules.transferRecipient,
  });

  function describe(result: SubmitLeadResult): Answer {
    const { lang } = result;
    const t = i18n.t(lang);
    const formPage = (message: string) => () =>
      renderNotSentPage(context(lang), message, 'form' in result ? result.form : undefined);
    const refusal = (status: number, code: ContactApiCode, message: string): Answer => ({
      status,
      code,
      message,
      page: formPage(message),
    });
    switch (result.outcome) {
      case 'received':
        return {
          status: result.replay ? 200 : 201,
          code: 'received',
          message: t('api.received'),
          page: () => renderSentPage(context(lang), result.fields),
        };
      case 'invalid':
        return {
          ...refusal(400, 'validation_failed', t('api.validationFailed')),
          json: { fields: fieldProblems(result.form.errors, t) },
        };
      case 'expired':
        return refusal(400, 'form_expired', t('api.formExpired'));
      case 'conflict':
      case 'rate-limited':
      case 'failed': {
        // The cases above leave only the refusals of the lead intake.
        const { status, body } = refusalAnswer(result as LeadRefusal, t);
        return { ...refusal(status, body.code, body.message), json: body };
      }
      case 'unreadable': {
        const { status, key } = unreadable[result.reason];
        const message = t(key, { email });
        return { status, code: result.reason, message, page: formPage(message) };
      }
    }
  }

  function answer(request: FastifyRequest, reply: FastifyReply, result: SubmitLeadResult) {
    const { status, code, message, page, json } = describe(result);
    reply.code(status).header('cache-control', 'no-store');
    if (result.outcome === 'rate-limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
    }
    if (prefersHtml(request.headers.accept)) {
      return reply.type('text/html; charset=utf-8').send(page());
    }
    const body: ContactApiAnswer = { code, message, ...json };
    return reply.send(body);
  }

  const languageOf = (request: FastifyRequest) =>
    answerLanguage({
      referer: request.headers.referer,
      acceptLanguage: request.headers['accept-language'],
    });

  await app.register(async (api) => {
    await api.register(fastifyCookie);
    // Only JSON and form fields are accepted; Fastify's plain-text parser would let any text
    // through to be refused later as "not an object" instead of as an unsupported type.
    api.removeContentTypeParser('text/plain');
    await api.register(fastifyFormbody);

    const tokenCookie = (request: FastifyRequest) => request.cookies[formTokenCookie];

    // The contact pages carry a form token cookie (once; a reload keeps the first), so the
    // fill time of a visitor without JavaScript counts from when they first saw the form.
    for (const lang of languages) {
      const pagePath = paths.contact(lang);
      const file = options.files.get(`${pagePath}/index.html`);
      if (!file) continue;
      api.get(pagePath, async (request, reply) => {
        if (!tokens.check(tokenCookie(request)).valid) {
          reply.setCookie(formTokenCookie, tokens.issue('page'), {
            path: contactEndpoint,
            maxAge: Math.floor(formTokenLifetimeMs / 1000),
            httpOnly: true,
            // Strict: a form on another site posting here carries no token and stores nothing.
            sameSite: 'strict',
            secure: request.protocol === 'https',
          });
        }
        // Private: the response may set a per-visitor cookie, which no shared cache should keep.
        return sendSiteFile(request, reply, file, {
          cacheControl: 'private, max-age=0, must-revalidate',
        });
      });
    }

    api.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
      const refuse = (reason: Unreadable) =>
        answer(request, reply, { outcome: 'unreadable', reason, lang: languageOf(request) });
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return refuse('payload_too_large');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return refuse('unsupported_media_type');
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return refuse('invalid_json');
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return refuse('invalid_body');
      }
      // The JSON parser reports a syntax error (or a forbidden __proto__ key) as a bare 400.
      if (error instanceof SyntaxError && error.statusCode === 400) return refuse('invalid_json');
      request.log.error({ err: error }, 'contact request failed');
      return answer(request, reply, { outcome: 'failed', lang: languageOf(request) });
    });

    api.get(formTokenEndpoint, async (request, reply) => {
      // A token the browser already holds keeps counting from when the form was first shown.
      const held = tokens.check(tokenCookie(request));
      const token = held.valid && held.kind === 'page' ? held.token : tokens.issue('page');
      const check = tokens.check(token) as Extract<FormTokenCheck, { valid: true }>;
      const body: FormTokenAnswer = { token, waitMs: Math.max(0, minFillMs - check.ageMs) };
      return reply.header('cache-control', 'no-store').send(body);
    });

    // Someone who bookmarked or reloaded the result page lands on the form again.
    api.get(contactEndpoint, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(paths.contact(languageOf(request)), 303),
    );

    api.post(contactEndpoint, { bodyLimit: contactBodyLimitBytes }, async (request, reply) => {
      const result = await submitLead({
        body: request.body,
        channel: request.headers['content-type']?.startsWith(formContentType) ? 'form' : 'fetch',
        ip: request.ip,
        tokenCookie: tokenCookie(request),
        referer: request.headers.referer,
        acceptLanguage: request.headers['accept-language'],
      });
      return answer(request, reply, result);
    });
  });
}
