import type { FastifyInstance } from 'fastify';
import { siteConfig } from '../../src/config/site-config.ts';
import type { SiteFile } from '../site-files.ts';
import { registerContactRoutes } from './contact-route.ts';
import { FormTokens } from './form-token.ts';
import type { LeadsConfig } from './leads-config.ts';
import { retentionCutoff, type LeadStore } from './lead-store.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { OutboxWorker } from './outbox.ts';
import { RateLimiter } from './rate-limiter.ts';
import { readSiteStylesheets } from './render-result-page.tsx';
import { loadServerI18n } from './server-i18n.ts';
import { SqliteLeadStore } from './sqlite-lead-store.ts';
import { createSubmitLead } from './submit-lead.ts';

/**
 * Everything that turns a contact form into a lead the sales team hears about: the store, the
 * API, and (with SMTP_URL) the outbox worker that mails each lead. Closes them with the server.
 */
export async function registerLeads(
  app: FastifyInstance,
  config: LeadsConfig,
  site: { siteDir: string; files: Map<string, SiteFile> },
): Promise<void> {
  const store: LeadStore = SqliteLeadStore.open(config.databasePath);
  let mailer: Mailer | undefined;
  let outbox: OutboxWorker | undefined;
  try {
    const [i18n, stylesheets, secret] = await Promise.all([
      loadServerI18n(site.siteDir),
      readSiteStylesheets(site.siteDir),
      store.formTokenSecret(),
    ]);
    if (config.smtpUrl) {
      mailer = createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        to: config.salesEmail,
        messageIdDomain: config.messageIdDomain,
      });
      outbox = new OutboxWorker({
        store,
        send: mailer.send,
        retryBaseMs: config.mailRetry.baseMs,
        retryMaxMs: config.mailRetry.maxMs,
        log: app.log,
      });
    }
    const tokens = new FormTokens(secret);
    await registerContactRoutes(app, {
      submitLead: createSubmitLead({
        store,
        tokens,
        limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
        minFillMs: config.minFillMs,
        log: app.log,
        onLeadStored: () => outbox?.kick(),
      }),
      tokens,
      i18n,
      stylesheets,
      minFillMs: config.minFillMs,
      files: site.files,
    });
  } catch (error) {
    await store.close();
    throw error;
  }

  // The privacy policy's retention (site-config.ts), checked at start and
  // daily after, so a server that runs for months still deletes on time.
  const purgeExpired = async () => {
    const cutoff = retentionCutoff(new Date(), siteConfig.contactRequestRetentionMonths);
    const deleted = await store.purgeReceivedBefore(cutoff);
    if (deleted > 0) app.log.info({ deleted, receivedBefore: cutoff }, 'expired leads deleted');
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
      { database: config.databasePath, leads: await store.count() },
      'leads database ready',
    );
    if (outbox) outbox.start();
    else {
      app.log.warn(
        { waitingNotices: await store.pendingNoticeCount() },
        'SMTP_URL is not set: leads are stored but sales is not e-mailed; notices wait in the outbox',
      );
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await outbox?.stop();
    mailer?.close();
    await store.close();
  });
}
