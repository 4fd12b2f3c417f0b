import { usePageTranslation } from '../../i18n/use-language.ts';
import type { MissionNeeds } from '../../routing/mission-query.ts';
import { ContactSalesLink } from '../page-parts/contact-sales-link.tsx';
import type { AircraftJudgement } from './mission-judgement.ts';

/**
 * "Send this mission to sales": the contact form, prefilled with the mission and the aircraft
 * that fits best; where none fits, the page says so first, since sales can often adapt one.
 */
export function MissionToSales({
  needs,
  bestFit,
}: {
  needs: MissionNeeds;
  bestFit: AircraftJudgement | undefined;
}) {
  const { t } = usePageTranslation(['finder']);
  return (
    <div className="mt-4 flex flex-wrap items-center gap-4">
      {!bestFit && (
        <p className="max-w-2xl text-slate-800 dark:text-slate-200" data-testid="finder-none-fits">
          {t('results.noneFits')}
        </p>
      )}
      <ContactSalesLink prefill={{ product: bestFit?.drone.slug, intent: 'sales', mission: needs }}>
        {t('results.sendToSales')}
      </ContactSalesLink>
    </div>
  );
}
