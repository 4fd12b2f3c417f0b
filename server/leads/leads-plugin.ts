import type { FastifyInstance } from 'fastify';
import { registerContactRoutes } from './contact-route.ts';
import { FormTokens } from './form-token.ts';
import type { LeadsConfig } from './leads-config.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { LeadStore, retentionCutoff } from './lead-store.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { OutboxWorker } from './outbox.ts';
import { RateLimiter } from './rate-limiter.ts';
import { readSiteStylesheets } from './render-result-page.tsx';
import { loadServerI18n } from './server-i18n.ts';

/**
 * Everything that turns a contact form into a lead the sales team hears about: the store, the
 * API, and (with SMTP_URL) the outbox worker that mails each lead. Closes them with the server.
 */
export async function registerLeads(
  app: FastifyInstance,
  config: LeadsConfig,
  siteDir: string,
): Promise<void> {
  const store = LeadStore.open(config.databasePath);
  let mailer: Mailer | undefined;
  let outbox: OutboxWorker | undefined;
  try {
    const [i18n, stylesheets] = await Promise.all([
      loadServerI18n(siteDir),
      readSiteStylesheets(siteDir),
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
    await registerContactRoutes(app, {
      store,
      tokens: new FormTokens(store.formTokenSecret()),
      limiter: new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs),
      i18n,
      stylesheets,
      minFillMs: config.minFillMs,
      onLeadStored: () => outbox?.kick(),
    });
  } catch (error) {
    store.close();
    throw error;
  }

  // The privacy policy's retention (site-config.ts), checked at start and
  // daily after, so a server that runs for months still deletes on time.
  const purgeExpired = () => {
    const cutoff = retentionCutoff(new Date(), siteConfig.contactRequestRetentionMonths);
    const deleted = store.purgeReceivedBefore(cutoff);
    if (deleted > 0) app.log.info({ deleted, receivedBefore: cutoff }, 'expired leads deleted');
  };
  let purgeTimer: NodeJS.Timeout | undefined;

  app.addHook('onReady', async () => {
    purgeExpired();
    purgeTimer = setInterval(purgeExpired, 24 * 60 * 60 * 1000).unref();
    app.log.info({ database: config.databasePath, leads: store.count() }, 'leads database ready');
    if (outbox) outbox.start();
    else {
      const waiting = (
        store.db.prepare('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL').get() as {
          n: number;
        }
      ).n;
      app.log.warn(
        { waitingNotices: waiting },
        'SMTP_URL is not set: leads are stored but sales is not e-mailed; notices wait in the outbox',
      );
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    await outbox?.stop();
    mailer?.close();
    store.close();
  });
}
