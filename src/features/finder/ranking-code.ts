import { startTransition, useEffect, useState } from 'react';
import { codeLoader } from '../hydration/code-loader.ts';

/**
 * The code that ranks and shows the aircraft: the judgement, the way to send the mission to
 * sales, the result cards (with their drawings and the texts of their lines) and the compare
 * box and bar. The prerendered finder states no need, so it shows none of it; loading it once a
 * need is stated keeps it out of the code every visit downloads before the page can answer
 * (the 135 KB budget of decision 066).
 */
function importRankingCode() {
  return Promise.all([
    import('./mission-judgement.ts'),
    import('./mission-to-sales.tsx'),
    import('./ranked-aircraft.tsx'),
  ]).then(([{ judgeMission }, { MissionToSales }, { RankedAircraft }]) => ({
    judgeMission,
    MissionToSales,
    RankedAircraft,
  }));
}

export type RankingCode = Awaited<ReturnType<typeof importRankingCode>>;

// Once per visit: a later mission on the same page, or the page opened again, has it at once.
const rankingCode = codeLoader(importRankingCode);

/**
 * The ranking's code once `wanted` (a need is stated), or `undefined` until it has loaded;
 * `failed` when it could not be fetched (offline), so the page can say so. It arrives in a
 * transition, like every state that changes after the page has hydrated. When it fails again
 * while the server answers, this page cannot load it any more (code-loader.ts), and the page
 * is loaded anew at `pageAddress`.
 */
export function useRankingCode(
  wanted: boolean,
  /** Changes with the mission, so that after a failure the next keystroke tries again. */
  attempt: string,
  /** The page's address with everything typed so far. */
  pageAddress: string,
): { code?: RankingCode; failed: boolean } {
  const [state, setState] = useState<{ code?: RankingCode; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!wanted || state.code) return;
    let current = true;
    rankingCode.load().then(
      (code) => {
        if (current) startTransition(() => setState({ code, failed: false }));
      },
      async () => {
        if (await rankingCode.needsPageLoad()) {
          if (current) window.location.replace(pageAddress);
          return;
        }
        if (current) startTransition(() => setState({ failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt, state.code, pageAddress]);
  return state;
}
