import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { payloadCategories } from '../../src/catalogue/categories.ts';
import { fleetHighlights } from '../../src/catalogue/fleet-highlights.ts';
import type { Catalogue } from '../../src/catalogue/catalogue.ts';
import { solutionContentFrom } from '../../src/content/solution-content.ts';
import { catalogueSlices } from '../../src/features/catalogue/catalogue-slices.ts';
import { productCodes } from '../../src/features/search/product-codes.ts';
import { contentDir, generatedDataDir, localesDir, projectRoot } from '../build-layout.ts';
import { compileContent, type CompiledContent } from './compile-content.ts';
import { ContentError, readContent, type Content, type ContentProblem } from './load-content.ts';
import type { ServedPicture } from '../../src/content/served-picture.ts';
import { documentFileProblem } from './document-files.ts';
import { mediaFile, processPhotos, type PhotoVariants } from './photos.ts';
import { processQrCode } from './qr-codes.ts';

/** Writes a file only when its text changes, so watchers and the build's staleness check rest. */
function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

const header =
  '// Generated from content/ by scripts/content/generate.ts. Edit the content, not this file.\n';

function moduleSource(
  imports: string[],
  exports: [name: string, type: string, value: unknown][],
): string {
  return (
    header +
    imports.map((line) => `${line}\n`).join('') +
    exports
      .map(([name, type, value]) =>
        type.startsWith('satisfies ')
          ? `\nexport const ${name} = ${JSON.stringify(value, null, 2)} as const ${type};\n`
          : `\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n`,
      )
      .join('')
  );
}

/** The typed data modules pages import (src/generated), one per thing a page may need alone. */
export function dataModules(
  compiled: CompiledContent,
  photos: Record<string, PhotoVariants>,
  wechatQrCode: ServedPicture,
): Record<string, string> {
  const catalogueType = (name: string, module: string) =>
    `import type { ${name} } from '../catalogue/${module}';`;
  return {
    'drone-models.ts': moduleSource(
      ["import type { DroneSeries } from '../catalogue/categories.ts';"],
      [
        [
          'droneModels',
          // Constants: the type of a model slug is the list of slugs that exist.
          'satisfies readonly { slug: string; series: DroneSeries; name: string }[]',
          compiled.drones.map(({ slug, series, name }) => ({ slug, series, name })),
        ],
      ],
    ),
    'drones.ts': moduleSource(
      [catalogueType('Drone', 'drone-schema.ts')],
      [['drones', 'readonly Drone[]', compiled.drones]],
    ),
    'sensor-payloads.ts': moduleSource(
      [catalogueType('SensorPayload', 'payload-schema.ts')],
      [['sensorPayloads', 'readonly SensorPayload[]', compiled.payloads.sensors]],
    ),
    'firefighting-payloads.ts': moduleSource(
      [catalogueType('FirefightingPayload', 'payload-schema.ts')],
      [['firefightingPayloads', 'readonly FirefightingPayload[]', compiled.payloads.firefighting]],
    ),
    'delivery-payloads.ts': moduleSource(
      [catalogueType('DeliveryPayload', 'payload-schema.ts')],
      [['deliveryPayloads', 'readonly DeliveryPayload[]', compiled.payloads.delivery]],
    ),
    'ground-stations.ts': moduleSource(
      [catalogueType('GroundStation', 'ground-station-schema.ts')],
      [['groundStations', 'readonly GroundStation[]', compiled.groundStations]],
    ),
    'photos.ts': moduleSource(
      ["import type { PhotoVariants } from '../catalogue/photo-variants.ts';"],
      [['photoVariants', 'Readonly<Record<string, PhotoVariants>>', photos]],
    ),
    'news.ts': moduleSource(
      ["import type { NewsItem } from '../content/content-schema.ts';"],
      [['newsItems', 'readonly NewsItem[]', compiled.news]],
    ),
    'home.ts': moduleSource(
      [
        "import type { FleetHighlights } from '../catalogue/fleet-highlights.ts';",
        "import type { Statistics } from '../content/content-schema.ts';",
      ],
      [
        // The hero's claims about the whole range, so the home page does not load every
        // model's figures to compute three numbers.
        ['fleet', 'FleetHighlights', fleetHighlights(compiled.drones)],
        ['statisticTotals', 'Statistics', compiled.statistics],
        [
          'inspectionScenarioModels',
          'Readonly<Record<string, { models: readonly string[] }>>',
          compiled.inspectionScenarios,
        ],
      ],
    ),
    // Every product code, so the search dialog reads a loose code without loading the catalogue.
    'product-codes.ts': moduleSource(
      [],
      [
        [
          'catalogueCodes',
          'readonly string[]',
          productCodes(
            [
              ...compiled.drones,
              ...payloadCategories.flatMap((category) => compiled.payloads[category]),
              ...compiled.groundStations,
            ].map((product) => product.slug),
          ),
        ],
      ],
    ),
    'solutions.ts': moduleSource(
      [],
      [
        [
          'solutionData',
          'Readonly<Record<string, { scenarios: Readonly<Record<string, { models: readonly string[] }>>; models: readonly string[] }>>',
          compiled.solutions,
        ],
      ],
    ),
    'claims.ts': moduleSource(
      [],
      [
        [
          'deliveryTimeReduction',
          "{ value: number; qualifier: 'upTo' }",
          compiled.deliveryTimeReduction,
        ],
      ],
    ),
    'milestones.ts': moduleSource(
      ["import type { Milestone } from '../content/content-schema.ts';"],
      [['milestones', "readonly Omit<Milestone, 'text'>[]", compiled.milestones]],
    ),
    'legal.ts': moduleSource(
      ["import type { Language } from '../i18n/languages.ts';"],
      [
        ['legalUpdated', '{ privacy: string; terms: string }', compiled.legalUpdated],
        ['privacyPolicyVersion', 'Record<Language, string>', compiled.privacyPolicyVersion],
      ],
    ),
    'company.ts': moduleSource(
      [
        "import type { CompanyData } from '../content/content-schema.ts';",
        "import type { ServedPicture } from '../content/served-picture.ts';",
      ],
      [
        ['companyFacts', 'CompanyData', compiled.company],
        // The served copy of company.wechat.qrCode, the upload itself never being served.
        ['wechatQrCode', 'ServedPicture', wechatQrCode],
      ],
    ),
  };
}

