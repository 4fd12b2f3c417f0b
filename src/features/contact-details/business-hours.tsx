import { siteConfig } from '../../config/site-config.ts';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { shortUtcOffset } from './office-geography.ts';

/** SPEC §9: Monday to Friday 08:30-17:30 (GMT+8), and emergency support 24/7. */
export function BusinessHours() {
  const { t } = usePageTranslation('contact');
  const { days, opens, closes, utcOffset } = siteConfig.businessHours;
  const zone = t('hours.zone', { offset: shortUtcOffset(utcOffset) });
  return (
    <section aria-labelledby="hours-heading" data-testid="business-hours">
      <h2 id="hours-heading" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('hours.heading')}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{t('hours.office')}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {t('hours.schedule', { days: t(`hours.days.${days}`), opens, closes, zone })}
          </dd>
        </div>
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
      </dl>
    </section>
  );
}
