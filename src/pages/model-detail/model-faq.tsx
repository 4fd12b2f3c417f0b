import { ModelSection } from '../../features/catalogue/model-section.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';

export function ModelFaq({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <ModelSection id="faq" title={t('model.faq')}>
      <div className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {drone.faq.map((entry) => (
          <details key={entry} className="group p-5" data-testid="faq-entry">
            <summary className="cursor-pointer text-lg font-semibold text-slate-900 dark:text-white">
              {t(`faq.${entry}.question`, values)}
            </summary>
            <p className="mt-3 text-slate-700 dark:text-slate-300">
              {t(`faq.${entry}.answer`, values)}
            </p>
          </details>
        ))}
      </div>
    </ModelSection>
  );
}
