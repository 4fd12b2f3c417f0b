import { describe, expect, it } from 'vitest';
import { drones } from '../catalogue/drones.ts';
import { groundStations } from '../catalogue/ground-stations.ts';
import { payloads } from '../catalogue/payloads.ts';
import type { Figure } from '../catalogue/quantity.ts';
import { siteConfig } from '../config/site-config.ts';
import { languages } from '../i18n/languages.ts';
import { localeNamespaces, readLocale } from '../i18n/test-i18n.ts';
import { editorialTexts } from './editorial-text.ts';
import { milestones } from './milestones.ts';
import { newsItems } from './news.ts';
import { statistics } from './statistics.ts';

/**
 * Where marketing finds everything written for launch without a source, beyond the catalogue's
 * figures (src/catalogue/editorial.test.ts lists those): `npx vitest run editorial` prints both
 * reports. Confirm a value, then remove its mark.
 */

/** Every leaf of a locale file as "namespace:dotted.key" → text. */
function localeTexts(lang: (typeof languages)[number]): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (ns: string, node: unknown, prefix: string) => {
    if (typeof node === 'string') texts.set(`${ns}:${prefix}`, node);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        walk(ns, child, prefix ? `${prefix}.${key}` : key);
      }
    }
  };
  for (const ns of localeNamespaces(lang)) walk(ns, readLocale(lang, ns), '');
  return texts;
}

/** Figures a buyer expects that the spec does not give: shown "on request", linked to sales. */
function figuresOnRequest(): string[] {
  const products = [...drones, ...payloads, ...groundStations];
  return products.flatMap((product) => {
    const groups = Object.entries(product).filter(
      ([key]) => key === 'figures' || key === 'specs' || key === 'detailedSpecs',
    ) as [string, Record<string, Figure>][];
    return groups.flatMap(([group, figures]) =>
      Object.entries(figures)
        .filter(([, figure]) => 'kind' in figure && figure.kind === 'onRequest')
        .map(([key]) => `${product.slug} ${group}.${key}`),
    );
  });
}

/** The report marketing reads: one line per mark, saying what to confirm and where it is. */
function editorialContentReport(): string[] {
  const config = siteConfig as unknown as Record<string, unknown>;
  return [
    ...siteConfig.editorial.map((key) => `site-config ${key} = ${JSON.stringify(config[key])}`),
    ...markedStatistics().map(
      (statistic) => `statistic ${statistic.id} = ${JSON.stringify(statistic)}`,
    ),
    ...milestones
      .filter((milestone) => milestone.editorial)
      .map((milestone) => `milestone ${milestone.year} ${milestone.id} (about.json)`),
    ...newsItems
      .filter((item) => item.editorial)
      .map((item) => `news ${item.date} ${item.id} (home.json)`),
    ...editorialTexts.map((text) => `text: ${text.claim} — ${text.keys.join(', ')}`),
    ...figuresOnRequest().map((figure) => `on request, ask engineering: ${figure}`),
  ];
}

function markedStatistics() {
  return statistics.filter((statistic) => 'editorial' in statistic && statistic.editorial);
}

describe('editorial content', () => {
  it('lists every mark for marketing to confirm', () => {
    const report = editorialContentReport();
    console.info(`Editorial content to confirm (${report.length} entries):\n${report.join('\n')}`);
    // Each kind of mark is in the report, once per mark, with what identifies it.
    const expected = [
      ...siteConfig.editorial.map((key) => `site-config ${key} = `),
      ...markedStatistics().map((statistic) => `statistic ${statistic.id} = `),
      ...milestones
        .filter((milestone) => milestone.editorial)
        .map((milestone) => `milestone ${milestone.year} ${milestone.id} `),
      ...newsItems.filter((item) => item.editorial).map((item) => `news ${item.date} ${item.id} `),
      ...editorialTexts.map((text) => `text: ${text.claim} — ${text.keys.join(', ')}`),
      ...figuresOnRequest().map((figure) => `on request, ask engineering: ${figure}`),
    ];
    expect(report).toHaveLength(expected.length);
    expected.forEach((start, index) => expect(report[index]).toContain(start));
    for (const line of report) expect(line).not.toMatch(/undefined|= $/);
    // The company facts and totals written for launch (docs/decisions/003) are among them.
    expect(report.filter((line) => line.startsWith('site-config '))).not.toEqual([]);
    expect(report).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^statistic missions = \{.*"value":500000/),
        expect.stringMatching(/^milestone \d{4} founded /),
      ]),
    );
  });

  it('marks only facts site-config has', () => {
    for (const key of siteConfig.editorial) expect(siteConfig).toHaveProperty(key);
  });

  it.each(languages)('points every text mark at a text that exists in %s', (lang) => {
    const texts = localeTexts(lang);
    const missing = editorialTexts
      .flatMap((text) => text.keys)
      .filter((key) => !texts.get(key)?.trim());
    expect(missing).toEqual([]);
  });

  it.each(languages)('lists every %s text that repeats an editorial claim', (lang) => {
    const texts = localeTexts(lang);
    for (const { claim, keys, wording } of editorialTexts) {
      if (!wording) continue;
      const stating = [...texts]
        .filter(([, text]) => wording[lang].test(text))
        .map(([key]) => key)
        .sort();
      expect(stating, claim).toEqual([...keys].sort());
    }
  });

  it('names the figures shown on request, which the page links to sales', () => {
    expect(figuresOnRequest()).toEqual(
      expect.arrayContaining([
        'zs-EM07 figures.operatingTemp',
        'zs-EM25 figures.ipRating',
        'zs-VT60 figures.spanLengthHeight',
      ]),
    );
  });
});
