import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { paths } from '../../src/routing/paths.ts';
import { drones } from '../../src/catalogue/drones.ts';
import { findPayload } from '../../src/catalogue/payloads.ts';
import { productSpecRows } from '../../src/features/catalogue/product-spec-rows.ts';
import { droneTextValues } from '../../src/features/catalogue/product-text.ts';
import { droneSpecGroupIds, droneSpecGroups } from '../../src/features/catalogue/spec-rows.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { createTestI18n } from '../../src/i18n/test-i18n.ts';
import { collectPageErrors } from './support/browser.ts';
import {
  launchChromium,
  waitForHydration,
  type Browser,
  type BrowserContext,
} from './support/isolated-browser.ts';
import { siteUrl } from './support/site.ts';

let browser: Browser;
let context: BrowserContext;
const t = {} as Record<Language, TFunction>;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext();
  const i18n = await createTestI18n();
  for (const lang of languages) t[lang] = i18n.getFixedT(lang);
});

afterAll(async () => {
  await browser?.close();
});

const cases = languages.flatMap((lang) => drones.map((drone) => ({ lang, drone })));

describe('model pages', () => {
  it.concurrent.for(cases)(
    '$lang $drone.slug shows every catalogue figure and every section',
    async ({ lang, drone }, { expect }) => {
      const page = await context.newPage();
      try {
        const errors = collectPageErrors(page);
        const response = await page.goto(siteUrl(paths.model(lang, drone.series, drone.slug)));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        const product = { family: 'drones', slug: drone.slug, drone } as const;

        // Technical Specifications: the three groups, each row as the catalogue formats it.
        for (const group of droneSpecGroupIds) {
          const expected = productSpecRows(product, droneSpecGroups[group], lang, t[lang]);
          const shown = await page
            .locator(`[data-testid="spec-group-${group}"] [data-spec]`)
            .evaluateAll((rows) =>
              rows.map((row) => ({
                key: row.getAttribute('data-spec'),
                label: row.querySelector('dt')?.textContent?.trim(),
                value: row.querySelector('dd')?.textContent?.trim(),
                // A figure given on request links to sales.
                href: row.querySelector('dd a')?.getAttribute('href') ?? undefined,
              })),
            );
          expect(shown).toEqual(expected);
        }
        const flightRows = await page
          .locator('[data-testid="spec-group-flight"] [data-spec]')
          .count();
        expect(flightRows).toBeGreaterThan(2);

        // The hero repeats the headline figures.
        const headline = page.getByTestId('headline-figures');
        await expect
          .poll(() => headline.innerText())
          .toContain(
            productSpecRows(product, ['maxTakeoffWeight'], lang, t[lang])[0]?.value ?? '—',
          );

        const values = droneTextValues(drone, lang, t[lang]);
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

        // SPEC §2: Optional Payloads only on tandem, VTOL and EM25 pages.
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
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
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
    async ({ lang, slug, series, key, text }, { expect }) => {
      const page = await context.newPage();
      try {
        await page.goto(siteUrl(paths.model(lang, series, slug)));
        const link = page.locator(`[data-testid^="spec-group-"] [data-spec="${key}"] dd a`);
        expect((await link.innerText()).trim()).toBe(text);
        expect(await link.getAttribute('href')).toBe(
          paths.contact(lang, { product: slug, intent: 'sales' }),
        );
      } finally {
        await page.close();
      }
    },
  );
});

describe('optional payloads', () => {
  it('give each device’s weight and the load it takes on this aircraft', async ({ expect }) => {
    const page = await context.newPage();
    try {
      await page.goto(siteUrl(paths.model('en', 'vtol', 'zs-VT30')));
      const box = page.getByTestId('optional-payload').filter({ hasText: 'ZS-Box10 cargo box' });
      const figures = await box.getByTestId('payload-on-aircraft').innerText();
      // The 2.6 kg box is rated 10 kg; the VT30 lifts 10 kg with the box included.
      expect(figures).toContain('2.6 kg');
      expect(figures).toContain('7.4 kg (rated 10 kg)');
      expect(await page.getByTestId('section-payloads').innerText()).not.toMatch(
        /within its \d+ kg payload/,
      );
    } finally {
      await page.close();
    }
  });
});
