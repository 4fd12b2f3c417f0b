import type { TFunction } from 'i18next';
import nodemailer from 'nodemailer';
import { missionSummary } from '../../src/features/finder/mission-summary.ts';
import { leadReference, type StoredLead } from './lead-store.ts';
import { provenanceLines } from './lead-provenance.ts';

export interface MailerOptions {
  smtpUrl: string;
  from: string;
  to: string;
  /** The site's host name, used for stable Message-IDs. */
  messageIdDomain: string;
  /**
   * The site's English texts (server-i18n.ts): a lead's mission is worded as the contact form
   * words it, with the figures as the catalogue prints them.
   */
  englishTexts: TFunction;
}

export interface Mailer {
  send(lead: StoredLead): Promise<void>;
  close(): void;
}

const fieldLabels: [keyof StoredLead, string][] = [
  ['name', 'Name'],
  ['email', 'E-mail'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['country', 'Country or region'],
  ['product', 'Product of interest'],
  ['intent', 'Intent'],
  ['subject', 'Subject'],
];

/**
 * The sales notice as plain text: nothing a visitor typed can become markup or a link in the
 * sales team's mail client, and the visitor's address goes in Reply-To so a reply reaches them.
 */
export function leadMail(lead: StoredLead, options: Omit<MailerOptions, 'smtpUrl'>) {
  const details = fieldLabels
    .filter(([key]) => lead[key] !== null && lead[key] !== '')
    .map(([key, label]) => `${label}: ${String(lead[key])}`);
  if (lead.document) {
    const { id, kind, language } = lead.document;
    details.push(`Document: ${id} (${kind}, ${language}), handed out by a signed link`);
  }
  if (lead.mission) {
    // A line of its own: "Mission: delivery, payload 8 kg, range 300 km."
    details.push(missionSummary(lead.mission, { lang: 'en', t: options.englishTexts }));
  }
  const text = [
    `New enquiry #${lead.id} from the website (${lead.language === 'zh' ? '中文' : 'English'} page), received ${lead.receivedAt}.`,
    '',
    ...details,
    '',
    'Message:',
    lead.message,
    '',
    ...provenanceLines(lead),
    '',
    '--',
    'Reply to this e-mail to answer the visitor. Export all leads with: npm run leads -- export',
  ].join('\n');
  return {
    from: options.from,
    to: options.to,
    replyTo: { name: lead.name, address: lead.email },
    subject: `Website enquiry #${lead.id}: ${lead.subject}`,
    text,
    messageId: `<${leadReference(lead)}@${options.messageIdDomain}>`,
    headers: { 'X-ZS-Lead-Id': String(lead.id) },
  };
}

/** The SMTP connection every mail of the site goes through: the sales notice and the visitor's link. */
export function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    // Fail an attempt within seconds rather than nodemailer's minutes: the outbox retries.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = createSmtpTransport(options.smtpUrl);
  return {
    async send(lead) {
      await transport.sendMail(leadMail(lead, options));
    },
    close() {
      transport.close();
    },
  };
}
