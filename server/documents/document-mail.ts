import { createSmtpTransport } from '../leads/mailer.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { formatDate } from '../../src/i18n/format-date.ts';
import type { ServerI18n } from '../leads/server-i18n.ts';
import type { DocumentMail } from './request-document.ts';

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

export function createDocumentMailer(options: { smtpUrl: string; from: string; i18n: ServerI18n }) {
  const transport = createSmtpTransport(options.smtpUrl);
  return {
    async send(mail: DocumentMail) {
      await transport.sendMail(documentMail(mail, options));
    },
    close() {
      transport.close();
    },
  };
}
