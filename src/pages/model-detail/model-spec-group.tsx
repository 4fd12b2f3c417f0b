import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { productSpecRows } from '../../features/catalogue/product-spec-rows.ts';
import { SpecList } from '../../features/catalogue/spec-list.tsx';
import { droneSpecGroups, type DroneSpecGroup } from '../../features/catalogue/spec-rows.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { payloadsCarriedBy } from '../../catalogue/payloads.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { modelProduct, type ModelPartProps } from './model-part.ts';
import { hasPayloadSection } from './optional-payloads.ts';

/**
 * One group of the specifications table. A page without the Optional Payloads section names
 * the payloads the model carries under its system figures.
 */
export function ModelSpecGroup({
  drone,
  group,
}: Pick<ModelPartProps, 'drone'> & { group: DroneSpecGroup }) {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.model);
  const product = modelProduct(drone);
  // Named here only where the page has no Optional Payloads section to show them.
  const fitted = group === 'system' && !hasPayloadSection(drone) ? payloadsCarriedBy(drone) : [];
  return (
    <div data-testid={`spec-group-${group}`}>
      <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(`specGroups.${group}`)}
      </h3>
      <div className="mt-3">
        <SpecList rows={productSpecRows(product, droneSpecGroups[group], lang, t)} />
      </div>
      {fitted.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('model.compatiblePayloads')}
          {t('common:labelSeparator')}
          {fitted.map((payload, index) => (
            <span key={payload.slug}>
              {index > 0 && t('common:listSeparators.enumeration')}
              <Link to={paths.productInListing(lang, payload.category, payload.slug)}>
                {t(`payloads.${payload.slug}.name`)}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
