import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { PreloadComparisonContext } from '../../features/catalogue/preload-comparison.ts';
import { deferredPart } from '../../features/hydration/deferred-part.tsx';
import type { Language } from '../../i18n/languages.ts';
import { LanguageContext } from '../../i18n/use-language.ts';
import { DocumentHead } from '../head/document-head.tsx';
import { PageLoading } from './page-loading.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

// The footer is the last thing on every page and no input changes it: hydrated when the visitor
// comes near it (docs/decisions/090), its code is not in any page's start-up script.
const SiteFooter = deferredPart(
  () => import('./site-footer.tsx').then((module) => module.SiteFooter),
  { className: 'contents' },
);

/** The compare page's code and its table's, for a compare bar about to be followed. */
function preloadComparison() {
  void import('../../pages/compare-page.tsx').then((module) => module.preloadComparison());
}

/** Moves focus to the new page's content after a client-side navigation, as a page load would. */
function useFocusOnNavigation(target: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}

/** The frame of every page under a language prefix: header, content, footer. */
export function SiteLayout({ lang }: { lang: Language }) {
  const navigation = useNavigation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <LanguageContext.Provider value={lang}>
      <PreloadComparisonContext value={preloadComparison}>
        <DocumentHead lang={lang} />
        <div className="flex min-h-screen flex-col">
          <SkipLink />
          <SiteHeader />
          {/* data-pagefind-body: the site search indexes page content only, not header or footer. */}
          <main
            id="main"
            ref={main}
            tabIndex={-1}
            data-pagefind-body
            className="flex-1 focus:outline-none"
          >
            <Outlet />
          </main>
          {/* The layout stays across a language switch; a footer not hydrated yet keeps the
            language it was drawn in until it has (deferred-part.tsx). */}
          <SiteFooter />
        </div>
        {navigation.state === 'loading' && <PageLoading />}
        <ScrollRestoration />
      </PreloadComparisonContext>
    </LanguageContext.Provider>
  );
}
