import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { createTestI18n, readLocale } from '../../i18n/test-i18n.ts';
import { sitePages, type PageRef } from '../../routing/site-pages.ts';
import { pageHead, renderHeadHtml, serializeJsonForScript, type HeadData } from './page-head.ts';

const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  const i18n = await createTestI18n();
  for (const lang of languages) t[lang] = i18n.getFixedT(lang);
});

const origin = siteConfig.siteUrl;
const model: PageRef = { kind: 'model', series: 'vtol', slug: 'zs-VT15' };
const home: PageRef = { kind: 'home' };

function companyShortName(lang: Language): string {
  const company = readLocale(lang, 'common').company as { shortName: string };
  return company.shortName;
}

describe.each(languages)('pageHead in %s', (lang) => {
  const other = lang === 'en' ? 'zh' : 'en';

  it('titles a model page with the model, its headline figure and the company', () => {
    const head = pageHead(model, lang, t[lang]);
    expect(head.title).toContain('ZS-VT15');
    // The title quotes the catalogue's range, formatted for the language.
    expect(head.title).toContain(t[lang]('common:units.km', { value: '245' }));
    expect(head.title).toContain(companyShortName(lang));
    expect(head.title).not.toMatch(/\{\{|pages:|models\./);
    expect(head.description).toContain('ZS-VT15');
    expect(head.keywords).toContain('ZS-VT15');
  });

  it('gives every model page its own title, description and keywords', () => {
    const models = sitePages.flatMap(({ page }) => (page.kind === 'model' ? [page] : []));
    const heads = models.map((page) => pageHead(page, lang, t[lang]));
    for (const field of ['title', 'description', 'keywords'] as const) {
      expect(new Set(heads.map((head) => head[field])).size).toBe(models.length);
    }
    for (const head of heads) expect(`${head.title}${head.description}`).not.toContain('{{');
  });

  it('titles the home page with its page title and the company', () => {
    const head = pageHead(home, lang, t[lang]);
    const pages = readLocale(lang, 'pages') as { home: { title: string; description: string } };
    expect(head.title).toBe(`${pages.home.title} | ${companyShortName(lang)}`);
    expect(head.description).toBe(pages.home.description);
    expect(head.keywords.length).toBeGreaterThan(0);
  });

  it('writes the head in its own language', () => {
    const head = pageHead(home, lang, t[lang]);
    expect(head.title).not.toContain(companyShortName(other));
    expect(head.description).not.toBe(pageHead(home, other, t[other]).description);
  });

  it('gives an absolute, language-specific canonical URL', () => {
    expect(pageHead(model, lang, t[lang]).canonical).toBe(
      `${origin}/${lang}/products/vtol/zs-VT15`,
    );
    expect(pageHead(home, lang, t[lang]).canonical).toBe(`${origin}/${lang}`);
    expect(pageHead({ kind: 'solution', solution: 'inspection' }, lang, t[lang]).canonical).toBe(
      `${origin}/${lang}`,
    );
    expect(new URL(pageHead(model, lang, t[lang]).canonical).search).toBe('');
  });

  it('links the en, zh and x-default (en) alternates, each with ?lng=', () => {
    expect(pageHead(model, lang, t[lang]).alternates).toEqual([
      { hrefLang: 'en', href: `${origin}/en/products/vtol/zs-VT15?lng=en` },
      { hrefLang: 'zh', href: `${origin}/zh/products/vtol/zs-VT15?lng=zh` },
      { hrefLang: 'x-default', href: `${origin}/en/products/vtol/zs-VT15?lng=en` },
    ]);
    expect(pageHead(home, lang, t[lang]).alternates).toEqual([
      { hrefLang: 'en', href: `${origin}/en?lng=en` },
      { hrefLang: 'zh', href: `${origin}/zh?lng=zh` },
      { hrefLang: 'x-default', href: `${origin}/en?lng=en` },
    ]);
  });

  it('carries the Organization JSON-LD with the company name in the page language', () => {
    const { jsonLd } = pageHead(model, lang, t[lang]);
    const organization = jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: (readLocale(lang, 'common').company as { name: string }).name,
      url: origin,
      email: siteConfig.email.business,
    });
  });

  it('gives the sales contact point the office hours of Company facts', () => {
    const { jsonLd } = pageHead(model, lang, t[lang]);
    const organization = jsonLd.find((data) => data['@type'] === 'Organization') as {
      contactPoint: Record<string, unknown>[];
    };
    const { days, opens, closes, utcOffset } = siteConfig.businessHours;
    expect(organization.contactPoint[0]).toMatchObject({
      contactType: 'sales',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        opens: `${opens}:00${utcOffset}`,
        closes: `${closes}:00${utcOffset}`,
      },
    });
    const dayOfWeek = (organization.contactPoint[0]!.hoursAvailable as { dayOfWeek: string[] })
      .dayOfWeek;
    expect(dayOfWeek[0]!.toLowerCase()).toBe(`https://schema.org/${days.from}`);
    expect(dayOfWeek.at(-1)!.toLowerCase()).toBe(`https://schema.org/${days.to}`);
  });
});

