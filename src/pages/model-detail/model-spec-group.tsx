import { paths } from '../../routing/paths.ts';
import { LabelledLinks } from '../../features/catalogue/labelled-links.tsx';
import { productSpecRows } from '../../features/catalogue/product-spec-rows.ts';
import { SpecList } from '../../features/catalogue/spec-list.tsx';
import { droneSpecGroups, type DroneSpecGroup } from '../../features/catalogue/spec-rows.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { modelProduct, type ModelPartProps } from './model-part.ts';
import { hasPayloadSection } from './optional-payloads.ts';

/**
 * One group of the specifications table. A page without the Optional Payloads section names
 * the payloads the model carries under its system figures.
 */
export function ModelSpecGroup({
  drone,
  payloads,
  group,
}: Pick<ModelPartProps, 'drone' | 'payloads'> & { group: DroneSpecGroup }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const product = modelProduct(drone);
  // Named here only where the page has no Optional Payloads section to show them.
  const fitted = group === 'system' && !hasPayloadSection(drone, payloads) ? payloads : [];
  return (
    <div data-testid={`spec-group-${group}`}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`specGroups.${group}`)}
      </h3>
      <div className="mt-3">
        <SpecList rows={productSpecRows(product, droneSpecGroups[group], lang, t)} />
      </div>
      {fitted.length > 0 && (
        <LabelledLinks
          label={t('model.compatiblePayloads')}
          links={fitted.map((payload) => ({
            id: payload.slug,
            to: paths.productInListing(lang, payload.category, payload.slug),
            text: t(`payloads.${payload.slug}.name`),
          }))}
        />
      )}
    </div>
  );
}
