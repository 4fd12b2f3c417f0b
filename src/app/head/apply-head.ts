import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages.ts';
import type { PageRef } from '../../routing/site-pages.ts';
import { pageHead, serializeJsonForScript, type HeadData } from './page-head.ts';

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

function applyHead(head: HeadData) {
  document.title = head.title;
  // Changes only when the visitor switches language without a page load.
  document.head
    .querySelector('meta[http-equiv="content-language"]')
    ?.setAttribute('content', head.contentLanguage);
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
 * Writes the head tags of `page` into the document after a client-side navigation: language,
 * title, description, keywords, robots, canonical and alternate links, structured data. Loaded with
 * the head builder on the first navigation (document-head.tsx).
 */
export function applyPageHead(page: PageRef, lang: Language, t: TFunction): void {
  applyHead(pageHead(page, lang, t));
}
