import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';

export function ModelKeyFeatures({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <ModelSection id="features" title={t('model.keyFeatures')}>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {drone.keyFeatures.map((feature) => (
          <li
            key={feature}
            className="rounded-lg border border-slate-200 p-6 dark:border-slate-700"
          >
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
              {t(`droneFeatures.${feature}.title`, values)}
            </h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t(`droneFeatures.${feature}.description`, values)}
            </p>
          </li>
        ))}
      </ul>
      {drone.patents.length > 0 && (
        <p className="mt-6 text-sm text-slate-700 dark:text-slate-300">
          {t('listing.patented')}
          {t('common:labelSeparator')}
          {drone.patents
            .map((patent) => t(`patents.${patent}`))
            .join(t('common:listSeparators.enumeration'))}
        </p>
      )}
    </ModelSection>
  );
}
