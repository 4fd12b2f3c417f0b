import type { ReactNode, Ref } from 'react';
import { usePageTranslation } from '../../i18n/use-language.ts';
import { fitGroups } from './fit-groups.ts';
import type { MissionJudgement } from './mission-judgement.ts';
import { useSettledValue } from './use-settled-value.ts';
import { FinderSection } from './finder-section.tsx';

/** How long the count must stay the same before a screen reader is told it. */
const announceDelayMs = 700;

/**
 * The ranking's frame: how many aircraft fit, then what the ranking's code shows (`children`:
 * the way to send the mission to sales and the groups of aircraft). With no need stated there
 * is nothing to rank, and the page says how to start; while the ranking's code loads, or if it
 * cannot, it says that.
 */
export function MissionResults({
  stated,
  judgement,
  failed,
  statusRef,
  children,
}: {
  stated: boolean;
  judgement: MissionJudgement | undefined;
  failed: boolean;
  /** The count line, which the form's submit button moves focus to. */
  statusRef: Ref<HTMLParagraphElement>;
  children: ReactNode;
}) {
  const { t } = usePageTranslation(['finder', 'common']);
  const status = () => {
    if (!stated) return t('results.noNeeds');
    if (failed) return t('results.loadFailed');
    if (!judgement) return t('results.ranking');
    return fitGroups
      .map((fit) => ({
        fit,
        count: judgement.aircraft.filter((aircraft) => aircraft.fit === fit).length,
      }))
      .filter(({ count }) => count > 0)
      .map(({ fit, count }) => t(`results.${fit}`, { count }))
      .join(t('common:listSeparators.details'));
  };
  const text = status();
  // The count changes with every ranking while the visitor types; it is said once they pause.
  const announced = useSettledValue(text, announceDelayMs);
  return (
    <FinderSection id="finder-results-heading" heading={t('results.heading')} className="mt-10">
      <p
        ref={statusRef}
        tabIndex={-1}
        data-testid="finder-status"
        className="mt-2 text-base font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {text}
      </p>
      <p role="status" className="sr-only" data-testid="finder-announcement">
        {announced}
      </p>
      {children}
    </FinderSection>
  );
}
