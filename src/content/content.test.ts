import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site-config.ts';
import { legalTextValues } from '../features/legal/legal-text-values.ts';
import { languages } from '../i18n/languages.ts';
import { createTestI18n, readLocale } from '../i18n/test-i18n.ts';
import { inspectionScenarios } from './home-content.ts';
import { legalSections } from './legal.ts';
import { milestones } from './milestones.ts';
import { latestNews, newsItems, type NewsItem } from './news.ts';
import { solutionContent } from './solutions.ts';
import { hoursPerMission, statistics, statisticValue } from './statistics.ts';

describe('latestNews', () => {
  const item = (id: string, date: string): NewsItem => ({ id, date, topic: 'company' });

  it('lists the newest first and no more than asked', () => {
    const items = [item('a', '2025-01-02'), item('b', '2026-03-01'), item('c', '2025-12-31')];
    expect(latestNews(2, items).map((news) => news.id)).toEqual(['b', 'c']);
  });
});

describe('hoursPerMission', () => {
  it('gives the statistics a plausible average mission', () => {
    const average = hoursPerMission() ?? 0;
    expect(average).toBeGreaterThanOrEqual(0.25);
    expect(average).toBeLessThanOrEqual(3);
  });
});

describe('statisticValue', () => {
  it('counts the years from the founding year in site-config', () => {
    const years = statistics.find((statistic) => statistic.id === 'years')!;
    expect(statisticValue(years, siteConfig.foundedYear + 14)).toBe(14);
  });
});

/**
 * Keys built from content ids (`news.items.${id}.title`) escape the scan of literal keys in
 * translations.test.ts, so they are enumerated here from the same data the pages read.
 */
describe.each(languages)('text for every content entry in %s', (lang) => {
  const text = (ns: string, key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        readLocale(lang, ns),
      );

  const required: [string, string][] = [
    ...statistics.map((s): [string, string] => ['home', `statistics.items.${s.id}`]),
    ...newsItems.flatMap((n): [string, string][] => [
      ['home', `news.items.${n.id}.title`],
      ['home', `news.items.${n.id}.summary`],
      ['home', `news.topics.${n.topic}`],
    ]),
    ...inspectionScenarios.flatMap((s): [string, string][] => [
      ['home', `scenarios.items.${s.id}.title`],
      ['home', `scenarios.items.${s.id}.text`],
    ]),
    ...Object.entries(solutionContent).flatMap(([solution, page]): [string, string][] => [
      ...page.scenarios.flatMap((s): [string, string][] => [
        ['solutions', `${solution}.scenarios.items.${s.id}.title`],
        ['solutions', `${solution}.scenarios.items.${s.id}.text`],
      ]),
      ...page.models.map((slug): [string, string] => [
        'solutions',
        `${solution}.models.roles.${slug}`,
      ]),
    ]),
    ...milestones.map((m): [string, string] => ['about', `milestones.items.${m.id}`]),
    ...siteConfig.offices.flatMap((o): [string, string][] => [
      ['common', `offices.${o.id}.name`],
      ['common', `offices.${o.id}.city`],
      ['common', `offices.${o.id}.address`],
      ['about', `offices.roles.${o.id}`],
    ]),
    ['contact', `hours.weekdays.${siteConfig.businessHours.days.from}`],
    ['contact', `hours.weekdays.${siteConfig.businessHours.days.to}`],
    ...Object.entries(legalSections).flatMap(([document, sections]) =>
      sections.flatMap((section): [string, string][] => [
        ['legal', `${document}.${section}.heading`],
        ['legal', `${document}.${section}.body`],
      ]),
    ),
  ];

  it('has every key the content needs', () => {
    const missing = required
      .filter(([ns, key]) => typeof text(ns, key) !== 'string')
      .map(([ns, key]) => `${lang}/${ns}.json lacks "${key}"`);
    expect(missing).toEqual([]);
  });

  it('names model entries only where the entry has a model to name', () => {
    const problems = [
      ...milestones.map((m) => ({
        id: m.id,
        key: `milestones.items.${m.id}`,
        ns: 'about',
        model: m.model,
      })),
      ...newsItems.map((n) => ({
        id: n.id,
        key: `news.items.${n.id}.title`,
        ns: 'home',
        model: n.model,
      })),
    ]
      .filter(({ ns, key, model }) => String(text(ns, key)).includes('{{name}}') !== Boolean(model))
      .map(({ id }) => id);
    expect(problems).toEqual([]);
  });

  it('gives the legal texts a value for every placeholder they use', async () => {
    const i18n = await createTestI18n(lang);
    const values = legalTextValues(i18n.getFixedT(lang));
    const used = Object.entries(legalSections).flatMap(([document, sections]) =>
      sections.flatMap((section) =>
        [...String(text('legal', `${document}.${section}.body`)).matchAll(/\{\{(\w+)\}\}/g)].map(
          (match) => match[1] ?? '',
        ),
      ),
    );
    // The company's addresses and e-mail addresses are filled in by the content step
    // (docs/decisions/074); what is left is the site's own settings.
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !(name in values))).toEqual([]);
    expect(Object.values(values).every((value) => String(value).trim() !== '')).toBe(true);
  });

  it('states the company facts in the legal texts, filled in from Company facts', () => {
    const legal = JSON.stringify(readLocale(lang, 'legal'));
    expect(legal).toContain(siteConfig.email.privacy);
    expect(legal).toContain(siteConfig.email.business);
    expect(legal).toContain(String(text('common', 'offices.shenzhen.address')));
    expect(legal).toContain(String(text('common', 'offices.singapore.address')));
    expect(legal).not.toMatch(/\{\{(privacyEmail|businessEmail|\w+Address)\}\}/);
  });
});
