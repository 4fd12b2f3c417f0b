import type { TFunction } from 'i18next';
import { fullCatalogue } from './full-catalogue.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from '../../app/head/page-head.ts';
import { sitePages } from '../../routing/site-pages.ts';
import { categorySlugs } from '../../catalogue/categories.ts';
import { drones } from '../../catalogue/drones.ts';
import { groundStations } from '../../catalogue/ground-stations.ts';
import { payloads } from '../../catalogue/payloads.ts';
import type { Figure } from '../../catalogue/quantity.ts';
import { formatFigure } from '../../i18n/format-quantity.ts';
import { languages, type Language } from '../../i18n/languages.ts';
import { createTestI18n, readLocale } from '../../i18n/test-i18n.ts';
import { allProducts, compareGroupOf, dronesCarrying } from './catalogue-products.ts';
import { categoryTextValues } from './category-text.ts';
import { listingFilters } from './listing-filters.ts';
import { payloadNameInProse, productName } from './product-name.ts';
import { droneTextValues, productBase, productTextKey, productTextValues } from './product-text.ts';
import {
  cardKeysByGroup,
  compareKeysByGroup,
  droneSpecGroups,
  productFigure,
  specLabelKey,
} from './spec-rows.ts';

const t = {} as Record<Language, TFunction>;
let exists: (lang: Language, key: string) => boolean;

beforeAll(async () => {
  const i18n = await createTestI18n();
  for (const lang of languages) t[lang] = i18n.getFixedT(lang);
  exists = (lang, key) => i18n.exists(key, { lng: lang });
});

/** Every text a figure shows, nested lists included. */
/** A drone's answer to one FAQ entry, in English, with its figures filled in. */
function englishFaqAnswer(slug: string, entry: string): string {
  const drone = drones.find((d) => d.slug === slug);
  if (!drone) throw new Error(`${slug} missing`);
  return t.en(`catalogue:faq.${entry}.answer`, droneTextValues(fullCatalogue, drone, 'en', t.en));
}

function textKeysOf(figure: Figure | undefined): string[] {
  if (!figure || !('kind' in figure)) return [];
  if (figure.kind === 'text') return [`catalogue:values.${figure.key}`];
  if (figure.kind === 'list') return figure.items.flatMap(textKeysOf);
  return [];
}

/** A rendered text that still shows a placeholder or a raw key was left incomplete. */
function unfinished(text: string): boolean {
  return /\{\{|\}\}|catalogue:|common:|^[a-zA-Z]+(\.[a-zA-Z0-9-]+)+$/.test(text);
}

