import { readFileSync } from 'node:fs';
import { fullCatalogue } from '../../src/features/catalogue/full-catalogue.ts';
import { buildInfoFile } from '../../scripts/build-layout.ts';
import { paths } from '../../src/routing/paths.ts';
import { drones } from '../../src/catalogue/drones.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { inspectionScenarios } from '../../src/content/home-content.ts';
import { legalSections } from '../../src/content/legal.ts';
import { milestones } from '../../src/content/milestones.ts';
import { latestNews } from '../../src/content/news.ts';
import { solutionContent } from '../../src/content/solutions.ts';
import { statistics } from '../../src/content/statistics.ts';
import { productsInCategory } from '../../src/features/catalogue/catalogue-products.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { describe, it, type Page } from './support/fixtures.ts';
import { atTwiceTheTextSize, loadHydrated, singleHeading, visitHydrated } from './support/pages.ts';
import { siteUrl } from './support/site.ts';
import {
  wgs84ToBd09,
  wgs84ToGcj02,
  type LatLng,
} from '../../src/features/contact-details/china-coordinates.ts';
import { isInMainlandChina } from '../../src/features/contact-details/office-geography.ts';

/**
 * Issue #4: the home, solution, about, contact and legal pages show their sections in both
 * languages, with the facts read from the same data the site is built from.
 */

/**
 * A locale file as a lookup of dotted keys, to compare what the page shows with what the
 * translators wrote. A missing key fails the test rather than matching "undefined".
 */
function locale(lang: Language, ns: string): (key: string) => string {
  const file = new URL(`../../public/locales/${lang}/${ns}.json`, import.meta.url);
  const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  return (key) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);
    if (typeof value !== 'string') throw new Error(`${lang}/${ns}.json has no text at "${key}"`);
    return value;
  };
}

/** A point as the map links write it: six decimals, longitude first (AMap) or latitude first. */
const lngLat = ({ latitude, longitude }: LatLng) =>
  `${longitude.toFixed(6)},${latitude.toFixed(6)}`;
const latLng = ({ latitude, longitude }: LatLng) =>
  `${latitude.toFixed(6)},${longitude.toFixed(6)}`;

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const builtYear = new Date(
  (JSON.parse(readFileSync(buildInfoFile, 'utf8')) as { builtAt: string }).builtAt,
).getFullYear();

interface Opened {
  page: Page;
  errors: string[];
  /** Origins of every request the page made. */
  origins: Set<string>;
}

/** Loads a prerendered page and waits until React has taken it over. */
async function open(page: Page, path: string): Promise<Opened> {
  await page.setViewportSize({ width: 1280, height: 900 });
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  return { page, errors: await visitHydrated(page, path), origins };
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allInnerTexts()).map((text) => text.trim());
}

/** The page's links to the contact page: every page must lead to sales (issue #4, item 6). */
async function contactLinks(page: Page, lang: Language): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith(`/${lang}/contact`));
}

