import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import type { Language } from '../../i18n/languages.ts';
import { LanguageContext } from '../../i18n/use-language.ts';
import { DocumentHead } from '../head/document-head.tsx';
import { PageLoading } from './page-loading.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

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
        <SiteFooter />
      </div>
      {navigation.state === 'loading' && <PageLoading />}
      <ScrollRestoration />
    </LanguageContext.Provider>
  );
}
