import type { Drone } from '../../src/catalogue/drones.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { DownloadReadyNote } from '../../src/features/download-request/download-ready-note.tsx';
import { DownloadRequestForm } from '../../src/features/download-request/download-request-form.tsx';
import type {
  DownloadReady,
  SubmittedDownloadRequest,
} from '../../src/features/download-request/download-request-fields.ts';
import { offeredDownloads } from '../../src/features/download-request/offered-downloads.ts';
import { paths } from '../../src/routing/paths.ts';
import {
  NotSentStatement,
  Page,
  render,
  type ResultPageContext,
} from '../leads/render-result-page.tsx';

/**
 * The pages of the download request a browser without JavaScript gets (the document's link, or
 * the form again with the visitor's text and the errors beside the fields), and the page that
 * refuses a download link. Written with the site's components and stylesheet, no script.
 */

const linkLook = 'font-semibold';

function BackLinks({ context, drone }: { context: ResultPageContext; drone?: Drone }) {
  const t = context.i18n.getFixedT(context.lang, 'catalogue');
  return (
    <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
      {drone && (
        <a
          href={`${paths.model(context.lang, drone.series, drone.slug)}#downloads`}
          className={linkLook}
        >
          {t('model.download.backToProduct', { name: drone.name })}
        </a>
      )}
      <a href={paths.products(context.lang)} className={linkLook}>
        {t('model.download.allProducts')}
      </a>
    </p>
  );
}

/** The document is ready: its link, how long it works, and whether it was e-mailed. */
export function renderDocumentReadyPage(
  context: ResultPageContext,
  ready: DownloadReady,
  email: string,
  drone: Drone,
): string {
  const t = context.i18n.getFixedT(context.lang, 'catalogue');
  return render(
    context,
    <Page context={context} title={t('model.download.readyHeading')}>
      <h1 className="sr-only">{t('model.download.readyHeading')}</h1>
      <DownloadReadyNote ready={ready} email={email} />
      <BackLinks context={context} drone={drone} />
    </Page>,
  );
}

/** Not sent: the problem, then the form again holding what the visitor typed. */
export function renderDownloadNotSentPage(
  context: ResultPageContext,
  problem: string,
  submitted: SubmittedDownloadRequest | undefined,
  drone: Drone | undefined,
): string {
  const t = context.i18n.getFixedT(context.lang, 'catalogue');
  const offered = drone ? offeredDownloads(drone, context.lang, context.i18n.t) : [];
  return render(
    context,
    <Page context={context} title={t('model.download.notSentTitle')}>
      <NotSentStatement title={t('model.download.notSentTitle')} problem={problem} />
      {submitted && offered.length > 0 && (
        <DownloadRequestForm
          offered={offered}
          transferRecipient={context.transferRecipient}
          submitted={submitted}
        />
      )}
      <BackLinks context={context} drone={drone} />
    </Page>,
  );
}

export type LinkRefusal = 'invalid' | 'expired' | 'gone';

const refusalKeys: Record<LinkRefusal, { title: string; text: string }> = {
  invalid: { title: 'model.download.linkInvalidTitle', text: 'model.download.linkInvalid' },
  expired: { title: 'model.download.linkExpiredTitle', text: 'model.download.linkExpired' },
  gone: { title: 'model.download.linkGoneTitle', text: 'model.download.linkGone' },
};

/** A download link refused: changed, expired, or for a document no longer offered. */
export function renderLinkRefusedPage(
  context: ResultPageContext,
  refusal: LinkRefusal,
  drone: Drone | undefined,
): string {
  const t = context.i18n.getFixedT(context.lang, 'catalogue');
  const keys = refusalKeys[refusal];
  return render(
    context,
    <Page context={context} title={t(keys.title)}>
      <h1 className="text-3xl font-bold text-brand-900 dark:text-white">{t(keys.title)}</h1>
      <p className="mt-3 text-lg" data-testid="link-refused">
        {t(keys.text, { email: siteConfig.email.business })}
      </p>
      <BackLinks context={context} drone={drone} />
    </Page>,
  );
}