// The tests of a language open pages of their own, a few at a time (each mostly waits on a
// page load); concurrent tests assert with their own `expect`.
describe.concurrent.each(languages)('in %s', (lang) => {
  const common = locale(lang, 'common');
  const pages = locale(lang, 'pages');
  const home = locale(lang, 'home');
  const solutions = locale(lang, 'solutions');
  const about = locale(lang, 'about');
  const contact = locale(lang, 'contact');
  const legal = locale(lang, 'legal');

  it('the home page shows hero, statistics, scenarios, latest news and calls to action', async ({
    tab,
    expect,
  }) => {
    const { page, errors } = await open(tab, paths.home(lang));
    expect(await singleHeading(page)).toBe(pages('home.heading'));

    const statisticLabels = await texts(page, 'main dl dt');
    for (const statistic of statistics) {
      expect(statisticLabels).toContain(home(`statistics.items.${statistic.id}`));
    }
    expect(await page.locator('[data-statistic="years"]').innerText()).toBe(
      String(builtYear - siteConfig.foundedYear),
    );
    expect(await page.locator('[data-statistic="missions"]').innerText()).toMatch(/\d.*\+$/);

    const scenarioTitles = await texts(page, '[data-testid="scenarios"] h3');
    expect(scenarioTitles).toEqual(
      inspectionScenarios.map((scenario) => home(`scenarios.items.${scenario.id}.title`)),
    );
    for (const scenario of inspectionScenarios) {
      const drone = drones.find((d) => d.slug === scenario.models[0])!;
      const href = paths.model(lang, drone.series, drone.slug);
      expect(
        await page.locator(`[data-testid="scenarios"] a[href="${href}"]`).count(),
      ).toBeGreaterThan(0);
    }

    // Newest first, whatever order the data lists them in.
    const dates = await page
      .locator('[data-testid="news-list"] time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    const expected = latestNews(4).map((item) => item.date);
    expect(dates).toEqual(expected);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = latestNews(1)[0]!;
    const firstModel = drones.find((drone) => drone.slug === first.model);
    expect((await texts(page, '[data-testid="news-list"] h3'))[0]).toBe(
      fill(home(`news.items.${first.id}.title`), { name: firstModel?.name ?? '' }),
    );

    expect(await contactLinks(page, lang)).toEqual(
      expect.arrayContaining([`/${lang}/contact?intent=sales`, `/${lang}/contact?intent=quote`]),
    );
    expect(errors).toEqual([]);
  });

  it('/inspection is the same screen, canonical at the home URL', async ({ tab, expect }) => {
    const { page, errors } = await open(tab, paths.solution(lang, 'inspection'));
    expect(await singleHeading(page)).toBe(pages('home.heading'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${siteConfig.siteUrl}/${lang}`,
    );
    expect(errors).toEqual([]);
  });

  it('the logistics page states delivery time reduced by up to 70%', async ({ tab, expect }) => {
    const { page, errors } = await open(tab, paths.solution(lang, 'logistics'));
    const statement = fill(solutions('logistics.claim.statement'), { percent: '70%' });
    expect(statement).toMatch(lang === 'en' ? /reduced by up to 70%/ : /最高可缩短 70%/);
    expect(await page.locator('[data-testid="delivery-claim"] h2').innerText()).toBe(statement);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('70%');
    expect(await page.locator('h1 + p').innerText()).toContain('70%');
    expect(errors).toEqual([]);
  });

  it.for(['firefighting', 'logistics'] as const)(
    'the %s page shows its scenarios and links the aircraft and payloads that serve it',
    async (solution, { tab, expect }) => {
      const { page, errors } = await open(tab, paths.solution(lang, solution));
      expect(await singleHeading(page)).toBe(pages(`solutions.${solution}.heading`));
      const content = solutionContent[solution];
      expect(await texts(page, '[data-testid="scenarios"] h3')).toEqual(
        content.scenarios.map((s) => solutions(`${solution}.scenarios.items.${s.id}.title`)),
      );
      const modelLinks = await page
        .locator('[data-testid="solution-models"] a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      for (const slug of content.models) {
        const drone = drones.find((d) => d.slug === slug)!;
        expect(modelLinks).toContain(paths.model(lang, drone.series, drone.slug));
        expect(modelLinks).toContain(paths.contact(lang, { product: slug, intent: 'quote' }));
      }
      const listing = paths.category(lang, content.payloadCategory);
      const payloadLinks = await page
        .locator('[data-testid="solution-payloads"] a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(payloadLinks).toEqual(
        productsInCategory(fullCatalogue, content.payloadCategory).map(
          (product) => `${listing}#${product.slug}`,
        ),
      );
      expect(await page.locator(`main a[href="${listing}"]`).count()).toBeGreaterThan(0);
      expect((await contactLinks(page, lang)).length).toBeGreaterThan(2);
      expect(errors).toEqual([]);
    },
  );

  it('the about page shows who we are, what we build, milestones and both headquarters', async ({
    tab,
    expect,
  }) => {
    const { page, errors } = await open(tab, paths.about(lang));
    expect(await singleHeading(page)).toBe(pages('about.heading'));
    const intro = await page.locator('[data-testid="about-intro"] p').first().innerText();
    expect(intro).toContain(String(siteConfig.foundedYear));
    expect(intro).toContain(common('company.name'));

    const years = (await texts(page, '[data-testid="milestones"] li > p:first-of-type')).map(
      Number,
    );
    expect(years).toEqual(milestones.map((milestone) => milestone.year));
    expect(years[0]).toBe(siteConfig.foundedYear);

    const headquarters = await page.locator('[data-testid="headquarters"]').innerText();
    for (const office of siteConfig.offices) {
      expect(headquarters).toContain(common(`offices.${office.id}.name`));
      expect(headquarters).toContain(common(`offices.${office.id}.address`));
      expect(headquarters).toContain(about(`offices.roles.${office.id}`));
    }
    expect(await contactLinks(page, lang)).toContain(`/${lang}/contact?intent=sales`);
    expect(errors).toEqual([]);
  });

  it('the contact page shows the contact facts, business hours and the office map', async ({
    tab,
    expect,
  }) => {
    const { page, errors, origins } = await open(tab, paths.contact(lang));
    expect(await singleHeading(page)).toBe(pages('contact.heading'));

    const hours = await page.locator('[data-testid="business-hours"]').innerText();
    // The content step fills the schedule in from Company facts (docs/decisions/074).
    const { days, opens, closes, emergency } = siteConfig.businessHours;
    const schedule = contact('hours.schedule');
    expect(schedule).toContain(`${opens}–${closes}`);
    expect(schedule).toContain(contact(`hours.weekdays.${days.from}`));
    expect(schedule).toContain(contact(`hours.weekdays.${days.to}`));
    expect(schedule).not.toContain('{{');
    expect(hours).toContain(schedule);
    expect(contact('hours.emergencyHours')).toBe(emergency?.[lang]);
    expect(hours).toContain(contact('hours.emergencyHours'));
    expect(contact('hours.emergencyHours')).toMatch(lang === 'en' ? /^24\/7$/ : /7×24/);

    const channels = page.locator('[data-testid="contact-channels"]');
    for (const email of [siteConfig.email.business, siteConfig.email.support]) {
      expect(await channels.locator(`a[href="mailto:${email}"]`).innerText()).toBe(email);
    }
    for (const phone of [siteConfig.phone.china, siteConfig.phone.international]) {
      const tel = `tel:${phone.replaceAll(' ', '')}`;
      expect(await channels.locator(`a[href="${tel}"]`).innerText()).toBe(phone);
    }

    const offices = page.locator('[data-testid="offices"] > li');
    expect(await offices.count()).toBe(2);
    for (const [index, office] of siteConfig.offices.entries()) {
      const card = offices.nth(index);
      expect(await card.locator('address').innerText()).toBe(
        common(`offices.${office.id}.address`),
      );
      const name = common(`offices.${office.id}.name`);
      // The maps visitors there use: AMap and Baidu Maps in mainland China, at the office's
      // point in their own coordinates (decision 070); OpenStreetMap anywhere else.
      const expected = isInMainlandChina(office)
        ? [
            {
              label: contact('offices.openAmap'),
              base: 'https://uri.amap.com/marker',
              params: { position: lngLat(wgs84ToGcj02(office)), name, coordinate: 'gaode' },
            },
            {
              label: contact('offices.openBaiduMap'),
              base: 'https://api.map.baidu.com/marker',
              params: { location: latLng(wgs84ToBd09(office)), title: name, coord_type: 'bd09ll' },
            },
          ]
        : [
            {
              label: contact('offices.openMap'),
              base: 'https://www.openstreetmap.org/',
              params: { mlat: String(office.latitude), mlon: String(office.longitude) },
            },
          ];
      const mapLinks = card.locator('a[target="_blank"]');
      expect(await mapLinks.count()).toBe(expected.length);
      for (const [linkIndex, link] of expected.entries()) {
        const mapLink = mapLinks.nth(linkIndex);
        const href = new URL((await mapLink.getAttribute('href')) ?? '');
        expect(`${href.origin}${href.pathname}`).toBe(link.base);
        for (const [key, value] of Object.entries(link.params)) {
          expect(href.searchParams.get(key)).toBe(value);
        }
        expect(await mapLink.getAttribute('rel')).toContain('noopener');
        // Its name says which map, which office (to screen readers), and that a tab opens.
        expect(await mapLink.textContent()).toBe(
          `${link.label}${fill(contact('offices.openMapContext'), { office: name })}`,
        );
      }
    }
    // The site's offices are one of each kind, so both branches above ran.
    expect(siteConfig.offices.map((office) => [office.id, isInMainlandChina(office)])).toEqual([
      ['shenzhen', true],
      ['singapore', false],
    ]);
    const map = page.locator('svg[role="img"]');
    const mapName = (await map.getAttribute('aria-label')) ?? '';
    expect(mapName).toContain(common('offices.shenzhen.city'));
    expect(mapName).toContain(common('offices.singapore.city'));

    // The map is drawn, not embedded: no frame, and nothing fetched from another origin.
    expect(await page.locator('iframe').count()).toBe(0);
    expect([...origins]).toEqual([new URL(siteUrl('/')).origin]);
    expect(errors).toEqual([]);
  });

  it.for(['privacy', 'terms'] as const)(
    'the %s page shows its whole text',
    async (document, { tab, expect }) => {
      const { page, errors } = await open(tab, paths.legal(lang, document));
      expect(await singleHeading(page)).toBe(pages(`${document}.heading`));
      const headings = await texts(page, '[data-testid="legal-text"] section > h2');
      expect(headings).toEqual(
        legalSections[document].map((section) => legal(`${document}.${section}.heading`)),
      );
      // Every entry of the table of contents leads to a section of the page.
      const anchors = await page
        .locator('nav a[href^="#"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)));
      expect(anchors).toEqual([...legalSections[document]]);
      const text = await page.locator('[data-testid="legal-text"]').innerText();
      expect(text).not.toMatch(/\{\{|\}\}/);
      if (document === 'privacy') {
        expect(text).toContain(String(siteConfig.contactRequestRetentionMonths));
        expect(
          await page.locator(`a[href="mailto:${siteConfig.email.privacy}"]`).count(),
        ).toBeGreaterThan(0);
      }
      expect(text).toContain(common('offices.shenzhen.address'));
      expect((await contactLinks(page, lang)).length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    },
  );

  it('the footer links reach the Privacy Policy and Terms of Service pages', async ({
    tab,
    expect,
  }) => {
    const { page, errors } = await open(tab, paths.home(lang));
    for (const document of ['privacy', 'terms'] as const) {
      await page
        .locator('footer')
        .getByRole('link', { name: common(`footer.${document}`) })
        .click();
      await page.waitForURL(siteUrl(paths.legal(lang, document)));
      // The address changes once the page's text has loaded; the page itself then renders in a
      // transition, which took over poll's default second on a loaded machine.
      await expect
        .poll(() => page.locator('h1').innerText(), { timeout: 15_000 })
        .toBe(pages(`${document}.heading`));
      expect(await page.locator('[data-testid="legal-text"] section').count()).toBe(
        legalSections[document].length,
      );
    }
    expect(errors).toEqual([]);
  });
});

const issuePages = languages.flatMap((lang) => [
  paths.home(lang),
  paths.solution(lang, 'firefighting'),
  paths.solution(lang, 'logistics'),
  paths.about(lang),
  paths.contact(lang),
  paths.legal(lang, 'privacy'),
  paths.legal(lang, 'terms'),
]);

describe('on every page of this issue', () => {
  // A few tabs at once: each check is a page load with little else to wait for.
  it.concurrent.for(issuePages)(
    '%s shows no price and fits a 360 px screen',
    async (path, { expect, tab: page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await loadHydrated(page, path);
      const text = await page.locator('body').innerText();
      // An amount with a currency, in either language: the site quotes no prices
      // (docs/requirements/product.md).
      expect(text).not.toMatch(/(?:[$€£¥￥]|\b(?:USD|EUR|CNY|RMB|SGD)\b)\s?\d|\d\s?(?:元|美元)/);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at 360 px`).toBe(0);
    },
  );
});

describe('the header on a phone', () => {
  it.for(languages)(
    '%s: at 360 px its controls keep their size on one row, and text at 200 % wraps them',
    async (lang, { expect, tab: page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await loadHydrated(page, paths.home(lang));
      const header = () =>
        page.evaluate(() => {
          const box = document.querySelector('header')!;
          const size = (testId: string) =>
            document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect().width;
          return {
            height: box.getBoundingClientRect().height,
            search: size('search-open'),
            theme: size('theme-toggle'),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            headerOverflow: box.scrollWidth - box.clientWidth,
          };
        });
      // 40 px buttons in a 64 px row, and its 1 px border.
      expect(await header()).toEqual({
        height: 65,
        search: 40,
        theme: 40,
        overflow: 0,
        headerOverflow: 0,
      });

      // rem-sized controls grow with the browser's text size.
      await atTwiceTheTextSize(page, async () => {
        await page.reload();
        await expect.poll(async () => (await header()).search).toBe(80);
        const large = await header();
        expect(large.headerOverflow).toBe(0);
        expect(large.height).toBeGreaterThan(65);
      });
    },
  );
});

describe('every page at twice the text size on a 360 px phone', () => {
  const pagesToRead = [
    ...allPagePaths(),
    ...languages.map((lang) => paths.compare(lang, ['zs-VT15', 'zs-VT30', 'zs-EM25'])),
  ];
  it.concurrent.for(pagesToRead)(
    '%s wraps its text rather than scrolling sideways',
    async (path, { expect, tab: page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await atTwiceTheTextSize(page, async () => {
        await loadHydrated(page, path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBe(0);
      });
    },
  );
});
