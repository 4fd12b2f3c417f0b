import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { transferRecipient } from '../../features/contact-form/transfer-abroad.ts';
import { LazyDownloadRequestForm } from '../../features/download-request/lazy-download-request-form.tsx';
import {
  kindsOnRequest,
  offeredDownloads,
} from '../../features/download-request/offered-downloads.ts';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { NameForScreenReaders } from '../../features/page-parts/name-for-screen-readers.tsx';
import type { ModelPartProps } from './model-part.ts';
import { hasPayloadSection } from './optional-payloads.ts';

/**
 * The model's documents: those it has in the page's language (the spec sheet always, and what
 * marketing uploaded) handed out at once through the download request; a brochure or manual
 * it lacks in this language, sent by the sales team on request.
 */
export function ModelDownloads({ drone, payloads, values }: ModelPartProps) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const offered = offeredDownloads(drone, lang, t);
  const onRequest = kindsOnRequest(offered);
  return (
    <ModelSection
      id="downloads"
      title={t('model.downloads')}
      tinted={!hasPayloadSection(drone, payloads)}
    >
      <LazyDownloadRequestForm offered={offered} transferRecipient={transferRecipient} />
      {onRequest.length > 0 && (
        <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {onRequest.map((kind) => (
            <li
              key={kind}
              className="flex flex-col rounded-lg border border-dashed border-slate-300 p-5 dark:border-slate-600"
            >
              <h3 className="font-semibold text-slate-900 dark:text-white">
                {t(`model.documents.${kind}`, values)}
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t('model.download.onRequest')}
              </p>
              <div className="mt-4">
                <ContactSalesLink
                  prefill={{ product: drone.slug, intent: 'download', document: kind }}
                  variant="secondary"
                >
                  {t('model.requestDocument')}
                  <NameForScreenReaders name={t(`model.documents.${kind}`, values)} />
                </ContactSalesLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ModelSection>
  );
}
