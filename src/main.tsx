import './styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './app/routes.tsx';
import { ensureNamespaces, initClientI18n, readInlinedI18nState } from './i18n/i18n-client.ts';
import { defaultLanguage, toSupportedLanguage } from './i18n/languages.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error(
    'The site cannot start: this page has no element with id "root" to render into. ' +
      'Every HTML page must contain <div id="root"></div>.',
  );
}

/**
 * Resolves once the browser has painted the prerendered page. Hydration is one long task; run
 * before the first paint, it keeps a slow phone showing a blank screen for its whole length.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    // A tab opened in the background gets no animation frames; it still hydrates.
    setTimeout(resolve, 250);
  });
}

// No top-level await: a module that awaits at the top cannot share its code with the lazy page
// chunks (they would wait on it), so the bundler would split the framework into many files.
async function start(root: HTMLElement) {
  const inlinedState = readInlinedI18nState();
  const i18n = await initClientI18n(inlinedState);

  const routes = createRoutes({
    async prepare(lang, namespaces) {
      await ensureNamespaces(i18n, lang, namespaces);
      // Switching the global language also caches it (cookie and local storage, SPEC §4) and
      // updates <html lang>: the URL prefix wins over whatever was stored before.
      if (i18n.language !== lang) await i18n.changeLanguage(lang);
    },
    chooseLanguage: () => toSupportedLanguage(i18n.resolvedLanguage) ?? defaultLanguage,
    currentHash: () => window.location.hash,
  });

  // A prerendered page hydrates; the bare root, unknown paths and the dev server render afresh.
  const prerendered = inlinedState !== undefined && root.hasChildNodes();
  let hydrationData;
  if (prerendered) {
    // Hydration must not wait on a route's code: resolve the lazy modules of this URL first
    // (the prerender already preloads them) and tell the router its loaders have run.
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') {
          const resolved = await route.lazy();
          Object.assign(route, resolved, { lazy: undefined });
        }
      }),
    );
    hydrationData = {
      loaderData: Object.fromEntries(matches.map(({ route }) => [route.id, null])),
    };
  }

  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  const app = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </StrictMode>
  );

  if (prerendered) {
    await afterFirstPaint();
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for its whole length, so a tap during it is not kept waiting.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}

void start(container);

// npm run dev and npm run cms: content/ changed (scripts/content/vite-plugin.ts); show it. Gone
// from the production bundle, where import.meta.hot is undefined.
import.meta.hot?.on('zs:content-changed', () => window.location.reload());