describe('serializeJsonForScript', () => {
  it('cannot close the script element it sits in', () => {
    const value = { name: '</script><script>alert(1)</script>', other: '<!-- x --></SCRIPT>' };
    const serialized = serializeJsonForScript(value);
    expect(serialized).not.toMatch(/<\/script/i);
    expect(serialized).not.toContain('<!--');
    expect(serialized).not.toContain('<');
  });

  it('still parses back to the same data', () => {
    const value = { name: '</script> & "quotes" 中文', list: [1, '<b>'] };
    expect(JSON.parse(serializeJsonForScript(value))).toEqual(value);
  });
});

describe('renderHeadHtml', () => {
  const hostile: HeadData = {
    contentLanguage: 'zh"><script>alert(4)</script>',
    title: 'A </title><script>alert(1)</script> & B',
    description: 'Say "hi" <b>now</b> & "><script>alert(2)</script>',
    keywords: 'a"b, <c>',
    canonical: 'https://example.test/en?a=1&b="x"',
    alternates: [{ hrefLang: 'en', href: 'https://example.test/en?lng=en&x="><script>' }],
    jsonLd: [{ name: '</script><script>alert(3)</script>' }],
  };
  const html = renderHeadHtml(hostile);

  it('lets no injected element through', () => {
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toContain('</title><script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    // Only the one JSON-LD script element the head is meant to have.
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('escapes the title text', () => {
    expect(html).toContain('<title>A &lt;/title>&lt;script>alert(1)&lt;/script> &amp; B</title>');
  });

  it('escapes quotes, angle brackets and ampersands in attributes', () => {
    expect(html).toContain(
      '<meta name="description" content="Say &quot;hi&quot; &lt;b>now&lt;/b> &amp; &quot;>&lt;script>alert(2)&lt;/script>" />',
    );
    expect(html).toContain('<meta name="keywords" content="a&quot;b, &lt;c>" />');
    expect(html).toContain(
      '<meta http-equiv="content-language" content="zh&quot;>&lt;script>alert(4)&lt;/script>" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://example.test/en?a=1&amp;b=&quot;x&quot;" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://example.test/en?lng=en&amp;x=&quot;>&lt;script>" />',
    );
  });

  it('renders a real page head with every tag docs/requirements/pages.md asks for', () => {
    const real = renderHeadHtml(pageHead(model, 'zh', t.zh));
    expect(real).toContain('<meta http-equiv="content-language" content="zh-CN" />');
    expect(renderHeadHtml(pageHead(model, 'en', t.en))).toContain(
      '<meta http-equiv="content-language" content="en" />',
    );
    expect(real).toContain('<title>');
    expect(real).toContain('<meta name="description"');
    expect(real).toContain('<meta name="keywords"');
    expect(real).toContain(`<link rel="canonical" href="${origin}/zh/products/vtol/zs-VT15" />`);
    for (const hrefLang of ['en', 'zh', 'x-default']) {
      expect(real).toContain(`<link rel="alternate" hreflang="${hrefLang}"`);
    }
    expect(real).toContain('<script type="application/ld+json">{"@context":"https://schema.org"');
  });
});
