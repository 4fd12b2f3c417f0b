import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { Language } from '../../i18n/languages.ts';
import type { PageHandle } from '../routes.tsx';
import type { HeadData } from './page-head.ts';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function applyHead(head: HeadData, serializeJsonForScript: (value: unknown) => string) {
  document.title = head.title;
  setMeta('description', head.description);
  setMeta('keywords', head.keywords);
  // Only the comparison is noindex; leaving the tag behind would hide the next page too.
  if (head.robots) setMeta('robots', head.robots);
  else document.head.querySelector('meta[name="robots"]')?.remove();
  document.head
    .querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')
    .forEach((element) => element.remove());
  document.head
    .querySelectorAll('script[type="application/ld+json"]')
    .forEach((element) => element.remove());
  const links = [
    { rel: 'canonical', href: head.canonical },
    ...head.alternates.map((alternate) => ({ rel: 'alternate', ...alternate })),
  ];
  for (const { rel, href, hrefLang } of links as {
    rel: string;
    href: string;
    hrefLang?: string;
  }[]) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (hrefLang) link.hreflang = hrefLang;
    document.head.append(link);
  }
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonForScript(data);
    document.head.append(script);
  }
}

/**
 * Keeps the head in step with client-side navigation. The prerendered HTML already carries the
 * right tags for the page it was loaded as, so nothing is done until the visitor moves on; the
 * head builder (with the catalogue figures titles quote) is then fetched on demand, which keeps
 * it out of every page's start-up JavaScript (docs/decisions/009-initial-javascript.md).
 */
export function DocumentHead({ lang }: { lang: Language }) {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  const { t, ready } = useTranslation(['common', 'pages'], { lng: lang });
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
    import('./page-head.ts').then(
      ({ pageHead, serializeJsonForScript }) => {
        // A quicker second navigation has already taken over the head.
        if (current) applyHead(pageHead(handle.page, lang, t), serializeJsonForScript);
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
