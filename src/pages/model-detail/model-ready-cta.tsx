import { ContactSalesLink } from '../../features/page-parts/contact-sales-link.tsx';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { pageNamespaces } from '../page-namespaces.ts';
import type { ModelPartProps } from './model-part.ts';

/** The page's last word: contact sales or ask for a quote. */
export function ModelReadyCta({ drone, values }: ModelPartProps) {
  const { t } = usePageTranslation(pageNamespaces.model);
  return (
    <section
      aria-labelledby="ready-heading"
      data-testid="ready-cta"
      className="border-t border-slate-200 bg-brand-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 id="ready-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('model.readyTitle')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
          {t('model.readyText', values)}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ContactSalesLink prefill={{ product: drone.slug, intent: 'sales' }}>
            {t('common:cta.contactSales')}
          </ContactSalesLink>
          <ContactSalesLink prefill={{ product: drone.slug, intent: 'quote' }} variant="secondary">
            {t('common:cta.requestQuote')}
          </ContactSalesLink>
        </div>
      </div>
    </section>
  );
}
