import { createSmtpTransport } from '../leads/mailer.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { formatDate } from '../../src/i18n/format-date.ts';
import type { Language } from '../../src/i18n/languages.ts';
import { leadReference, type StoredLead } from '../leads/lead-store.ts';
import { DeliveryError } from '../leads/outbox.ts';
import type { ServerI18n } from '../leads/server-i18n.ts';
import type { CatalogueDocument } from './document-catalogue.ts';
import type { DocumentLinks } from './document-link.ts';

/** The link e-mailed to the visitor, in their language. */
export interface DocumentMail {
  to: { name: string; address: string };
  lang: Language;
  title: string;
  /** Path and query of the signed link; the mailer makes it absolute on the site's address. */
  link: string;
  expiresAt: Date;
}

/**
 * The visitor's copy of their download link, in their language, as plain text: the link on
 * the site's public address, when it expires, and a Reply-To of the sales inbox so a question
 * about the document reaches a person.
 */
export function documentMail(mail: DocumentMail, options: { from: string; i18n: ServerI18n }) {
  const t = options.i18n.instance.getFixedT(mail.lang, 'catalogue');
  const link = new URL(mail.link, siteConfig.siteUrl).toString();
  const date = formatDate(mail.expiresAt.toISOString().slice(0, 10), mail.lang);
  return {
    from: options.from,
    to: mail.to,
    replyTo: siteConfig.email.business,
    subject: t('model.download.mailSubject', { title: mail.title }),
    text: [
      t('model.download.mailGreeting', { name: mail.to.name }),
      '',
      t('model.download.mailBody', { title: mail.title }),
      link,
      '',
      t('model.download.mailExpires', { date }),
      '',
      t('model.download.mailQuestions'),
      '',
      '--',
      options.i18n.instance.getFixedT(mail.lang, 'common')('company.name'),
      siteConfig.siteUrl,
    ].join('\n'),
  };
}

export interface DocumentMailerOptions {
  smtpUrl: string;
  from: string;
  /** The site's host name, used for stable Message-IDs. */
  messageIdDomain: string;
  i18n: ServerI18n;
  /** Signs the link when the mail goes out, so it is valid for a week from then. */
  links: DocumentLinks;
  /** The documents the pages offer, by id (document-catalogue.ts): the title in the mail. */
  catalogue: ReadonlyMap<string, CatalogueDocument>;
}

/**
 * The visitor's mail for a stored download request, as the outbox sends it: built from the
 * lead (its document, the page's language, the address), with a link signed `now` and a
 * Message-ID stable per lead, so a rare repeat after a lapsed claim is recognisable. A lead
 * that names no document the site still offers cannot be mailed, now or later.
 */
export function visitorDocumentMail(
  lead: StoredLead,
  options: Omit<DocumentMailerOptions, 'smtpUrl'>,
  now: number,
) {
  const offered = lead.document ? options.catalogue.get(lead.document.id) : undefined;
  if (!lead.document || !offered) {
    throw new DeliveryError(
      `lead ${lead.id} names no document the site offers (${lead.document?.id ?? 'none'})`,
      { permanent: true },
    );
  }
  return {
    ...documentMail(
      {
        to: { name: lead.name, address: lead.email },
        lang: lead.language,
        title: offered.download.title,
        ...options.links.sign(lead.document.id, now),
      },
      options,
    ),
    messageId: `<${leadReference(lead)}-document@${options.messageIdDomain}>`,
    headers: { 'X-ZS-Lead-Id': String(lead.id) },
  };
}

/**
 * A failed send as the outbox reads it: the visitor's address refused for good (a 5xx answer
 * to RCPT TO: no such mailbox, a domain without mail) is permanent, since retrying the same
 * address cannot help; anything else (a server down, slow, or answering 4xx) is retried.
 */
export function visitorMailFailure(error: unknown): unknown {
  const smtp = error as { code?: unknown; command?: unknown; responseCode?: unknown };
  const refused =
    smtp.code === 'EENVELOPE' &&
    smtp.command === 'RCPT TO' &&
    typeof smtp.responseCode === 'number' &&
    smtp.responseCode >= 500;
  return refused && error instanceof Error
    ? new DeliveryError(`the visitor's address was refused: ${error.message}`, { permanent: true })
    : error;
}

/** Sends the visitors' document mails from the outbox ('visitor' notices). */
export function createDocumentMailer(options: DocumentMailerOptions) {
  const transport = createSmtpTransport(options.smtpUrl);
  return {
    async send(lead: StoredLead) {
      const mail = visitorDocumentMail(lead, options, Date.now());
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw visitorMailFailure(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
