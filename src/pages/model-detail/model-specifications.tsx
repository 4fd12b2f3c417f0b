import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { droneSpecGroupIds } from '../../features/catalogue/spec-rows.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import { ModelSpecGroup } from './model-spec-group.tsx';
import type { ModelPartProps } from './model-part.ts';

export function ModelSpecifications({
  drone,
  payloads,
}: Pick<ModelPartProps, 'drone' | 'payloads'>) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <ModelSection id="specifications" title={t('model.specifications')} tinted>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-3">
        {droneSpecGroupIds.map((group) => (
          <ModelSpecGroup key={group} drone={drone} payloads={payloads} group={group} />
        ))}
      </div>
    </ModelSection>
  );
}
