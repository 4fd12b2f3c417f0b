import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';
import { OptionalPayloadCard } from './optional-payload-card.tsx';
import { hasPayloadSection } from './optional-payloads.ts';

/** Optional Payloads (docs/requirements/pages.md), on the configurable systems that carry any. */
export function ModelOptionalPayloads({ drone, payloads, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  if (!hasPayloadSection(drone, payloads)) return null;
  return (
    <ModelSection id="payloads" title={t('model.optionalPayloads')} tinted>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        {t('model.optionalPayloadsLead', values)}
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {payloads.map((payload) => (
          <OptionalPayloadCard key={payload.slug} drone={drone} payload={payload} values={values} />
        ))}
      </ul>
    </ModelSection>
  );
}
