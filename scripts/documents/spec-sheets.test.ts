import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drone } from '../../src/catalogue/drones.ts';
import { specSheet } from '../../src/catalogue/product-documents.ts';
import type { Figure } from '../../src/catalogue/quantity.ts';
import { companyPhones } from '../../src/config/company-numbers.ts';
import { siteConfig } from '../../src/config/site-config.ts';
import { fullCatalogue } from '../../src/features/catalogue/full-catalogue.ts';
import { droneSpecGroupIds, droneSpecGroups } from '../../src/features/catalogue/spec-rows.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import { buildSpecSheets, specSheetBudgetBytes } from './build-spec-sheets.ts';
import { renderSpecSheet } from './render-spec-sheet.tsx';
import { specSheetPicture } from './spec-sheet-picture.ts';
import { loadSheetTexts } from './spec-sheet-texts.ts';

/** A VTOL, a multirotor and a tandem helicopter: each series lays its figures out its own way. */
const slugs = ['zs-VT15', 'zs-EM25', 'zs-th400'] as const;

interface ReadSheet {
  bytes: number;
  pages: number;
  /** The text as a reader copies it: each run of text on its own line. */
  text: string;
  links: string[];
  /** Each page's size in points. */
  sizes: number[][];
  /** The names of the fonts the text is set in. */
  fonts: string[];
}

function drone(slug: string): Drone {
  const found = fullCatalogue.drones.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`No drone ${slug} in the catalogue.`);
  return found;
}

/** The PDF's text and links, read back with pdf.js as a viewer would. */
async function readSheet(pdf: Buffer): Promise<ReadSheet> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const runs: string[] = [];
  const links: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    sizes.push(page.view.map((value) => Math.round(value)));
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) runs.push(item.str);
    for (const annotation of (await page.getAnnotations()) as { url?: string }[])
      if (annotation.url) links.push(annotation.url);
  }
  const pages = document.numPages;
  await document.destroy();
  // Every font the text is set in, embedded or not (a standard font has no file to embed).
  const fonts = new Set(
    [...pdf.toString('latin1').matchAll(/\/BaseFont \/([^\s/]+)/g)].map(([, name]) => name!),
  );
  return { bytes: pdf.length, pages, text: runs.join('\n'), links, sizes, fonts: [...fonts] };
}

