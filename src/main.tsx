import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterNextPaint, nextTask } from './features/hydration/next-task.ts';
import { createRoutes, startingRoutes, type PageHandle } from './app/routes.tsx';
import { StartedMark } from './app/started-mark.tsx';
import { navigationsAfterPaint } from './app/navigations-after-paint.ts';
import {
  ensureNamespaces,
  initClientI18n,
  onMissingText,
  readInlinedI18nState,
} from './i18n/i18n-client.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { defaultLanguage, toSupportedLanguage } from './i18n/languages.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'The site cannot start: this page has no element with id "root" to render into. ' +
      'Every HTML page must contain <div id="root"></div>.',
  );
}

/**
 * Runs `task` once the visitor starts to use the page (a press, a key, a focus), which is when
 * text beyond the first render may be wanted; a visitor who only reads fetches none. It runs
 * after the frame that answers that first input has been painted: started in the input's own
 * listener, loading the text (the HTTP backend's module, the requests) held that frame back by
 * 25–110 ms at 4× CPU slowdown (docs/decisions/066).
 */
function onFirstInteraction(task: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const run = () => {
    events.forEach((type) => window.removeEventListener(type, run, true));
    afterNextPaint(task);
  };
  events.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
}

// No top-level await: a module that awaits at the top cannot share its code with the lazy page
// chunks (they would wait on it), so the bundler would split the framework into many files.
// Read now, before the router can change the address: the landing URL's campaign tags and the
// referrer are the visit's (docs/decisions/071). They are recorded once the page has started.
const landing = { href: window.location.href, referrer: document.referrer };

/** Records the visit; not needed to show or use the page, so out of its start-up code. */
function recordLanding(): void {
  void import('./features/attribution/visit-attribution.ts').then(
    ({ recordVisit }) => recordVisit(landing),
    () => {
      // Offline since the page loaded: the visit goes unattributed.
    },
  );
}

async function start(root: HTMLElement) {
  const inlinedState = readInlinedI18nState();
  const i18n = await initClientI18n(inlinedState);
  await nextTask();
  // React DOM's module runs here, in a task of its own, rather than in the one that evaluates
  // the start-up files: its file is already fetched with them (the start script requests it),
  // so this waits on no request. See docs/decisions/022 for what that task costs.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();

  const routes = createRoutes({
    async prepare(lang, namespaces) {
      await ensureNamespaces(i18n, lang, namespaces);
      // Switching the global language also caches it (cookie and local storage,
      // docs/requirements/languages.md) and updates <html lang>: the URL prefix wins over whatever
      // was stored before.
      if (i18n.language !== lang) await i18n.changeLanguage(lang);
    },
    chooseLanguage: () => toSupportedLanguage(i18n.resolvedLanguage) ?? defaultLanguage,
    currentHash: () => window.location.hash,
  });
  // Both ways of starting (hydrating or rendering afresh) make the same router but for its data.
  const instrumentations = [navigationsAfterPaint];
  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
      <StartedMark />
    </StrictMode>
  );

  // A prerendered page hydrates; the bare root, unknown paths and the dev server render afresh.
  const prerendered = inlinedState !== undefined && root.hasChildNodes();
  if (!prerendered) {
    createRoot(root).render(app(createBrowserRouter(routes, { instrumentations })));
    recordLanding();
    return;
  }
  // Building the route table and resolving the page's modules take a few milliseconds each,
  // more while DevTools or Lighthouse records the page: a task each (docs/decisions/100).
  await nextTask();

  // Hydration must not wait on a route's code: resolve the lazy modules of this URL first (the
  // start script requested them with the entry) and tell the router its loaders have run.
  // The page's own routes, found by id; the router starts with them and adds the rest of the
  // table on the first navigation, so the table is matched neither here nor by the router.
  const starting = startingRoutes(routes, window.location.pathname);
  const branch =
    starting?.branch ?? (matchRoutes(routes, window.location) ?? []).map(({ route }) => route);
  const lang = inlinedState.lng;
  const namespaces = (branch.at(-1)?.handle as PageHandle | undefined)?.namespaces ?? [];
  // The page holds the text of its prerendered state only. A query (filters, compare choices,
  // a tab) changes what it renders right after hydrating, so then its text comes first.
  const text = window.location.search
    ? ensureNamespaces(i18n, lang, namespaces).catch(() => {})
    : undefined;
  await Promise.all([
    ...branch.map(async (route) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
    }),
    text,
  ]);
  await nextTask();
  const router = createBrowserRouter(starting?.routes ?? routes, {
    instrumentations,
    hydrationData: { loaderData: Object.fromEntries(branch.map(({ id }) => [id, null])) },
    ...(starting && { patchRoutesOnNavigation: starting.patchRoutesOnNavigation }),
  });
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length, so a tap during it is not kept waiting.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
  // The rest of the page's text, for what the visitor may do next (the compare bar, the form's
  // messages), or as soon as a render asks for a key the page lacks; that render is repeated
  // once the text has arrived (i18n-client.ts). A failure is retried by the next navigation.
  const completeText = () => void ensureNamespaces(i18n, lang, namespaces).catch(() => {});
  onFirstInteraction(completeText);
  onMissingText(i18n, completeText);
  // Not in the task that sets hydration going: its import adds preload links, and adding an
  // element that starts a request can hold the main thread for milliseconds (decision 100).
  void nextTask().then(recordLanding);
}

// In a task of its own, once this module's top level has run. Not a microtask: those run in the
// task that evaluated React, the router and i18next, the longest of start-up, and i18next's
// start would lengthen it. Either way, a stack trace taken during start-up (DevTools and
// Lighthouse record one for many calls) need not re-parse the whole chunk to find its source
// positions, which cost tens of milliseconds in one task.
void nextTask().then(() => start(container));

// npm run dev and npm run cms: content/ changed (scripts/content/vite-plugin.ts); show it. Gone
// from the production bundle, where import.meta.hot is undefined.
import.meta.hot?.on('zs:content-changed', () => window.location.reload());
