import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useMatches } from 'react-router';
import type { Language } from '../../i18n/languages.ts';
import type { PageHandle } from '../routes.tsx';

/**
 * Keeps the head in step with client-side navigation. The prerendered HTML already carries the
 * right tags for the page it was loaded as, so nothing is done until the visitor moves on; the
 * head builder (with the catalogue figures titles quote) and the code that writes the tags are
 * then fetched on demand, which keeps them out of every page's start-up JavaScript
 * (docs/decisions/009-initial-javascript.md).
 */
export function DocumentHead({ lang }: { lang: Language }) {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const { t, ready } = useTranslation(['common', 'pages'], lang);
  // The page the prerendered head was written for (none in dev mode, which renders afresh).
  const firstHandle = useRef(
    typeof document !== 'undefined' && document.querySelector('link[rel="canonical"]')
      ? handle
      : undefined,
  );
  useEffect(() => {
    if (!handle || !ready || handle === firstHandle.current) return;
    firstHandle.current = undefined;
    let current = true;
    import('./apply-head.ts').then(
      ({ applyPageHead }) => {
        // A quicker second navigation has already taken over the head.
        if (current) applyPageHead(handle.page, lang, t);
      },
      () => {
        // Offline: the page itself loaded, only its title and links keep the previous page's.
      },
    );
    return () => {
      current = false;
    };
  }, [handle, lang, t, ready]);
  return null;
}
