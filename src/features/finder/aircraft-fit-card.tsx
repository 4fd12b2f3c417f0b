import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import { useLanguage, usePageTranslation } from '../../i18n/use-language.ts';
import { paths } from '../../routing/paths.ts';
import { asDrone } from '../catalogue/catalogue-products.ts';
import { CompareToggle } from '../catalogue/compare-toggle.tsx';
import { productHeadingId } from '../catalogue/product-heading-id.ts';
import { ProductPicture } from '../catalogue/product-picture.tsx';
import { checkText, type CheckTextContext } from './check-text.ts';
import type { AircraftJudgement, NeedOutcome } from './mission-judgement.ts';
import { ServingPayloadLinks } from './serving-payload-links.tsx';

/** The card's picture: the card's width on a phone, a 14 rem (224 px) column beside it above. */
const pictureSizes = '(min-width: 640px) 224px, 100vw';

const outcomeLook: Record<NeedOutcome, { mark: string; className: string }> = {
  meets: { mark: '✓', className: 'text-emerald-700 dark:text-emerald-300' },
  fails: { mark: '✗', className: 'text-red-700 dark:text-red-300' },
  unknown: { mark: '?', className: 'text-amber-700 dark:text-amber-300' },
};

/**
 * One aircraft as judged against the mission: its picture and name (to its page), a line per
 * stated need with the figure, the need and the margin, the payloads that serve the task, and
 * the compare box that joins the listings' comparison.
 */
export const AircraftFitCard = memo(function AircraftFitCard({
  judgement,
  context,
  bestFit,
  comparing,
  onToggleCompare,
}: {
  judgement: AircraftJudgement;
  context: CheckTextContext;
  bestFit: boolean;
  comparing: boolean;
  onToggleCompare: (slug: string) => void;
}) {
  const lang = useLanguage();
  const { t } = usePageTranslation(['finder', 'catalogue', 'common']);
  const { drone, checks, servingPayloads } = judgement;
  const headingId = productHeadingId(drone.slug);
  const outcomeWord = (outcome: NeedOutcome) => t(`checkOutcomes.${outcome}`);
  // The card renders at every keystroke, its checks following the needs; the picture and the
  // link to the model page, kept as they were, are left alone (a router Link works out its
  // address again at each render).
  const picture = useMemo(
    () => (
      <ProductPicture
        product={asDrone(drone)}
        sizes={pictureSizes}
        className="rounded-t-lg border-b border-slate-100 bg-white sm:w-56 sm:shrink-0 sm:rounded-l-lg sm:rounded-tr-none sm:border-r sm:border-b-0 dark:border-slate-800"
      />
    ),
    [drone],
  );
  const modelLink = useMemo(
    () => <Link to={paths.model(lang, drone.series, drone.slug)}>{drone.name}</Link>,
    [lang, drone],
  );
  return (
    <li
      data-testid="fit-card"
      data-product={drone.slug}
      data-fit={judgement.fit}
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-slate-200 bg-white sm:flex-row dark:border-slate-700 dark:bg-slate-900"
    >
      {picture}
      <div className="flex flex-1 flex-col p-5">
        <h4 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {modelLink}
          {bestFit && (
            <span className="ml-3 rounded-full bg-emerald-100 px-3 py-1 align-middle text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
              {t('results.bestFit')}
            </span>
          )}
        </h4>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t(`common:series.${drone.series}`)}
        </p>
        {checks.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm" data-testid="fit-checks">
            {checks.map((check) => (
              <li key={check.need} data-need={check.need} data-outcome={check.outcome}>
                <span
                  aria-hidden="true"
                  className={`mr-2 font-bold ${outcomeLook[check.outcome].className}`}
                >
                  {outcomeLook[check.outcome].mark}
                </span>
                <span className="sr-only">{outcomeWord(check.outcome)}</span>
                {checkText(check, judgement, context)}
              </li>
            ))}
          </ul>
        )}
        {servingPayloads.length > 0 && (
          <ServingPayloadLinks
            payloads={servingPayloads}
            taskStated={context.needs.task !== undefined}
          />
        )}
        <div className="mt-auto flex justify-end pt-4">
          <CompareToggle
            name={drone.name}
            checked={comparing}
            onToggle={() => onToggleCompare(drone.slug)}
          />
        </div>
      </div>
    </li>
  );
});
