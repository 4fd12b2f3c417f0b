import { startTransition, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { compareParameter, paths } from '../routing/paths.ts';
import {
  missionQuery,
  readMissionNeeds,
  typedNeedsOf,
  type MissionNeedName,
  type TypedNeeds,
} from '../routing/mission-needs.ts';
import { useCatalogue } from '../features/catalogue/catalogue-context.tsx';
import { CompareBar } from '../features/catalogue/compare-bar.tsx';
import { readCompareSelection } from '../features/catalogue/listing-url.ts';
import { useCompare } from '../features/catalogue/use-compare.ts';
import { useHydratedSearchParams } from '../features/catalogue/use-hydrated.ts';
import { useStableCallback } from '../features/catalogue/use-stable-callback.ts';
import { DecidingFiguresTable } from '../features/finder/deciding-figures-table.tsx';
import { judgeMission } from '../features/finder/mission-judgement.ts';
import { MissionForm } from '../features/finder/mission-form.tsx';
import { MissionResults } from '../features/finder/mission-results.tsx';
import { Breadcrumbs } from '../features/page-parts/breadcrumbs.tsx';
import { PageIntro } from '../features/page-parts/page-intro.tsx';
import { useLanguage, usePageTranslation } from '../i18n/use-language.ts';
import { pageNamespaces } from './page-namespaces.ts';

/** The finder's query: the needs as typed, then the products ticked for comparison. */
function finderSearch(typed: TypedNeeds, compare: readonly string[]): string {
  const query = new URLSearchParams(missionQuery(typed));
  if (compare.length > 0) query.set(compareParameter, compare.join(','));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/**
 * What the visitor has typed. The URL holds it, so a mission can be shared and survives a
 * reload; but the URL follows a keystroke a moment later, so the boxes read this state, which
 * changes at once. It goes back to the URL when the URL changes for another reason: the
 * prerendered page hydrating with a shared mission, the back button, "Start again".
 */
function useTypedNeeds(fromUrl: TypedNeeds) {
  const urlKey = missionQuery(fromUrl);
  // `written`: the queries this page wrote and the URL has not reached yet, oldest first.
  const [state, setState] = useState({ seen: urlKey, typed: fromUrl, written: [] as string[] });
  let typed = state.typed;
  if (state.seen !== urlKey) {
    const ours = state.written.indexOf(urlKey);
    if (ours >= 0) {
      setState({ ...state, seen: urlKey, written: state.written.slice(ours + 1) });
    } else {
      setState({ seen: urlKey, typed: fromUrl, written: [] });
      typed = fromUrl;
    }
  }
  const type = (need: MissionNeedName, value: string) => {
    const next = { ...typed, [need]: value };
    setState((current) => ({
      ...current,
      typed: next,
      written: [...current.written, missionQuery(next)],
    }));
    return next;
  };
  return { typed, type };
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const status = useRef<HTMLParagraphElement>(null);

  const { typed, type } = useTypedNeeds(typedNeedsOf(searchParams));
  const selected = readCompareSelection(
    searchParams.get(compareParameter),
    catalogue.drones.map((drone) => drone.slug),
  );
  const go = (nextTyped: TypedNeeds, nextCompare: readonly string[]) =>
    startTransition(() => {
      void navigate(
        { pathname, search: finderSearch(nextTyped, nextCompare) },
        { replace: true, preventScrollReset: true },
      );
    });
  const compare = useCompare(selected, (next) => go(typed, next));
  const toggleCompare = useStableCallback(compare.toggle);

  const devices = useMemo(() => catalogue.payloads.map((payload) => payload.slug), [catalogue]);
  const { problems } = readMissionNeeds(typed, devices);
  // The boxes answer each keystroke at once; the ranking follows when the phone has time.
  const ranked = useDeferredValue(typed);
  const { needs, judgement } = useMemo(() => {
    const read = readMissionNeeds(ranked, devices).needs;
    return { needs: read, judgement: judgeMission(catalogue, read) };
  }, [ranked, devices, catalogue]);
  // One object for every card, so a card renders again only when the ranking changes.
  const context = useMemo(
    () => ({ needs, payloads: catalogue.payloads, lang, t }),
    [needs, catalogue, lang, t],
  );

  return (
    <>
      <PageIntro
        heading={t('pages:finder.heading')}
        lead={t('pages:finder.lead')}
        breadcrumbs={
          <Breadcrumbs
            crumbs={[
              { label: t('common:nav.home'), to: paths.home(lang) },
              { label: t('common:nav.products'), to: paths.products(lang) },
              { label: t('pages:finder.heading') },
            ]}
          />
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10" data-testid="finder">
        <MissionForm
          typed={typed}
          problems={problems}
          devices={catalogue.payloads}
          action={pathname}
          onChange={(need, value) => go(type(need, value), compare.selected)}
          onSubmit={() => status.current?.focus()}
        />
        <MissionResults
          judgement={judgement}
          context={context}
          compare={compare.selected}
          onToggleCompare={toggleCompare}
          statusRef={status}
        />
        <DecidingFiguresTable drones={catalogue.drones} />
      </div>
      <CompareBar compare={compare} />
    </>
  );
}