describe.each(languages)('catalogue texts in %s', (lang) => {
  it('has every drone text, with every figure it quotes filled in', () => {
    const problems: string[] = [];
    for (const drone of drones) {
      const values = droneTextValues(fullCatalogue, drone, lang, t[lang]);
      const keys = [
        ...droneTextKeys(drone),
        'catalogue:model.bannerTitle',
        'catalogue:model.videoTitle',
        `pages:models.${drone.slug}.title`,
        `pages:models.${drone.slug}.description`,
      ];
      for (const key of keys) {
        if (!exists(lang, key)) problems.push(`${drone.slug}: missing ${key}`);
        const text = t[lang](key, values);
        if (unfinished(text)) problems.push(`${drone.slug}: ${key} renders "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names and summarises every payload and station', () => {
    for (const product of allProducts(fullCatalogue)) {
      expect(unfinished(productName(product, t[lang])), product.slug).toBe(false);
      if (product.family !== 'drones') {
        expect(exists(lang, productTextKey(product, 'summary')), product.slug).toBe(true);
      }
      for (const id of productBase(product).features) {
        expect(exists(lang, `catalogue:featureTags.${id}`), `${product.slug} ${id}`).toBe(true);
      }
      for (const id of productBase(product).patents) {
        expect(exists(lang, `catalogue:patents.${id}`), `${product.slug} ${id}`).toBe(true);
      }
    }
    for (const payload of payloads) {
      if (payload.category !== 'delivery') continue;
      for (const id of payload.points) {
        expect(exists(lang, `catalogue:deliveryPoints.${id}`), id).toBe(true);
      }
    }
  });

  it('labels and formats every figure a page, card or comparison shows', () => {
    const problems: string[] = [];
    for (const product of allProducts(fullCatalogue)) {
      const group = compareGroupOf(product);
      const keys = new Set([
        ...compareKeysByGroup[group],
        ...cardKeysByGroup[group],
        ...(group === 'drones' ? Object.values(droneSpecGroups).flat() : []),
      ]);
      for (const key of keys) {
        const figure = productFigure(product, key);
        if (!figure) continue;
        if (!exists(lang, specLabelKey(group, key)))
          problems.push(`label ${specLabelKey(group, key)}`);
        for (const textKey of textKeysOf(figure)) {
          if (!exists(lang, textKey)) problems.push(`${product.slug}.${key}: ${textKey}`);
        }
        const text = formatFigure(figure, lang, t[lang], { withCondition: true });
        if (unfinished(text)) problems.push(`${product.slug}.${key} renders "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('labels every filter, option and band', () => {
    for (const category of categorySlugs) {
      for (const filter of listingFilters[category]) {
        expect(exists(lang, `catalogue:filters.labels.${filter.id}`), filter.id).toBe(true);
        if (filter.kind === 'options') {
          for (const option of filter.options) {
            expect(exists(lang, `catalogue:filters.options.${filter.id}.${option}`)).toBe(true);
          }
        } else {
          for (const band of filter.bands.filter((b) => b.labelKey)) {
            expect(exists(lang, `catalogue:filters.bandLabels.${band.labelKey}`)).toBe(true);
          }
        }
      }
    }
  });

  it('fills in the figures a listing description quotes', () => {
    for (const category of categorySlugs) {
      const values = categoryTextValues(drones, category, lang, t[lang]);
      for (const field of ['title', 'description', 'keywords', 'lead']) {
        const text = t[lang](`pages:categories.${category}.${field}`, values);
        expect(unfinished(text), `${category}.${field}: ${text}`).toBe(false);
      }
    }
    expect(
      t[lang](
        'pages:categories.vtol.description',
        categoryTextValues(drones, 'vtol', lang, t[lang]),
      ),
    ).toContain('1000 km');
  });

  it('shows no price and keeps the TH400 out of a "400 kg class"', () => {
    const text = JSON.stringify([readLocale(lang, 'catalogue'), readLocale(lang, 'pages')]);
    expect(text).not.toMatch(/[$€£¥]\s?\d|\d\s?(USD|RMB|CNY|EUR|元)\b/);
    expect(text).not.toMatch(/400 ?kg class|400 ?公斤级|400 ?千克级/i);
  });
});

describe('catalogue text in both languages', () => {
  it.each(languages)('gives every page head in %s its figures filled in', (lang) => {
    for (const { page } of sitePages) {
      const head = pageHead(page, lang, t[lang]);
      const text = `${head.title} ${head.description} ${head.keywords}`;
      expect(text, JSON.stringify(page)).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('names a payload differently in each language where it has words', () => {
    const hook = allProducts(fullCatalogue).find((p) => p.slug === 'release-hook-5kg');
    if (!hook) throw new Error('release hook missing');
    expect(productName(hook, t.en)).toBe('5 kg release hook');
    expect(productName(hook, t.zh)).toBe('5 kg 抛投钩');
  });

  it('formats the EM120 FAQ from the spec table, never "at least 4 h"', () => {
    const answer = englishFaqAnswer('zs-EM120', 'enduranceLoaded');
    expect(answer).toContain('55 min with no payload');
    expect(answer).toContain('15 min at its full 50 kg payload');
    expect(answer).not.toMatch(/4 h/);
  });

  it('gives every ground station all the detailed fields of the requirements', () => {
    const fields = [
      'channels',
      'dimensions',
      'rfPower',
      'frequency',
      'batteryCapacity',
      'chargingPort',
      'processor',
      'antenna',
      'display',
      'memory',
      'storage',
      'interface',
      'graphics',
      'operatingTemp',
    ];
    for (const station of groundStations) {
      expect(Object.keys(station.detailedSpecs).sort()).toEqual([...fields].sort());
    }
  });
});

/** The catalogue texts of a drone's page that quote its figures or its payloads. */
function droneTextKeys(drone: (typeof drones)[number]): string[] {
  return [
    `catalogue:drones.${drone.slug}.description`,
    `catalogue:drones.${drone.slug}.summary`,
    ...drone.keyFeatures.flatMap((id) => [
      `catalogue:droneFeatures.${id}.title`,
      `catalogue:droneFeatures.${id}.description`,
    ]),
    ...drone.faq.flatMap((id) => [`catalogue:faq.${id}.question`, `catalogue:faq.${id}.answer`]),
    'catalogue:model.bannerSubtitle',
    'catalogue:model.readyText',
    'catalogue:model.optionalPayloadsLead',
  ];
}

/** Those texts rendered with the drone's figures, by key. */
function droneTexts(drone: (typeof drones)[number], lang: Language): Map<string, string> {
  const values = droneTextValues(fullCatalogue, drone, lang, t[lang]);
  const keys = droneTextKeys(drone);
  return new Map(keys.map((key) => [key, t[lang](key, values)]));
}

describe.each(languages)('claims derived from the catalogue, in %s', (lang) => {
  it('name only the payloads a drone carries, and all of the kind they speak of', () => {
    const problems: string[] = [];
    for (const drone of drones) {
      for (const [key, text] of droneTexts(drone, lang)) {
        // The texts that list payloads: what they list must be exactly what the drone carries.
        const family = /firefightingReady\.description/.test(key)
          ? 'firefighting'
          : /(deliveryOptions|heavyCargo)\.description/.test(key)
            ? 'delivery'
            : /payloadOptions\.answer/.test(key)
              ? 'any'
              : undefined;
        for (const payload of payloads) {
          const named = text.includes(payloadNameInProse(payload, lang, t[lang]));
          const carried = drone.payloads.includes(payload.slug);
          if (named && !carried) problems.push(`${drone.slug} ${key} names ${payload.slug}`);
          const expected = family === 'any' || family === payload.category;
          if (family && expected && carried && !named) {
            problems.push(`${drone.slug} ${key} leaves out ${payload.slug}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('claim no hoist where no winch is fitted', () => {
    for (const drone of drones) {
      const hasWinch = drone.payloads.some((slug) => /^zs-EPT/.test(slug));
      const text = [...droneTexts(drone, lang).values()].join(' ');
      if (!hasWinch) expect(text, drone.slug).not.toMatch(lang === 'en' ? /winch|hoist/i : /绞盘/);
    }
  });

  it('say which aircraft a payload fits, never "most of them"', () => {
    for (const product of allProducts(fullCatalogue)) {
      if (product.family !== 'payloads') continue;
      const values = productTextValues(fullCatalogue, product, lang, t[lang]);
      const texts = [t[lang](productTextKey(product, 'summary'), values)];
      if (product.payload.category === 'delivery') {
        texts.push(
          ...product.payload.points.map((id) => t[lang](`catalogue:deliveryPoints.${id}`, values)),
        );
      }
      const carriers = dronesCarrying(fullCatalogue, product.slug).map((drone) => drone.name);
      for (const text of texts) {
        expect(text, product.slug).not.toMatch(/most of our|all of our|大部分|所有机型/i);
        for (const name of text.match(/ZS-(VT|EM|TH)\d+/g) ?? []) {
          expect(carriers, `${product.slug}: ${text}`).toContain(name);
        }
      }
    }
  });

  it('offer no payloads for a drone that carries none', () => {
    for (const drone of drones.filter((d) => d.payloads.length === 0)) {
      for (const [key, text] of droneTexts(drone, lang)) {
        if (key.endsWith('optionalPayloadsLead')) continue;
        expect(text, `${drone.slug} ${key}`).not.toMatch(lang === 'en' ? /payloads\b/i : /载荷/);
      }
    }
  });
});

describe('English catalogue text', () => {
  it('starts every heading and sentence with a capital', () => {
    const problems: string[] = [];
    const texts: [string, string][] = [
      ...drones.flatMap((drone) =>
        [...droneTexts(drone, 'en')].map(([key, text]): [string, string] => [
          `${drone.slug} ${key}`,
          text,
        ]),
      ),
      ...allProducts(fullCatalogue)
        .filter((product) => product.family !== 'drones')
        .map((product): [string, string] => [
          product.slug,
          t.en(
            productTextKey(product, 'summary'),
            productTextValues(fullCatalogue, product, 'en', t.en),
          ),
        ]),
    ];
    for (const [where, text] of texts) {
      if (/^[a-z]/.test(text) || /[.!?] [a-z]/.test(text)) {
        problems.push(`${where}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes payload lists as prose: "A, B and C", generic names in lower case', () => {
    const answer = englishFaqAnswer('zs-EM40', 'payloadOptions');
    expect(answer).toContain('throwing module, extinguisher module');
    expect(answer).toMatch(/ZS-EPD30 payload dropper and ZS-EPT30 winch;/);
    expect(answer).not.toMatch(/, [A-Z][a-z]/);
  });

  it('writes Beaufort force N, take-off and 30× one way', () => {
    const strings = (node: unknown): string[] =>
      typeof node === 'string'
        ? [node]
        : node && typeof node === 'object'
          ? Object.values(node).flatMap(strings)
          : [];
    const text = ['catalogue', 'pages', 'common', 'home', 'solutions', 'about']
      .flatMap((ns) => strings(readLocale('en', ns)))
      .join('\n');
    expect(text).not.toMatch(/takeoff|Level \{\{|Beaufort scale|\d+x\b|Request a Quote/);
    expect(t.en('common:units.beaufort', { value: 6 })).toBe('Beaufort force 6');
  });
});
