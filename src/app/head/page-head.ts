import type { TFunction } from 'i18next';
import { findDrone } from '../../catalogue/drones.ts';
import { siteConfig } from '../../config/site-config.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { canonicalPath, type PageRef } from '../site-pages.ts';

export interface HeadData {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  jsonLd: Record<string, unknown>[];
}

/** Where a page's text sits in pages.json. */
export function pageTextKey(page: PageRef): string {
  switch (page.kind) {
    case 'home':
    case 'products':
    case 'about':
    case 'contact':
      return page.kind;
    case 'solution':
      return `solutions.${page.solution}`;
    case 'category':
      return `categories.${page.category}`;
    case 'model':
      return 'model';
    case 'legal':
      return page.document;
  }
}

/** Interpolation values a page's text may use: a model page names its model and series. */
export function pageTextValues(page: PageRef, t: TFunction): Record<string, string> {
  if (page.kind !== 'model') return {};
  const drone = findDrone(page.series, page.slug);
  return { name: drone?.name ?? page.slug, series: t(`common:series.${page.series}`) };
}

function absolute(path: string, query = ''): string {
  return `${siteConfig.siteUrl}${path}${query}`;
}

/**
 * SPEC §2's head for one page in one language. `t` must be fixed to `lang` and able to read the
 * "common" and "pages" namespaces.
 */
export function pageHead(page: PageRef, lang: Language, t: TFunction): HeadData {
  const key = pageTextKey(page);
  const values = pageTextValues(page, t);
  const company = t('common:company.shortName');
  const title = `${t(`pages:${key}.title`, values)} | ${company}`;
  const alternate = (target: Language) => absolute(canonicalPath(target, page), `?lng=${target}`);
  return {
    title,
    description: t(`pages:${key}.description`, values),
    keywords: t(`pages:${key}.keywords`, values),
    canonical: absolute(canonicalPath(lang, page)),
    alternates: [
      ...languages.map((target) => ({ hrefLang: target, href: alternate(target) })),
      { hrefLang: 'x-default', href: alternate('en') },
    ],
    jsonLd: [organizationJsonLd(t)],
  };
}

export function organizationJsonLd(t: TFunction): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('common:company.name'),
    alternateName: t('common:company.shortName'),
    url: siteConfig.siteUrl,
    logo: `${siteConfig.siteUrl}/favicon.svg`,
    foundingDate: String(siteConfig.foundedYear),
    email: siteConfig.email.business,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: siteConfig.email.business,
        telephone: siteConfig.phone.international,
        availableLanguage: ['English', 'Chinese'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'technical support',
        email: siteConfig.email.support,
        telephone: siteConfig.phone.china,
        availableLanguage: ['English', 'Chinese'],
      },
    ],
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** JSON inside a <script> element must not be able to close it. */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The head as HTML, for the prerender; the browser keeps it in step with DocumentHead. */
export function renderHeadHtml(head: HeadData): string {
  return [
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    `<meta name="keywords" content="${escapeAttribute(head.keywords)}" />`,
    `<link rel="canonical" href="${escapeAttribute(head.canonical)}" />`,
    ...head.alternates.map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeAttribute(alternate.href)}" />`,
    ),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${serializeJsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}
