import { deliveryTimeReduction } from '../../content/claims.ts';
import { formatPercent } from '../../i18n/format-count.ts';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';

/** The logistics claim of docs/requirements/product.md, with what it depends on. */
export function DeliveryClaim() {
  const lang = useLanguage();
  const { t } = usePageTranslation('solutions');
  const percent = formatPercent(deliveryTimeReduction.value, lang);
  return (
    <section
      aria-labelledby="claim-heading"
      data-testid="delivery-claim"
      className="bg-brand-900 text-white dark:bg-slate-900"
    >
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-[auto_minmax(0,1fr)] md:gap-14">
        <p aria-hidden="true" className="border-l-4 border-signal-400 pl-5">
          <span className="block text-5xl font-bold tracking-tight sm:text-6xl">
            {t('logistics.claim.figure', { percent })}
          </span>
          <span className="mt-1 block text-lg text-brand-100 dark:text-slate-300">
            {t('logistics.claim.label')}
          </span>
        </p>
        <div>
          <h2 id="claim-heading" className="text-2xl font-bold">
            {t('logistics.claim.statement', { percent })}
          </h2>
          <p className="mt-3 text-brand-100 dark:text-slate-300">{t('logistics.claim.context')}</p>
        </div>
      </div>
    </section>
  );
}
