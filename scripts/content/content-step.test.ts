import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { contentDir, generatedDataDir, projectRoot } from '../build-layout.ts';
import { checkContent } from './generate.ts';
import { describeProblem } from './load-content.ts';

/**
 * The content step on a copy of content/ with one file edited as an editor might: the build
 * must refuse the mistake with a message naming the file and the field in the editor's words.
 */
let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

/** A content file opened up for deliberate breakage: the edits write what the schemas forbid. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Editable = Record<string, any>;
type Document = { en: Editable; zh: Editable };

function messagesAfter(edits: Record<string, (document: Document) => void>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  copies.push(dir);
  cpSync(contentDir, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    const document = parse(readFileSync(full, 'utf8')) as Document;
    edit(document);
    writeFileSync(full, stringify(document));
  }
  return checkContent(dir).problems.map(describeProblem);
}

// Each case reads a whole copy of content/: seconds on a busy machine, not milliseconds.
describe('the content step', { timeout: 30_000 }, () => {
  it('accepts the content the site is built from', () => {
    expect(checkContent().problems.map(describeProblem)).toEqual([]);
  });

  it.each<[string, Record<string, (document: Document) => void>, string]>([
    [
      'a negative range',
      { 'drones/zs-vt15.yaml': (d) => void (d.en.headline.range.value = -245) },
      'content/drones/zs-vt15.yaml, Headline figures › Range › Value: must be greater than zero',
    ],
    [
      'a missing Chinese description',
      { 'drones/zs-vt15.yaml': (d) => void delete d.zh.description },
      'content/drones/zs-vt15.yaml, Chinese text › Description: write this text',
    ],
    [
      'an empty Chinese page title',
      { 'drones/zs-vt15.yaml': (d) => void (d.zh.head.title = ' ') },
      'content/drones/zs-vt15.yaml, Chinese text › Search engines › Page title: write this text',
    ],
    [
      'a missing Chinese page text',
      { 'pages/about.yaml': (d) => void delete d.zh.page.intro.heading },
      'content/pages/about.yaml, Chinese text › Page text › Intro › Heading: write this text',
    ],
    [
      'a figure given in a unit that does not measure it',
      { 'drones/zs-vt15.yaml': (d) => void (d.en.headline.payload.unit = 'km') },
      'Headline figures › Payload › Unit: must be in kg or g',
    ],
    [
      'a payload heavier than the aircraft lifts',
      { 'drones/zs-vt15.yaml': (d) => void (d.en.headline.payload.value = 20) },
      'content/drones/zs-vt15.yaml, Headline figures › Payload: the payload must be less than the max. take-off weight',
    ],
    [
      'a day that is not in the calendar',
      { 'news/fire-service-trials.yaml': (d) => void (d.en.date = '2026-02-30') },
      'content/news/fire-service-trials.yaml, Published on: is not a calendar date written YYYY-MM-DD',
    ],
    [
      'a date in another format',
      { 'news/fire-service-trials.yaml': (d) => void (d.en.date = '28/10/2026') },
      'Published on: is not a calendar date',
    ],
    [
      'a news item about a model the catalogue lacks',
      { 'news/th600-plateau-cargo.yaml': (d) => void (d.en.model = 'zs-XX1') },
      'content/news/th600-plateau-cargo.yaml, Aircraft it is about: there is no drone "zs-XX1"',
    ],
    [
      'the same news id twice',
      { 'news/fire-service-trials.yaml': (d) => void (d.en.id = 'th600-plateau-cargo') },
      'is also the id of content/news/',
    ],
    [
      'a milestone before the founding year',
      { 'pages/about.yaml': (d) => void (d.en.milestones[1].year = 2010) },
      'content/pages/about.yaml, Milestones › no. 2 › Year',
    ],
    [
      'milestones out of order',
      { 'pages/about.yaml': (d) => void (d.en.milestones[3].year = 2015) },
      'milestones must be listed oldest first',
    ],
    [
      'a founding milestone in another year than the founding year',
      { 'company.yaml': (d) => void (d.en.foundedYear = 2011) },
      'its year must be the founding year in the company facts (2011)',
    ],
    [
      'statistics implying seven-hour missions',
      {
        'pages/home.yaml': (d) => {
          d.en.statistics.missions.value = 120_000;
          d.en.statistics.flightHours.value = 850_000;
        },
      },
      'content/pages/home.yaml, Statistics › Flight hours › Total: flight hours divided by missions must be a plausible mission',
    ],
    [
      'a scenario naming a model the catalogue lacks',
      { 'pages/home.yaml': (d) => void (d.en.scenarios.solar.models = ['zs-EM99']) },
      'content/pages/home.yaml, Application scenarios › Solar plants › Suggested aircraft › no. 1: there is no drone "zs-EM99"',
    ],
    [
      'a key feature that does not exist',
      { 'drones/zs-vt15.yaml': (d) => void d.en.keyFeatures.push('teleport') },
      'content/drones/zs-vt15.yaml, Key features › no. 5: there is no key feature "teleport"',
    ],
    [
      'a Chinese text that drops a placeholder',
      {
        'drones/zs-vt15.yaml': (d) =>
          void (d.zh.summary = String(d.zh.summary).replace('{{range}}', '245 公里')),
      },
      'content/drones/zs-vt15.yaml, Chinese text › Summary: {{range}} is missing: keep the {{placeholders}} of the English text',
    ],
    [
      'a photo outside the media folder',
      {
        'drones/zs-vt15.yaml': (d) =>
          void (d.en.photos = [
            { image: '/images/vt15.jpg', alt: { en: 'The ZS-VT15', zh: 'ZS-VT15' } },
          ]),
      },
      'content/drones/zs-vt15.yaml, Photos › no. 1 › Photo: choose a JPEG, PNG, WebP, AVIF or TIFF picture in the media folder (content/media)',
    ],
    [
      'a photo that was never uploaded',
      {
        'drones/zs-vt15.yaml': (d) =>
          void (d.en.photos = [
            { image: '/media/vt15-field.jpg', alt: { en: 'The ZS-VT15', zh: 'ZS-VT15' } },
          ]),
      },
      'content/drones/zs-vt15.yaml, Photos › no. 1 › Photo: /media/vt15-field.jpg is not in the media folder (content/media): upload the picture again',
    ],
    [
      'a field this kind of entry does not have',
      { 'drones/zs-vt15.yaml': (d) => void (d.en.price = 100_000) },
      'content/drones/zs-vt15.yaml, price: is not a field of this kind of entry',
    ],
    [
      'a shared figure written under the Chinese texts',
      { 'drones/zs-vt15.yaml': (d) => void (d.zh.name = 'ZS-VT15') },
      'shared fields live under "en:" only',
    ],
  ])('refuses %s, naming the file and the field', (_, edits, expected) => {
    const messages = messagesAfter(edits);
    expect(messages.join('\n')).toContain(expected);
  });
});

// The content step writes src/generated, so on a fresh checkout nothing it imports may read
// from there: the test suite, run after other steps, always has the folder and would not see it.
describe('the content step on a fresh checkout', () => {
  it('imports nothing the content step itself writes', async () => {
    const { build } = await import('esbuild');
    const { metafile } = await build({
      entryPoints: [path.join(projectRoot, 'scripts/content/generate.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'silent',
      absWorkingDir: projectRoot,
    });
    // The metafile names inputs with forward slashes on every platform.
    const generated = `${path.relative(projectRoot, generatedDataDir).split(path.sep).join('/')}/`;
    const reached = Object.keys(metafile.inputs).filter((input) => input.startsWith(generated));
    expect(reached).toEqual([]);
  });
});
