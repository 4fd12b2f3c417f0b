import { startTransition, useDeferredValue, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { compareParameter } from '../routing/paths.ts';
import { hasNeeds, missionQuery } from '../routing/mission-query.ts';
import { readMissionNeeds, type TypedNeeds } from '../routing/mission-needs.ts';
import { useTypedNeeds } from '../features/finder/use-typed-needs.ts';
import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { DecidingFiguresTable } from '../features/finder/deciding-figures-table.tsx';
import { useRankingCode } from '../features/finder/ranking-code.ts';
import { MissionForm } from '../features/finder/mission-form.tsx';
import { MissionResults } from '../features/finder/mission-results.tsx';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/**
 * The finder's query: the needs as typed, then the products ticked for comparison, as the URL
 * has them (the result cards read and check them).
 */
function finderSearch(typed: TypedNeeds, compare: string | null): string {
  const query = new URLSearchParams(missionQuery(typed));
  if (compare) query.set(compareParameter, compare);
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * The mission finder: the visitor states what the mission needs, and every aircraft is ranked
 * against it from the catalogue's figures (mission-judgement.ts), with a way to send the
 * mission to sales. Without a need, or without JavaScript, the table of deciding figures.
 */
export function FinderPage() {
  const lang = useLanguage();
  const { t } = usePageTranslation(pageNamespaces.finder);
  const catalogue = useCatalogue();
  const searchParams = useHydratedSearchParams();
  const [liveSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const status = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The compare boxes show only once the ranking's code has loaded, after hydration: the live
  // URL is what they and the URL writes build on.
  const compared = liveSearchParams.get(compareParameter);
  const go = (nextTyped: TypedNeeds, nextCompare: string | null) =>
    startTransition(() => {
      void navigate(
        { pathname, search: finderSearch(nextTyped, nextCompare) },
        { replace: true, preventScrollReset: true },
      );
    });
  const { typed, type, clear } = useTypedNeeds({
    shown: searchParams,
    live: liveSearchParams,
    form,
    // When typing pauses: the compare choice as the URL has it by then, which a tick may have
    // changed since the keystroke.
    write: (next) => go(next, new URLSearchParams(window.location.search).get(compareParameter)),
  });

  const devices = useMemo(() => catalogue.payloads.map((payload) => payload.slug), [catalogue]);
  const read = useMemo(() => readMissionNeeds(typed, devices), [typed, devices]);
  // The boxes and their problems answer each keystroke at once; the ranking follows when the
  // phone has time.
  const { needs } = useDeferredValue(read);
  const stated = hasNeeds(needs);
  const { code, failed } = useRankingCode(
    stated,
    missionQuery(needs),
    // Everything typed, as the URL holds it once typing pauses, and the compare choice.
    `${pathname}${finderSearch(typed, compared)}`,
  );
  const judgement = useMemo(
    () => (stated && code ? code.judgeMission(catalogue, needs) : undefined),
    [stated, code, catalogue, needs],
  );
  const bestFit = judgement?.aircraft.find((aircraft) => aircraft.fit === 'fits');
  // One object for every card, so a card renders again only when the ranking changes.
  const context = useMemo(() => ({ needs, lang, t }), [needs, lang, t]);

  return (
    <>
      <PageIntro
        heading={t('pages:finder.heading')}
        lead={t('pages:finder.lead')}
        breadcrumbs={<Breadcrumbs inProducts crumbs={[{ label: t('pages:finder.heading') }]} />}
      />
      <div className="mx-auto max-w-7xl px-4 py-10" data-testid="finder">
        <MissionForm
          typed={typed}
          problems={read.problems}
          device={read.needs.device}
          devices={catalogue.payloads}
          action={pathname}
          formRef={form}
          onChange={type}
          onClear={clear}
          onSubmit={() => status.current?.focus()}
        />
        <MissionResults stated={stated} judgement={judgement} failed={failed} statusRef={status}>
          {code && judgement && <code.MissionToSales needs={needs} bestFit={bestFit} />}
          {code && judgement && (
            <code.RankedAircraft
              judgement={judgement}
              bestFit={bestFit}
              context={context}
              compared={compared}
              commit={(next) => go(typed, next.join(','))}
            />
          )}
        </MissionResults>
        <DecidingFiguresTable drones={catalogue.drones} />
      </div>
    </>
  );
}