/** The figure keys of a drone the catalogue gives "on request", in the page's three groups. */
function onRequestKeys(model: Drone): string[] {
  const figures = { ...model.headline, ...model.figures } as Record<string, Figure | undefined>;
  return droneSpecGroupIds
    .flatMap((group) => droneSpecGroups[group])
    .filter((key) => {
      const figure = figures[key];
      return figure !== undefined && 'kind' in figure && figure.kind === 'onRequest';
    });
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

let texts: (lang: Language) => TFunction;
const sheets = new Map<string, ReadSheet>();
const sheetOf = (slug: string, lang: Language) => sheets.get(`${slug}.${lang}`)!;

beforeAll(async () => {
  texts = await loadSheetTexts();
  for (const slug of slugs) {
    const model = drone(slug);
    const picture = await specSheetPicture(model);
    for (const lang of languages) {
      const pdf = await renderSpecSheet({
        catalogue: fullCatalogue,
        drone: model,
        lang,
        t: texts(lang),
        picture,
        builtOn: '2026-11-27',
      });
      sheets.set(`${slug}.${lang}`, await readSheet(pdf));
    }
  }
}, 120_000);

describe('the spec sheet of a model, read back from its PDF', () => {
  const cases = slugs.flatMap((slug) => languages.map((lang) => [slug, lang] as const));

  it('names the ZS-VT15 and gives its headline figures as its page writes them', () => {
    const english = sheetOf('zs-VT15', 'en').text.split('\n');
    expect(english).toContain('ZS-VT15');
    expect(english).toContain('245 km');
    expect(english).toContain('15 kg');
    expect(english).toContain('210 min');
    const chinese = sheetOf('zs-VT15', 'zh').text.split('\n');
    expect(chinese).toContain('航程');
    expect(chinese).toContain('210 分钟');
    expect(chinese).toContain('技术参数');
  });

  it('sets Chinese so that it copies as Chinese: the group titles and the changes line', () => {
    const chinese = sheetOf('zs-VT15', 'zh').text.split('\n');
    expect(chinese).toEqual(expect.arrayContaining(['飞行性能', '物理参数', '系统配置']));
    expect(sheetOf('zs-VT15', 'zh').text).toContain('参数如有变更，恕不另行通知。');
  });

  it.each(cases)('%s in %s: every headline figure, with its label', (slug, lang) => {
    const t = texts(lang);
    const model = drone(slug);
    const lines = sheetOf(slug, lang).text.split('\n');
    expect(lines).toContain(model.name);
    expect(lines).toContain(t(`common:series.${model.series}`));
    for (const key of ['maxTakeoffWeight', 'payload', 'flightTime', 'range'] as const) {
      if (key === 'range' && !model.headline.range) continue;
      expect(lines).toContain(t(`catalogue:specs.${key}`));
    }
  });

  it.each(cases)(
    '%s in %s: the three groups, and "on request" where the catalogue says so',
    (slug, lang) => {
      const t = texts(lang);
      const sheet = sheetOf(slug, lang);
      const lines = sheet.text.split('\n');
      for (const group of droneSpecGroupIds) expect(lines).toContain(t(`specGroups.${group}`));
      const onRequest = onRequestKeys(drone(slug));
      expect(occurrences(sheet.text, t('common:onRequest'))).toBe(onRequest.length);
      // Each links to the sales form on the site, the model named, as the page's link does.
      expect(
        sheet.links.filter((url) => url.startsWith(siteConfig.siteUrl) && url.includes(slug)),
      ).toHaveLength(onRequest.length);
    },
  );

  it('finds figures given on request on the EM25, so the check above is not of none', () => {
    expect(onRequestKeys(drone('zs-EM25')).length).toBeGreaterThan(0);
  });

  it.each(cases)(
    '%s in %s: the payloads it carries, sales phones and offices, the changes line',
    (slug, lang) => {
      const t = texts(lang);
      const model = drone(slug);
      const { text } = sheetOf(slug, lang);
      const lines = text.split('\n');
      expect(model.payloads.length).toBeGreaterThan(0);
      for (const payload of model.payloads) expect(lines).toContain(t(`payloads.${payload}.name`));
      for (const phone of companyPhones(siteConfig.phone)) expect(lines).toContain(phone.text);
      expect(lines).toContain(siteConfig.email.business);
      for (const office of siteConfig.offices)
        expect(lines).toContain(t(`common:offices.${office.id}.name`));
      expect(text.replace(/\n/g, '')).toContain(t('specSheet.changesNotice'));
      expect(text).toContain(
        t('specSheet.builtOn', { date: lang === 'zh' ? '2026年11月27日' : '27 November 2026' }),
      );
      expect(text).toMatch(lang === 'zh' ? /版本：[0-9a-f]{8}/ : /Version [0-9a-f]{8}/);
    },
  );

  it.each(cases)(
    '%s in %s: one or two A4 pages, under the size budget, its font a subset',
    (slug, lang) => {
      const sheet = sheetOf(slug, lang);
      expect(sheet.pages).toBeGreaterThanOrEqual(1);
      expect(sheet.pages).toBeLessThanOrEqual(2);
      expect(sheet.bytes).toBeLessThanOrEqual(specSheetBudgetBytes);
      for (const size of sheet.sizes) expect(size).toEqual([0, 0, 595, 842]);
      // Only the sheet's own faces, each an embedded subset, named with a six-letter tag
      // (ABCDEF+NotoSansSC-Regular): no standard font that could not set every character.
      expect(sheet.fonts.sort()).toEqual([
        expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Bold$/),
        expect.stringMatching(/^[A-Z]{6}\+NotoSansSC-Regular$/),
      ]);
    },
  );
});

describe('building every sheet', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'spec-sheets-'));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it(
    'writes a sheet for a model added to the catalogue, with no other change',
    { timeout: 120_000 },
    async () => {
      const vt15 = drone('zs-VT15');
      const added = { ...vt15, slug: 'zs-VT99', name: 'ZS-VT99' } as unknown as Drone;
      const catalogue = { ...fullCatalogue, drones: [vt15, added] };
      const { sheets: built } = await buildSpecSheets({ catalogue, outDir });
      const expected = [vt15, added].flatMap((model) =>
        languages.map((lang) => `${specSheet(model.slug, lang).id}.pdf`),
      );
      expect((await readdir(outDir)).sort()).toEqual(expected.sort());
      expect(built.map((sheet) => sheet.id)).toContain('zs-VT99.specSheet.zh');
      const sheet = await readSheet(await readFile(path.join(outDir, 'zs-VT99.specSheet.en.pdf')));
      expect(sheet.text.split('\n')).toContain('ZS-VT99');
    },
  );
});
