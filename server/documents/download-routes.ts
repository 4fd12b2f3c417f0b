import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactBodyLimitBytes } from '../../src/features/contact-form/contact-api.ts';
import type { ConsentRules } from '../../src/features/contact-form/contact-schema.ts';
import {
  downloadEndpoint,
  type DownloadApiAnswer,
} from '../../src/features/download-request/download-request-fields.ts';
import { isLanguage, type Language } from '../../src/i18n/languages.ts';
import { prefersHtml } from '../negotiate.ts';
import type { LeadRefusal } from '../leads/admit-lead.ts';
import { fieldProblems, refusalAnswer } from '../leads/lead-answers.ts';
import type { ResultPageContext } from '../leads/render-result-page.tsx';
import { answerLanguage, type ServerI18n } from '../leads/server-i18n.ts';
import { droneOfDocument, type CatalogueDocument } from './document-catalogue.ts';
import { documentsPathPrefix, type DocumentLinks } from './document-link.ts';
import {
  renderDocumentReadyPage,
  renderDownloadNotSentPage,
  renderLinkRefusedPage,
  type LinkRefusal,
} from './render-download-pages.tsx';
import type { RequestDocument, RequestDocumentResult } from './request-document.ts';

export interface DownloadRouteOptions {
  requestDocument: RequestDocument;
  links: DocumentLinks;
  catalogue: ReadonlyMap<string, CatalogueDocument>;
  /** The build's documents folder (dist/documents), outside the public site. */
  documentsDir: string;
  i18n: ServerI18n;
  stylesheets: readonly string[];
  consentRules: ConsentRules;
}

const formContentType = 'application/x-www-form-urlencoded';
/** Signed links are private to whoever asked: never indexed, kept by no shared cache. */
const noIndex = 'noindex, nofollow';

/**
 * `inline; filename="…"; filename*=UTF-8''…` (RFC 6266 with RFC 5987's encoding): the title as
 * the file's name, "ZS-VT15 spec sheet.pdf"; browsers that read only the plain name get the
 * document's id where the title is not ASCII.
 */
export function contentDisposition(title: string, id: string): string {
  const name = `${title}.pdf`;
  const plain = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '_') : `${id}.pdf`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${plain}"; filename*=UTF-8''${encoded}`;
}

/** The language a document id names ("zs-VT15.specSheet.zh": zh), when it names one. */
function languageOfDocument(id: string | undefined): Language | undefined {
  const lang = id?.split('.')[2];
  return isLanguage(lang) ? lang : undefined;
}

/**
 * POST /api/download (JSON for the page's script, a page for a browser without JavaScript),
 * and GET /documents/<id>.pdf, which hands out a document only to a link the server signed
 * and that has not expired; anything else there is refused with a page that says why.
 */
export async function registerDownloadRoutes(
  app: FastifyInstance,
  options: DownloadRouteOptions,
): Promise<void> {
  const { i18n, links, catalogue } = options;
  const context = (lang: Language): ResultPageContext => ({
    lang,
    i18n: i18n.instance,
    stylesheets: options.stylesheets,
    transferRecipient: options.consentRules.transferRecipient,
  });

  function answer(request: FastifyRequest, reply: FastifyReply, result: RequestDocumentResult) {
    const { lang } = result;
    const t = i18n.t(lang);
    const html = prefersHtml(request.headers.accept);
    reply.header('cache-control', 'no-store').header('x-robots-tag', noIndex);
    if (result.outcome === 'ready') {
      const { download, drone } = result.document;
      const ready = {
        code: 'received' as const,
        message: t('catalogue:model.download.readyHeading'),
        title: download.title,
        link: result.link,
        expiresAt: result.expiresAt.toISOString(),
        mailed: result.mailed,
      };
      if (html) {
        return reply
          .type('text/html; charset=utf-8')
          .send(renderDocumentReadyPage(context(lang), ready, result.email, drone));
      }
      return reply.send(ready satisfies DownloadApiAnswer);
    }
    let status: number;
    let body: DownloadApiAnswer;
    switch (result.outcome) {
      case 'invalid':
        status = 400;
        body = {
          code: 'validation_failed',
          message: t('catalogue:model.download.notSent'),
          fields: fieldProblems(result.form.errors, t),
        };
        break;
      case 'conflict':
      case 'rate-limited':
      case 'failed':
        // The cases above leave only the refusals of the lead intake.
        ({ status, body } = refusalAnswer(result as LeadRefusal, t));
        break;
      case 'unreadable':
        status = 400;
        body = { code: 'invalid_body', message: t('api.invalidBody') };
        break;
    }
    if (result.outcome === 'rate-limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
    }
    reply.code(status);
    if (html) {
      const form = 'form' in result ? result.form : undefined;
      const drone = form && droneOfDocument(form.values.document);
      return reply
        .type('text/html; charset=utf-8')
        .send(renderDownloadNotSentPage(context(lang), body.message, form, drone));
    }
    return reply.send(body);
  }

  await app.register(async (api) => {
    api.removeContentTypeParser('text/plain');
    await api.register(fastifyFormbody);
    // A body that cannot be read (too large, not JSON or form fields) has no form to hand back.
    api.setErrorHandler((error, request, reply) => {
      request.log.info({ err: error }, 'download request unreadable');
      const lang = answerLanguage({
        referer: request.headers.referer,
        acceptLanguage: request.headers['accept-language'],
      });
      return answer(request, reply, { outcome: 'unreadable', lang });
    });
    // Someone who reloads the answer page lands on the products again.
    api.get(downloadEndpoint, async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect('/', 303),
    );
    api.post(downloadEndpoint, { bodyLimit: contactBodyLimitBytes }, async (request, reply) => {
      const result = await options.requestDocument({
        body: request.body,
        channel: request.headers['content-type']?.startsWith(formContentType) ? 'form' : 'fetch',
        ip: request.ip,
        referer: request.headers.referer,
        acceptLanguage: request.headers['accept-language'],
      });
      return answer(request, reply, result);
    });
  });

  app.get(`${documentsPathPrefix}*`, async (request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const check = links.verify(pathname, request.query as Record<string, unknown>);
    // Only a genuine link (valid, or expired) names its document; a forged one names nothing.
    const named = check.documentId;
    const listed = named === undefined ? undefined : catalogue.get(named);
    const refuse = (refusal: LinkRefusal, status: number) => {
      // The language the address asks for, whether or not its signature holds: it only picks
      // the words of the refusal.
      const asked = pathname.slice(documentsPathPrefix.length).replace(/\.pdf$/, '');
      const lang = answerLanguage({
        formLanguage: languageOfDocument(asked),
        acceptLanguage: request.headers['accept-language'],
      });
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', noIndex)
        .type('text/html; charset=utf-8')
        .send(
          renderLinkRefusedPage(
            context(lang),
            refusal,
            listed?.drone ?? (named === undefined ? undefined : droneOfDocument(named)),
          ),
        );
    };
    if (!check.valid)
      return check.reason === 'expired' ? refuse('expired', 410) : refuse('invalid', 403);
    const file = path.join(options.documentsDir, `${check.documentId}.pdf`);
    const size = listed
      ? await stat(file).then(
          (found) => found.size,
          () => undefined,
        )
      : undefined;
    if (!listed || size === undefined) return refuse('gone', 404);
    return (
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', size)
        .header(
          'content-disposition',
          contentDisposition(listed.download.title, listed.download.id),
        )
        .header('x-robots-tag', noIndex)
        // The visitor's own browser may keep it a while; no shared cache, since the link is theirs.
        .header('cache-control', 'private, max-age=3600')
        .send(createReadStream(file))
    );
  });
}
