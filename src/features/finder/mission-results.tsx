import type { Ref } from 'react';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { hasNeeds } from '../../routing/mission-needs.ts';
import { ContactSalesLink } from '../page-parts/contact-sales-link.tsx';
import { AircraftFitCard } from './aircraft-fit-card.tsx';
import type { CheckTextContext } from './check-text.ts';
import type { Fit, MissionJudgement } from './mission-judgement.ts';

const groups: readonly Fit[] = ['fits', 'askSales', 'doesNotFit'];

/**
 * The ranking: how many aircraft fit, the way to send the mission to sales, and every aircraft
 * in its group. With no need stated there is nothing to rank, and the page says how to start.
 */
export function MissionResults({
  judgement,
  context,
  compare,
  onToggleCompare,
  statusRef,
}: {
  judgement: MissionJudgement;
  context: CheckTextContext;
  compare: readonly string[];
  onToggleCompare: (slug: string) => void;
  /** The count line, which the form's submit button moves focus to. */
  statusRef: Ref<HTMLParagraphElement>;
}) {
  const { t } = usePageTranslation(['finder', 'common']);
  const { needs } = context;
  const stated = hasNeeds(needs);
  const inGroup = (fit: Fit) => judgement.aircraft.filter((aircraft) => aircraft.fit === fit);
  const bestFit = inGroup('fits')[0];
  const counts = groups
    .map((fit) => ({ fit, count: inGroup(fit).length }))
    .filter(({ count }) => count > 0);
  return (
    <section aria-labelledby="finder-results-heading" className="mt-10">
      <h2
        id="finder-results-heading"
        className="text-xl font-semibold text-slate-900 dark:text-white"
      >
        {t('results.heading')}
      </h2>
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        data-testid="finder-status"
        className="mt-2 text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {stated
          ? counts
              .map(({ fit, count }) => t(`results.${fit}`, { count }))
              .join(t('common:listSeparators.details'))
          : t('results.noNeeds')}
      </p>
      {stated && (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {!bestFit && (
            <p
              className="max-w-2xl text-slate-800 dark:text-slate-200"
              data-testid="finder-none-fits"
            >
              {t('results.noneFits')}
            </p>
          )}
          <ContactSalesLink
            prefill={{ product: bestFit?.drone.slug, intent: 'sales', mission: needs }}
          >
            {t('results.sendToSales')}
          </ContactSalesLink>
        </div>
      )}
      {stated &&
        groups.map((fit) => {
          const aircraft = inGroup(fit);
          if (aircraft.length === 0) return null;
          return (
            <section key={fit} aria-labelledby={`finder-group-${fit}`} className="mt-8">
              <h3
                id={`finder-group-${fit}`}
                className="text-lg font-semibold text-slate-900 dark:text-white"
              >
                {t(`groups.${fit}`)}
              </h3>
              {fit === 'askSales' && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {t('groups.askSalesLead')}
                </p>
              )}
              <ul className="mt-4 grid gap-4 lg:grid-cols-2" data-testid={`finder-${fit}`}>
                {aircraft.map((judged) => (
                  <AircraftFitCard
                    key={judged.drone.slug}
                    judgement={judged}
                    context={context}
                    bestFit={judged === bestFit}
                    comparing={compare.includes(judged.drone.slug)}
                    onToggleCompare={onToggleCompare}
                  />
                ))}
              </ul>
            </section>
          );
        })}
    </section>
  );
}
