import { createHash } from 'node:crypto';
import { typedValues, type ConsentRules } from '../../src/features/contact-form/contact-schema.ts';
import {
  downloadFields,
  emptyDownloadValues,
  documentField,
  type SubmittedDownloadRequest,
} from '../../src/features/download-request/download-request-fields.ts';
import { validateDownloadRequest } from '../../src/features/download-request/download-request-schema.ts';
import type { Language } from '../../src/i18n/languages.ts';
import {
  admitLead,
  givenConsent,
  isPlainObject,
  type AdmitLeadDependencies,
} from '../leads/admit-lead.ts';
import type { LeadChannel, NewLead, NoticeChannel } from '../leads/lead-store.ts';
import { answerLanguage, type ServerI18n } from '../leads/server-i18n.ts';
import type { CatalogueDocument } from './document-catalogue.ts';
import type { DocumentLinks } from './document-link.ts';

/** One POST /api/download, as the route read it. */
export interface DocumentRequest {
  body: unknown;
  channel: LeadChannel;
  ip: string;
  referer: string | undefined;
  acceptLanguage: string | undefined;
}

/** What became of a request; every refusal that read the body hands the visitor's form back. */
export type RequestDocumentResult =
  | {
      outcome: 'ready';
      lang: Language;
      document: CatalogueDocument;
      /** The signed link's path and query. */
      link: string;
      expiresAt: Date;
      /** The link is on its way to the visitor's inbox: a 'visitor' notice was queued. */
      mailed: boolean;
      email: string;
    }
  | {
      outcome: 'invalid' | 'conflict' | 'failed';
      lang: Language;
      form: SubmittedDownloadRequest;
    }
  | {
      outcome: 'rate-limited';
      lang: Language;
      form: SubmittedDownloadRequest;
      retryAfterSeconds: number;
    }
  | { outcome: 'unreadable'; lang: Language };

export interface RequestDocumentDependencies extends AdmitLeadDependencies {
  links: DocumentLinks;
  catalogue: ReadonlyMap<string, CatalogueDocument>;
  /** Whether a document's PDF is in the build (the spec sheets and the uploads it copied). */
  hasFile: (id: string) => boolean;
  i18n: ServerI18n;
  consentRules: ConsentRules;
  /** The notices queued with each download lead; 'visitor' mails the visitor their link. */
  notify: readonly NoticeChannel[];
}

/**
 * Without the script's idempotency key (a plain HTML post), the request's content and its UTC
 * day identify it: the same person asking for the same document twice on one day, by a double
 * click or a reload of the answer, is one lead, answered with the link each time.
 */
function derivedKey(values: readonly (string | undefined)[], now: Date): string {
  const canonical = JSON.stringify([...values, now.toISOString().slice(0, 10)]);
  return `download-${createHash('sha256').update(canonical).digest('base64url')}`;
}

/**
 * A model page's download request as one service, beside the contact form's (submit-lead.ts)
 * and with its rules: the shared checks, the idempotency key, the rate limit, the honeypot, and
 * the lead stored with its notices in one transaction, the visitor's mail of the link among
 * them when the server has SMTP (sent by the outbox, so the answer never waits on the mail
 * server). Then it signs the link to the one document. It knows nothing of HTTP.
 */
export function createRequestDocument(deps: RequestDocumentDependencies) {
  const { links, catalogue } = deps;

  return async function requestDocument(request: DocumentRequest): Promise<RequestDocumentResult> {
    const { body, referer, acceptLanguage } = request;
    if (!isPlainObject(body)) {
      return { outcome: 'unreadable', lang: answerLanguage({ referer, acceptLanguage }) };
    }
    const lang = answerLanguage({ formLanguage: body.lang, referer, acceptLanguage });
    const named = body[documentField];
    const form = (errors: SubmittedDownloadRequest['errors'] = {}): SubmittedDownloadRequest => ({
      values: typedValues(
        body,
        emptyDownloadValues(typeof named === 'string' ? named : ''),
        downloadFields,
      ),
      errors,
    });
    const validation = validateDownloadRequest(body, deps.consentRules);
    const found = typeof named === 'string' ? catalogue.get(named) : undefined;
    // Offered by a page, and its PDF in the build: else no page offers it.
    const asked = found && deps.hasFile(found.download.id) ? found : undefined;
    if (!validation.success || !asked) {
      const errors: SubmittedDownloadRequest['errors'] = validation.success
        ? {}
        : validation.errors;
      if (!asked) errors.document = 'documentInvalid';
      return { outcome: 'invalid', lang, form: form(errors) };
    }
    const { data } = validation;
    const { download, drone } = asked;
    const now = new Date();
    const t = deps.i18n.t(lang);
    const lead: NewLead = {
      idempotencyKey:
        data.idempotencyKey ?? derivedKey([data.name, data.email, data.company, download.id], now),
      fields: {
        name: data.name,
        email: data.email,
        ...(data.company ? { company: data.company } : {}),
        product: drone.slug,
        intent: 'download',
        subject: download.title,
        message: t('catalogue:model.download.leadMessage', { title: download.title }),
      },
      document: { id: download.id, kind: download.kind, language: download.language },
      consent: givenConsent('download', lang, now, data.consents.marketing, deps.consentRules),
      ...(data.attribution ? { attribution: data.attribution } : {}),
      language: lang,
      channel: request.channel,
      notify: deps.notify,
    };
    const ready = (mailed: boolean): RequestDocumentResult => ({
      outcome: 'ready',
      lang,
      document: asked,
      ...links.sign(download.id, now.getTime()),
      mailed,
      email: data.email,
    });

    const admitted = await admitLead(deps, {
      lead,
      ip: request.ip,
      receivedAt: now,
      body,
      logAs: {
        submission: 'download request',
        stored: 'download lead stored',
        storedWith: { document: download.id },
      },
    });
    if (admitted.outcome === 'refused') return { ...admitted.refusal, lang, form: form() };
    // A retry is answered with its link again, a bot like a person: neither is mailed again.
    if (admitted.outcome !== 'stored') return ready(false);
    return ready(deps.notify.includes('visitor'));
  };
}

export type RequestDocument = ReturnType<typeof createRequestDocument>;
