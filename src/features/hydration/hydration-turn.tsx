import { Suspense, useState, type ReactElement } from 'react';
import { nextTask } from './next-task.ts';

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/** The turns waiting while a prerendered page hydrates; undefined once it has (or never did). */
let waiting: (() => void)[] | undefined;

/** Settles once the page's last turn has hydrated; settled from the start when none is due. */
let hydrated: Promise<void> = Promise.resolve();

/**
 * Runs `hydrate` with the page split at every `HydrationTurn`: the first pass leaves each turn's
 * part as the prerender wrote it, and the parts then hydrate one per task, in the order they
 * were met. Resolves once the last has. Preact hydrates a tree in one go, where React would
 * yield every few milliseconds; the turns keep every task of a slow phone's start-up short
 * (docs/decisions/060).
 */
export function hydrateInTurns(hydrate: () => void): Promise<void> {
  waiting = [];
  let finish = () => {};
  hydrated = new Promise((resolve) => {
    finish = resolve;
  });
  hydrate();
  return (async () => {
    for (;;) {
      await nextTask();
      const next = waiting.shift();
      if (!next) break;
      // The part renders in a microtask of this task, and meets its own turns there: they are
      // queued before the next task takes one.
      next();
    }
    waiting = undefined;
    finish();
  })();
}

/**
 * Runs `run` once the page has hydrated to its last turn (in a microtask when it is not
 * hydrating), unless the function returned is called first: an effect's cleanup. A change of
 * state that parts of the page would render (the URL's filters, a restored draft) must wait for
 * it: a part still waiting for its turn hydrates the prerendered markup as it stands, so it
 * would not show the change.
 */
export function afterHydration(run: () => void): () => void {
  let cancelled = false;
  void hydrated.then(() => {
    if (!cancelled) run();
  });
  return () => {
    cancelled = true;
  };
}

function takeTurn(): Turn | undefined {
  const queue = waiting;
  if (!queue) return undefined;
  let release = () => {};
  const turn: Turn = { done: false, promise: new Promise((resolve) => (release = resolve)) };
  queue.push(() => {
    turn.done = true;
    release();
  });
  return turn;
}

function AfterTurn({ turn, children }: { turn: Turn | undefined; children: ReactElement }) {
  // Suspending is how a renderer is told to keep the server's markup and come back later: both
  // Preact and React hydrate the rest of the tree meanwhile and resume here once it settles.
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of the page that hydrates in a task of its own. It must render exactly one element:
 * Preact keeps the prerendered markup of a suspended part by taking the one node where it
 * stands, so a fragment or `null` would leave the markup of its neighbours mismatched. Outside
 * a page's first hydration it renders its child at once.
 */
export function HydrationTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}
