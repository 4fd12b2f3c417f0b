import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../src/config/site-config.ts';
import { ConfigError } from '../config.ts';
import type { SiteFile } from '../site-files.ts';
import { registerContactRoutes } from './contact-route.ts';
import { FormTokens } from './form-token.ts';
import type { LeadsConfig } from './leads-config.ts';
import { noticesFor, retentionCutoff, type LeadStore } from './lead-store.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { describeLeadStore, openLeadStore } from './open-lead-store.ts';
import { OutboxWorker, type NoticeSender } from './outbox.ts';
import { storeRateLimiter } from './rate-limiter.ts';
import { readSiteStylesheets } from './render-result-page.tsx';
import { loadServerI18n } from './server-i18n.ts';
import { createSubmitLead } from './submit-lead.ts';
import { createWebhookSender } from './webhook.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { documentCatalogue } from '../documents/document-catalogue.ts';
import { DocumentLinks } from '../documents/document-link.ts';
import { loadDocumentLinkKey } from '../documents/document-link-key.ts';
import { createDocumentMailer } from '../documents/document-mail.ts';
import { registerDownloadRoutes } from '../documents/download-routes.ts';
import { createRequestDocument } from '../documents/request-document.ts';

const loopbackHost = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/** A store that cannot be opened stops the start with a message that says what to fix. */
async function openStore(app: FastifyInstance, config: LeadsConfig): Promise<LeadStore> {
  try {
    return await openLeadStore(config.store, {
      onPoolError: (error) => app.log.error({ err: error }, 'a pooled database connection failed'),
    });
  } catch (error) {
    const variable = config.store.kind === 'postgres' ? 'DATABASE_URL' : 'DATABASE_PATH';
    throw new ConfigError(
      `The leads database cannot be used (${variable}):\n  ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/**
 * Everything that turns a contact form into a lead the sales team hears about: the store, the
 * API, and an outbox worker per channel (e-mail and the visitor's document mail with SMTP_URL,
 * the CRM webhook with LEAD_WEBHOOK_URL). Closes them with the server.
 */
export async function registerLeads(
  app: FastifyInstance,
  config: LeadsConfig,
  site: {
    siteDir: string;
    files: Map<string, SiteFile>;
    /** The recipient abroad the built contact form asks consent for (build-info.json). */
    transferRecipient: string | undefined;
  },
): Promise<void> {
  // The pages ask the consent the build put in them; a server that required another would
  // refuse every lead, or store one without the consent its transfer needs.
  if (config.transferAbroad !== undefined && config.transferAbroad !== site.transferRecipient) {
    throw new ConfigError(
      `LEADS_TRANSFER_ABROAD is "${config.transferAbroad}", but the site was built ` +
        (site.transferRecipient
          ? `asking consent to transfer leads to "${site.transferRecipient}"`
          : 'without a transfer abroad') +
        ': build the site again with the same setting ("npm run build").',
    );
  }
  const consentRules = { transferRecipient: site.transferRecipient };
  const store = await openStore(app, config);
  let mailer: Mailer | undefined;
  let documentMailer: ReturnType<typeof createDocumentMailer> | undefined;
  const workers: OutboxWorker[] = [];
  try {
    const [i18n, stylesheets, secret, linkKey] = await Promise.all([
      loadServerI18n(site.siteDir),
      readSiteStylesheets(site.siteDir),
      store.formTokenSecret(),
      loadDocumentLinkKey(config.documentLinkKey),
    ]);
    const links = new DocumentLinks(linkKey);
    const catalogue = documentCatalogue((lang) => i18n.instance.getFixedT(lang));
    const senders: NoticeSender[] = [];
    if (config.smtpUrl) {
      mailer = createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        to: config.salesEmail,
        messageIdDomain: config.messageIdDomain,
        englishTexts: i18n.t('en'),
      });
      senders.push({ channel: 'email', send: mailer.send, retry: config.mailRetry });
      // The visitor's link to the document they asked for, through the same mail server.
      documentMailer = createDocumentMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        messageIdDomain: config.messageIdDomain,
        i18n,
        links,
        catalogue,
      });
      senders.push({ channel: 'visitor', send: documentMailer.send, retry: config.mailRetry });
    }
    if (config.webhook) {
      senders.push({
        channel: 'webhook',
        send: createWebhookSender({ ...config.webhook, site: siteConfig.siteUrl }),
        retry: config.webhookRetry,
      });
    }
    for (const sender of senders) {
      workers.push(
        new OutboxWorker({ store, sender, log: app.log, leaseMs: config.noticeLeaseMs }),
      );
    }
    const receivers = { smtp: Boolean(config.smtpUrl), webhook: config.webhook !== undefined };
    const tokens = new FormTokens(secret);
    await registerContactRoutes(app, {
      submitLead: createSubmitLead({
        store,
        tokens,
        limiter: storeRateLimiter(store, config.rateLimit),
        minFillMs: config.minFillMs,
        log: app.log,
        notify: noticesFor({ document: false }, receivers),
        consentRules,
        onLeadStored: () => {
          for (const worker of workers) worker.kick();
        },
      }),
      tokens,
      i18n,
      stylesheets,
      consentRules,
      minFillMs: config.minFillMs,
      files: site.files,
    });

    // The model pages' download requests: leads like the contact form's, answered with a
    // signed link to the document, which the outbox also e-mails to the visitor when SMTP is set.
    // Beside the public site, never in it: only the signed route reads this folder.
    const documentsDir = path.join(site.siteDir, '..', 'documents');
    await registerDownloadRoutes(app, {
      requestDocument: createRequestDocument({
        store,
        limiter: storeRateLimiter(store, config.rateLimit),
        links,
        catalogue,
        hasFile: (id) => existsSync(path.join(documentsDir, `${id}.pdf`)),
        i18n,
        consentRules,
        notify: noticesFor({ document: true }, receivers),
        log: app.log,
        onLeadStored: () => {
          for (const worker of workers) worker.kick();
        },
      }),
      links,
      catalogue,
      documentsDir,
      i18n,
      stylesheets,
      consentRules,
    });
  } catch (error) {
    documentMailer?.close();
    await store.close();
    throw error;
  }

  // The privacy policy's retention (site-config.ts), checked at start and daily after, so a
  // server that runs for months still deletes on time; the rate limit's old counts go too.
  const purgeExpired = async () => {
    const cutoff = retentionCutoff(new Date(), siteConfig.contactRequestRetentionMonths);
    const deleted = await store.purgeReceivedBefore(cutoff);
    if (deleted > 0) app.log.info({ deleted, receivedBefore: cutoff }, 'expired leads deleted');
    await store.pruneRateLimit(config.rateLimit.windowMs);
  };
  let purgeTimer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    await purgeExpired();
    purgeTimer = setInterval(
      () => {
        purgeExpired().catch((error: unknown) => {
          app.log.error({ err: error }, 'expired leads could not be deleted');
        });
      },
      24 * 60 * 60 * 1000,
    ).unref();
    app.log.info(
      { database: describeLeadStore(config.store), leads: await store.count() },
      'leads database ready',
    );
    for (const worker of workers) worker.start();
    if (!config.smtpUrl) {
      app.log.warn(
        { waitingNotices: await store.pendingNoticeCount('email') },
        'SMTP_URL is not set: leads are stored but sales is not e-mailed; notices wait in the outbox',
      );
    }
    if (config.webhook) {
      const url = new URL(config.webhook.url);
      if (url.protocol === 'http:' && !loopbackHost.test(url.hostname)) {
        app.log.warn(
          { webhook: url.origin },
          'LEAD_WEBHOOK_URL is plain http: leads cross the network unencrypted; use https',
        );
      }
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await Promise.all(workers.map((worker) => worker.stop()));
    mailer?.close();
    documentMailer?.close();
    await store.close();
  });
}