/** One module per page's slice of the catalogue (catalogue-slices.ts), in src/generated/slices. */
export function sliceModules(compiled: CompiledContent): Record<string, string> {
  const whole: Catalogue = {
    drones: compiled.drones,
    payloads: payloadCategories.flatMap((category) => compiled.payloads[category]),
    groundStations: compiled.groundStations,
    carriers: compiled.drones,
    facets: {},
  };
  const slices = catalogueSlices(whole, {
    firefighting: solutionContentFrom('firefighting', compiled.solutions.firefighting),
    logistics: solutionContentFrom('logistics', compiled.solutions.logistics),
  });
  return Object.fromEntries(
    Object.entries(slices).map(([name, slice]) => [
      `${name}.ts`,
      moduleSource(
        ["import type { Catalogue } from '../../catalogue/catalogue.ts';"],
        [['catalogue', 'Catalogue', slice]],
      ),
    ]),
  );
}

/** Writes `modules` into `dir` and removes any other file there; returns the paths changed. */
function writeModules(dir: string, modules: Record<string, string>): string[] {
  const changed: string[] = [];
  for (const [name, source] of Object.entries(modules)) {
    if (writeIfChanged(path.join(dir, name), source)) changed.push(path.join(dir, name));
  }
  for (const entry of existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : []) {
    if (entry.isFile() && !(entry.name in modules)) rmSync(path.join(dir, entry.name));
  }
  return changed;
}

export interface GenerateResult {
  changed: string[];
  /** The content as read, and as compiled into the site's data. */
  content: Content;
  compiled: CompiledContent;
}

/**
 * content/ read and checked as the content step checks it: each file against its schema, then
 * the rules across files, the pictures' presence in the media folder and each document's file
 * among them (there, a PDF, at most 20 MB). `compiled`
 * comes only with no problem.
 */
export function checkContent(dir: string = contentDir): {
  content: Content;
  compiled?: CompiledContent;
  problems: ContentProblem[];
} {
  const { content, problems } = readContent(dir);
  if (problems.length > 0) return { content, problems };
  return {
    content,
    ...compileContent(
      content,
      (image) => existsSync(mediaFile(dir, image)),
      (file) => documentFileProblem(dir, file),
    ),
  };
}

/**
 * Checks content/ and writes what the site is built from: src/generated (data modules),
 * public/locales (namespaces), public/photos (responsive variants) and public/qr (the WeChat QR
 * code). Throws a ContentError naming every problem's file and field.
 */
export async function generateContent(dir: string = contentDir): Promise<GenerateResult> {
  const { content, compiled, problems } = checkContent(dir);
  if (!compiled) throw new ContentError(problems);

  const photos = await processPhotos(dir, compiled.photos);
  const wechatQrCode = await processQrCode(dir, compiled.company.wechat.qrCode);
  const changed = [
    ...writeModules(generatedDataDir, dataModules(compiled, photos, wechatQrCode)),
    ...writeModules(path.join(generatedDataDir, 'slices'), sliceModules(compiled)),
  ].map((file) => path.relative(projectRoot, file));
  for (const [lang, namespaces] of Object.entries(compiled.resources)) {
    const folder = path.join(localesDir, lang);
    for (const [ns, tree] of Object.entries(namespaces)) {
      if (writeIfChanged(path.join(folder, `${ns}.json`), `${JSON.stringify(tree, null, 2)}\n`)) {
        changed.push(`public/locales/${lang}/${ns}.json`);
      }
    }
    for (const stale of existsSync(folder) ? readdirSync(folder) : []) {
      if (!(stale.replace(/\.json$/, '') in namespaces)) rmSync(path.join(folder, stale));
    }
  }
  return { changed, content, compiled };
}

// `npx tsx scripts/content/generate.ts`: the content step on its own (npm test runs it first).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  try {
    const { changed } = await generateContent();
    console.log(
      `Content checked and written in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (changed.length > 0 ? ` (${changed.length} files changed).` : ' (unchanged).'),
    );
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
