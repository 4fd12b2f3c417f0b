import { siteConfig } from '../../config/site-config.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';

/**
 * docs/requirements/contact.md: the office hours, and the emergency support line when the company
 * has one. Both texts quote Company facts (content/company.yaml), filled in by the content step, so
 * this says what the contact page's description and the form's thank-you say (docs/decisions/074).
 */
export function BusinessHours() {
  const { t } = usePageTranslation('contact');
  return (
    <section aria-labelledby="hours-heading" data-testid="business-hours">
      <h2 id="hours-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('hours.heading')}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('hours.office')}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{t('hours.schedule')}</dd>
        </div>
        {siteConfig.businessHours.emergency && (
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{t('hours.emergency')}</dt>
            <dd>
              <span className="inline-flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <span
                  aria-hidden="true"
                  className="size-2 rounded-full bg-emerald-600 dark:bg-emerald-400"
                />
                {t('hours.emergencyHours')}
              </span>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                {t('hours.emergencyText')}
              </p>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
