import type { TFunction } from 'i18next';
import { drones } from '../../catalogue/drones.ts';
import { findDrone } from '../../features/catalogue/catalogue-products.ts';
import { siteConfig } from '../../config/site-config.ts';
import { deliveryTimeReduction } from '../../content/claims.ts';
import { openingHoursJsonLd } from '../../content/company-facts.ts';
import { formatPercent } from '../../i18n/format-count.ts';
import { categoryTextValues } from '../../features/catalogue/category-text.ts';
import { formatFigure, formatQuantity } from '../../i18n/format-quantity.ts';
import { contentLanguages, languages, type Language } from '../../i18n/languages.ts';
import { paths } from '../../routing/paths.ts';
import {
  canonicalPath,
  isIndexable,
  pageKindOf,
  pagePath,
  type PageRef,
} from '../../routing/site-pages.ts';

export interface HeadData {
  /** The page's language as Content-Language says it ("zh-CN"), for the meta pragma. */
  contentLanguage: string;
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  jsonLd: Record<string, unknown>[];
  /** The robots meta tag, for pages that must stay out of search results. */
  robots?: string;
}

/** Where a page's text sits in pages.json, as its kind declares it. */
export function pageTextKey(page: PageRef): string {
  return pageKindOf(page).textKey?.(page) ?? page.kind;
}

/**
 * Interpolation values a page's text may use: a model page's head names its model, series and
 * headline figures, read from the catalogue so the head never contradicts the page.
 */
export function pageTextValues(
  page: PageRef,
  lang: Language,
  t: TFunction,
): Record<string, string> {
  // The logistics claim (docs/requirements/product.md) is a figure too: written once in
  // src/content/solutions.ts.
  if (page.kind === 'solution' && page.solution === 'logistics') {
    return { percent: formatPercent(deliveryTimeReduction.value, lang) };
  }
  // A listing's description quotes its series' figures ("from 15 kg to 150 kg").
  if (page.kind === 'category') return categoryTextValues(drones, page.category, lang, t);
  if (page.kind !== 'model') return {};
  const drone = findDrone({ drones }, page.series, page.slug);
  if (!drone) return { name: page.slug, series: t(`common:series.${page.series}`) };
  return {
    name: drone.name,
    series: t(`common:series.${page.series}`),
    maxTakeoffWeight: formatQuantity(drone.headline.maxTakeoffWeight, lang, t),
    payload: formatQuantity(drone.headline.payload, lang, t),
    range: drone.headline.range ? formatQuantity(drone.headline.range, lang, t) : '',
    // A head tag is read without the page around it, so the figure carries its condition.
    flightTime: formatFigure(drone.figures.flightTime, lang, t, { withCondition: true }),
  };
}

/** The trail of a page whose kind declares one, as its breadcrumbs show it. */
export function breadcrumbTrail(
  page: PageRef,
  lang: Language,
  t: TFunction,
): { name: string; path: string }[] {
  const trail = pageKindOf(page).trail?.(page);
  if (!trail) return [];
  return [
    { name: t('common:nav.home'), path: paths.home(lang) },
    { name: t('common:nav.products'), path: paths.products(lang) },
    ...trail.map((crumb) => ({
      name:
        'label' in crumb
          ? t(crumb.label)
          : (findDrone({ drones }, crumb.page.series, crumb.page.slug)?.name ?? crumb.page.slug),
      path: pagePath(lang, crumb.page),
    })),
  ];
}

function breadcrumbJsonLd(trail: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

/**
 * A model page's Product data: what it is and its headline figures. There is no offer: the
 * site shows no prices (docs/requirements/product.md), so sales quotes each configuration.
 */
function productJsonLd(
  page: Extract<PageRef, { kind: 'model' }>,
  lang: Language,
  t: TFunction,
  description: string,
): Record<string, unknown> | undefined {
  const drone = findDrone({ drones }, page.series, page.slug);
  if (!drone) return undefined;
  const property = (nameKey: string, value: string) => ({
    '@type': 'PropertyValue',
    name: t(`common:figures.${nameKey}`),
    value,
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: drone.name,
    description,
    url: absolute(paths.model(lang, page.series, page.slug)),
    category: t(`common:series.${page.series}`),
    brand: { '@type': 'Brand', name: t('common:company.shortName') },
    manufacturer: {
      '@type': 'Organization',
      name: t('common:company.name'),
      url: siteConfig.siteUrl,
    },
    additionalProperty: [
      property('maxTakeoffWeight', formatQuantity(drone.headline.maxTakeoffWeight, lang, t)),
      property('payload', formatQuantity(drone.headline.payload, lang, t)),
      ...(drone.headline.range
        ? [property('range', formatQuantity(drone.headline.range, lang, t))]
        : []),
    ],
  };
}

function absolute(path: string, query = ''): string {
  return `${siteConfig.siteUrl}${path}${query}`;
}

/**
 * The head of docs/requirements/pages.md for one page in one language. `t` must be fixed to `lang`
 * and able to read the "common" and "pages" namespaces.
 */
export function pageHead(page: PageRef, lang: Language, t: TFunction): HeadData {
  const key = pageTextKey(page);
  const values = pageTextValues(page, lang, t);
  const company = t('common:company.shortName');
  const title = `${t(`pages:${key}.title`, values)} | ${company}`;
  const description = t(`pages:${key}.description`, values);
  const alternate = (target: Language) => absolute(canonicalPath(target, page), `?lng=${target}`);
  const trail = breadcrumbTrail(page, lang, t);
  const product = page.kind === 'model' ? productJsonLd(page, lang, t, description) : undefined;
  return {
    contentLanguage: contentLanguages[lang],
    title,
    description,
    keywords: t(`pages:${key}.keywords`, values),
    canonical: absolute(canonicalPath(lang, page)),
    alternates: [
      ...languages.map((target) => ({ hrefLang: target, href: alternate(target) })),
      { hrefLang: 'x-default', href: alternate('en') },
    ],
    jsonLd: [
      organizationJsonLd(t),
      ...(trail.length > 0 ? [breadcrumbJsonLd(trail)] : []),
      ...(product ? [product] : []),
    ],
    ...(isIndexable(page) ? {} : { robots: 'noindex, follow' }),
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
        hoursAvailable: openingHoursJsonLd(siteConfig.businessHours),
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
    // Obsolete in HTML, which reads <html lang>, but how Baidu is told a page's language.
    `<meta http-equiv="content-language" content="${escapeAttribute(head.contentLanguage)}" />`,
    `<title>${escapeText(head.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    `<meta name="keywords" content="${escapeAttribute(head.keywords)}" />`,
    ...(head.robots ? [`<meta name="robots" content="${escapeAttribute(head.robots)}" />`] : []),
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
