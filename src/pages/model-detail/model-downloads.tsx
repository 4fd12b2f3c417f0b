import type { ContactDocument } from '../../routing/paths.ts';
import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';
import { hasPayloadSection } from './optional-payloads.ts';

const downloads: ContactDocument[] = ['brochure', 'specs', 'manual'];

/** The model's documents, sent by the sales team on request. */
export function ModelDownloads({ drone, payloads, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <ModelSection
      id="downloads"
      title={t('model.downloads')}
      tinted={!hasPayloadSection(drone, payloads)}
    >
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {downloads.map((document) => (
          <li
            key={document}
            className="flex flex-col rounded-lg border border-slate-200 p-5 dark:border-slate-700"
          >
            <h3 className="font-semibold text-slate-900 dark:text-white">
              {t(`model.documents.${document}`, values)}
            </h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('model.downloadVia')}
            </p>
            <div className="mt-4">
              <ContactSalesLink
                prefill={{ product: drone.slug, intent: 'download', document }}
                variant="secondary"
              >
                {t('model.requestDocument')}
                <span className="sr-only">
                  {t('common:nameForScreenReaders', {
                    name: t(`model.documents.${document}`, values),
                  })}
                </span>
              </ContactSalesLink>
            </div>
          </li>
        ))}
      </ul>
    </ModelSection>
  );
}
