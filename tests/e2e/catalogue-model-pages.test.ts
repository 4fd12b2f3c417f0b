import type { TFunction } from 'i18next';
import { fullCatalogue } from '../../src/features/catalogue/full-catalogue.ts';
import { paths } from '../../src/routing/paths.ts';
import type { Drone } from '../../src/catalogue/drone-schema.ts';
import { drones } from '../../src/catalogue/drones.ts';
import { findPayload } from '../../src/catalogue/payloads.ts';
import { droneTextValues } from '../../src/features/catalogue/product-text.ts';
import { droneSpecGroupIds, droneSpecGroups } from '../../src/features/catalogue/spec-rows.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { createTestI18n } from '../../src/i18n/test-i18n.ts';
import type { ExpectStatic } from 'vitest';
import { describe, it, type Page } from './support/fixtures.ts';
import { visitHydrated } from './support/pages.ts';
import { siteUrl } from './support/site.ts';
import { specFigures } from './support/spec-figures.ts';

const i18n = await createTestI18n();
const t = Object.fromEntries(languages.map((lang) => [lang, i18n.getFixedT(lang)])) as Record<
  Language,
  TFunction
>;

const cases = languages.flatMap((lang) => drones.map((drone) => ({ lang, drone })));

/** Every link in the page's content that leads to the contact page, as product and intent. */
async function contactLinks(page: Page, lang: string) {
  const hrefs = await page
    .locator(`main a[href^="/${lang}/contact"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const url = new URL(href, 'https://site.test');
    return {
      path: url.pathname,
      product: url.searchParams.get('product'),
      intent: url.searchParams.get('intent'),
      document: url.searchParams.get('document'),
    };
  });
}

/** Every call to action on a model page leads to contact, naming the product and the intent. */
async function expectCallsToAction(
  expect: ExpectStatic,
  page: Page,
  lang: Language,
  drone: Drone,
): Promise<void> {
  const links = await contactLinks(page, lang);
  for (const link of links) {
    expect(link.path).toBe(`/${lang}/contact`);
    expect(link.intent).toMatch(/^(sales|call|quote|download)$/);
    expect(link.product === drone.slug || drone.payloads.includes(link.product ?? '')).toBe(true);
  }
  const forDrone = links.filter((link) => link.product === drone.slug);
  const intents = forDrone.map((link) => link.intent);
  expect(intents).toEqual(expect.arrayContaining(['sales', 'call', 'quote']));
  // The spec sheet is handed out by the page's own download request; a brochure and a manual
  // the content has none of in this language are asked of sales.
  expect(forDrone.filter((l) => l.intent === 'download').map((l) => l.document)).toEqual([
    'brochure',
    'manual',
  ]);
  const offered = await page
    .getByTestId('download-request')
    .locator('input[name="document"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(offered).toEqual([`${drone.slug}.specSheet.${lang}`]);
  expect(forDrone.some((l) => l.document === 'video')).toBe(true);

  // The banner offers Request Quote where the page has Optional Payloads
  // (docs/requirements/pages.md).
  const withPayloads = drone.series !== 'multirotor' || drone.slug === 'zs-EM25';
  const bannerQuote = page
    .getByTestId('contact-banner')
    .locator(`a[href="${paths.contact(lang, { product: drone.slug, intent: 'quote' })}"]`);
  expect(await bannerQuote.count()).toBe(withPayloads ? 1 : 0);
  const payloadQuotes = links.filter((l) => l.product !== drone.slug);
  expect(payloadQuotes.every((l) => l.intent === 'quote')).toBe(true);
  expect(payloadQuotes.length).toBe(withPayloads ? drone.payloads.length : 0);
}

describe('model pages', () => {
  it.concurrent.for(cases)(
    // One visit for the page's figures and sections and its calls to action.
    '$lang $drone.slug shows every catalogue figure and section, and sends every call to action to contact',
    async ({ lang, drone }, { expect, tab: page }) => {
      const errors = await visitHydrated(page, paths.model(lang, drone.series, drone.slug));

      // Technical Specifications: every figure docs/requirements/catalogue.md gives, as it states
      // it (read by support/spec-figures.ts, not computed by the page's code). Any other
      // row must be a figure the catalogue marks editorial, or one given on request.
      const specified = specFigures[drone.slug] ?? {};
      const salesLink = paths.contact(lang, { product: drone.slug, intent: 'sales' });
      const shown: Record<string, string | undefined> = {};
      for (const group of droneSpecGroupIds) {
        const rows = await page
          .locator(`[data-testid="spec-group-${group}"] [data-spec]`)
          .evaluateAll((elements) =>
            elements.map((row) => ({
              key: row.getAttribute('data-spec') ?? '',
              label: row.querySelector('dt')?.textContent?.trim(),
              value: row.querySelector('dd')?.textContent?.trim(),
              href: row.querySelector('dd a')?.getAttribute('href') ?? undefined,
            })),
          );
        if (group === 'flight') expect(rows.length).toBeGreaterThan(2);
        for (const row of rows) {
          expect(droneSpecGroups[group], `${row.key} in ${group}`).toContain(row.key);
          expect(row.label, row.key).toBe(t[lang](`catalogue:specs.${row.key}`));
          expect(shown, `${row.key} shown twice`).not.toHaveProperty(row.key);
          shown[row.key] = row.value;
          if (row.key in specified) continue;
          const editorial = drone.editorial.some(
            (mark) => mark === `figures.${row.key}` || mark.startsWith(`figures.${row.key}.`),
          );
          expect(
            editorial || row.href === salesLink,
            `${row.key} = "${row.value}" is neither required, marked editorial, nor on request`,
          ).toBe(true);
        }
      }
      const expected = Object.fromEntries(
        Object.entries(specified).map(([key, figure]) => [key, figure[lang]]),
      );
      const shownSpecified = Object.fromEntries(
        Object.keys(specified).map((key) => [key, shown[key]]),
      );
      expect(shownSpecified).toEqual(expected);

      // The hero repeats the headline figures.
      const headline = page.getByTestId('headline-figures');
      await expect
        .poll(() => headline.innerText())
        .toContain(specified.maxTakeoffWeight?.[lang] ?? 'a take-off weight from the requirements');

      const values = droneTextValues(fullCatalogue, drone, lang, t[lang]);
      expect((await page.locator('h1').innerText()).trim()).toBe(drone.name);
      expect(await page.locator('main').innerText()).toContain(
        t[lang](`catalogue:drones.${drone.slug}.description`, values),
      );

      for (const section of ['features', 'specifications', 'video', 'downloads', 'faq']) {
        expect(await page.getByTestId(`section-${section}`).count(), section).toBe(1);
      }
      expect(await page.getByTestId('contact-banner').count()).toBe(1);
      expect(await page.getByTestId('ready-cta').count()).toBe(1);
      expect(await page.getByTestId('faq-entry').count()).toBe(drone.faq.length);

      // Optional Payloads only on tandem, VTOL and EM25 pages (docs/requirements/pages.md).
      const withPayloads = drone.series !== 'multirotor' || drone.slug === 'zs-EM25';
      expect(await page.getByTestId('section-payloads').count()).toBe(withPayloads ? 1 : 0);
      if (withPayloads) {
        const names = await page.getByTestId('optional-payload').locator('h3').allInnerTexts();
        expect(names).toEqual(
          drone.payloads.map((slug) =>
            t[lang](`catalogue:payloads.${findPayload(slug)?.slug}.name`),
          ),
        );
      }

      // Breadcrumb: home, products, series name, and the same trail as JSON-LD.
      const crumbs = await page.locator('main nav ol li').allInnerTexts();
      expect(crumbs.map((c) => c.replace('/', '').trim())).toEqual([
        t[lang]('common:nav.home'),
        t[lang]('common:nav.products'),
        t[lang](`common:series.${drone.series}`),
        drone.name,
      ]);
      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']));
      expect(jsonLd.join('')).not.toMatch(/"offers"|"price"/);
      expect(await page.title()).toContain(drone.name);
      await expectCallsToAction(expect, page, lang, drone);
      expect(errors).toEqual([]);
    },
  );
});

describe('figures the spec does not give', () => {
  it.for([
    { lang: 'en', slug: 'zs-EM25', series: 'multirotor', key: 'ipRating', text: 'On request' },
    { lang: 'en', slug: 'zs-EM07', series: 'multirotor', key: 'operatingTemp', text: 'On request' },
    { lang: 'zh', slug: 'zs-VT60', series: 'vtol', key: 'spanLengthHeight', text: '请咨询销售' },
  ] as const)(
    '$lang $slug says "$text" for $key, linked to sales',
    async ({ lang, slug, series, key, text }, { expect, tab: page }) => {
      await page.goto(siteUrl(paths.model(lang, series, slug)));
      const link = page.locator(`[data-testid^="spec-group-"] [data-spec="${key}"] dd a`);
      expect((await link.innerText()).trim()).toBe(text);
      expect(await link.getAttribute('href')).toBe(
        paths.contact(lang, { product: slug, intent: 'sales' }),
      );
    },
  );
});

describe('optional payloads', () => {
  it('give each device’s weight and the load it takes on this aircraft', async ({
    expect,
    tab: page,
  }) => {
    await page.goto(siteUrl(paths.model('en', 'vtol', 'zs-VT30')));
    const box = page.getByTestId('optional-payload').filter({ hasText: 'ZS-Box10 cargo box' });
    const figures = await box.getByTestId('payload-on-aircraft').innerText();
    // The 2.6 kg box is rated 10 kg; the VT30 lifts 10 kg with the box included.
    expect(figures).toContain('2.6 kg');
    expect(figures).toContain('7.4 kg (rated 10 kg)');
    expect(await page.getByTestId('section-payloads').innerText()).not.toMatch(
      /within its \d+ kg payload/,
    );
  });
});
