import { createHash } from 'node:crypto';
import { payloadCategories } from '../../src/catalogue/categories.ts';
import type { Drone } from '../../src/catalogue/drone-schema.ts';
import type { GroundStation } from '../../src/catalogue/ground-station-schema.ts';
import type { Payload } from '../../src/catalogue/payload-schema.ts';
import type { Figure } from '../../src/catalogue/quantity.ts';
import { catalogueSchema } from '../../src/catalogue/catalogue-schema.ts';
import { entryTypes } from '../../src/content/collections.ts';
import type {
  CompanyData,
  CompanyFacts,
  Milestone,
  NewsItem,
  Statistics,
} from '../../src/content/content-schema.ts';
import {
  companyFactNames,
  companyFactValues,
  fillPlaceholders,
  typedFact,
  type FactWording,
} from '../../src/content/company-facts.ts';
import { labelsAlong } from '../../src/content/field-labels.ts';
import { placeholderProblem } from '../../src/content/placeholders.ts';
import { assembleNamespaces } from '../../src/content/namespaces.ts';
import { solutionDataOf, type SolutionData } from '../../src/content/solution-data.ts';
import type { Resources } from '../../src/i18n/i18n-options.ts';
import { languages, type Language } from '../../src/i18n/languages.ts';
import type { Content, ContentEntry, ContentProblem } from './load-content.ts';

/** The site's data as the pages import it, and its texts as i18next namespaces. */
export interface CompiledContent {
  drones: Drone[];
  payloads: Record<(typeof payloadCategories)[number], Payload[]>;
  groundStations: GroundStation[];
  news: NewsItem[];
  statistics: Statistics;
  inspectionScenarios: Record<string, { models: string[] }>;
  solutions: Record<'firefighting' | 'logistics', SolutionData>;
  deliveryTimeReduction: { value: number; qualifier: 'upTo' };
  milestones: Omit<Milestone, 'text'>[];
  legalUpdated: { privacy: string; terms: string };
  privacyPolicyVersion: Record<Language, string>;
  company: CompanyData;
  /** Every photo file named by a product, for the photo step. */
  photos: string[];
  resources: Resources;
}

const byOrder = <T extends { order: number; slug: string }>(a: T, b: T) =>
  a.order - b.order || a.slug.localeCompare(b.slug);

/** The problem reported against a field of an entry, labelled as the editor shows it. */
function problemAt(
  entry: ContentEntry,
  path: readonly PropertyKey[],
  message: string,
): ContentProblem {
  const type = entryTypes().find(
    ({ collection, file }) =>
      (file ? file.name === entry.name : true) && collection.name === entry.collection,
  );
  return {
    file: entry.file,
    field: type ? labelsAlong(type.entry.data, path) : path.map(String),
    message,
  };
}

/** Every text figure key a figure uses, lists included. */
function textKeys(figure: Figure | undefined): string[] {
  if (!figure || !('kind' in figure)) return [];
  if (figure.kind === 'text') return [figure.key];
  if (figure.kind === 'list') return figure.items.flatMap((item) => textKeys(item));
  return [];
}

function figureGroups(product: Record<string, unknown>): [string, Record<string, Figure>][] {
  return (['headline', 'figures', 'specs', 'detailedSpecs'] as const)
    .filter((group) => product[group] !== undefined)
    .map((group) => [group, product[group] as Record<string, Figure>]);
}

/**
 * The checks that look across files: references between entries (a drone's payloads and
 * features, the aircraft of a news item), the catalogue's own rules (unique slugs, payloads
 * that fit) and the texts as a whole (one home per key, the same placeholders in every
 * language). Then the data modules and namespaces the site is built from.
 */

/**
 * The privacy policy a visitor consented to, as each lead records it: the date of the version in
 * force and a hash of the text in the visitor's language, so a text changed without a new date
 * is still told apart (docs/decisions/071-consent-and-attribution.md).
 */
function policyVersion(updated: string, legalTexts: unknown): string {
  const text = JSON.stringify((legalTexts as { privacy?: unknown } | undefined)?.privacy ?? null);
  return `${updated}+${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;
}

export function compileContent(
  content: Content,
  /** Whether a picture a product names is in the media folder; unchecked when absent. */
  mediaExists?: (image: string) => boolean,
  /** What is wrong with a document's file (/documents/x.pdf); unchecked when absent. */
  documentProblem?: (file: string) => string | undefined,
): {
  compiled?: CompiledContent;
  problems: ContentProblem[];
} {
  const problems: ContentProblem[] = [];
  const drones = content.of('drones');
  const payloadEntries = payloadCategories.flatMap((category) =>
    content.of(`payloads-${category}`),
  );
  const stations = content.of('ground-stations');
  const products = [...drones, ...payloadEntries, ...stations];

  const ids = (collection: string) => {
    const seen = new Map<string, ContentEntry>();
    for (const entry of content.of(collection)) {
      const id = String(entry.data.id);
      const other = seen.get(id);
      if (other) problems.push(problemAt(entry, ['id'], `"${id}" is also the id of ${other.file}`));
      seen.set(id, entry);
    }
    return new Set(seen.keys());
  };
  const libraries = {
    keyFeatures: ids('key-features'),
    faq: ids('faq'),
    features: ids('feature-tags'),
    patents: ids('patents'),
    points: ids('delivery-points'),
    values: ids('spec-values'),
  };
  const newsIds = ids('news');
  void newsIds;

  const requireIn = (
    entry: ContentEntry,
    path: PropertyKey[],
    value: string,
    known: Set<string>,
    what: string,
  ) => {
    if (!known.has(value)) problems.push(problemAt(entry, path, `there is no ${what} "${value}"`));
  };

  for (const entry of products) {
    const data = entry.data;
    (data.features as string[]).forEach((id, i) =>
      requireIn(entry, ['features', i], id, libraries.features, 'feature tag'),
    );
    (data.patents as string[]).forEach((id, i) =>
      requireIn(entry, ['patents', i], id, libraries.patents, 'patent'),
    );
    (data.photos as { image: string }[]).forEach(({ image }, i) => {
      if (mediaExists && !mediaExists(image)) {
        problems.push(
          problemAt(
            entry,
            ['photos', i, 'image'],
            `${image} is not in the media folder (content/media): upload the picture again`,
          ),
        );
      }
    });
    ((data.documents as { file: string }[] | undefined) ?? []).forEach(({ file }, i) => {
      const problem = documentProblem?.(file);
      if (problem) problems.push(problemAt(entry, ['documents', i, 'file'], problem));
    });
    for (const [group, figures] of figureGroups(data)) {
      for (const [key, figure] of Object.entries(figures)) {
        for (const value of textKeys(figure)) {
          requireIn(entry, [group, key], value, libraries.values, 'spec value');
        }
      }
    }
  }
  /** An uploaded poster of a drone's video, with where the entry names it. */
  const videoPosters = (entry: ContentEntry) =>
    (entry.data.videos as { poster?: string }[]).flatMap(({ poster }, i) =>
      poster === undefined ? [] : [{ image: poster, path: ['videos', i, 'poster'] }],
    );
  for (const entry of drones) {
    for (const { image, path } of videoPosters(entry)) {
      if (mediaExists && !mediaExists(image)) {
        problems.push(
          problemAt(
            entry,
            path,
            `${image} is not in the media folder (content/media): upload the picture again`,
          ),
        );
      }
    }
    (entry.data.keyFeatures as string[]).forEach((id, i) =>
      requireIn(entry, ['keyFeatures', i], id, libraries.keyFeatures, 'key feature'),
    );
    (entry.data.faq as string[]).forEach((id, i) =>
      requireIn(entry, ['faq', i], id, libraries.faq, 'FAQ entry'),
    );
  }
  for (const entry of content.of('payloads-delivery')) {
    (entry.data.points as string[]).forEach((id, i) =>
      requireIn(entry, ['points', i], id, libraries.points, 'delivery system point'),
    );
  }

  // The catalogue's own rules, on the same data; problems go back to the product's file.
  const catalogue = {
    drones: drones.map((entry) => entry.data as Drone),
    payloads: payloadEntries.map((entry) => entry.data as Payload),
    groundStations: stations.map((entry) => entry.data as GroundStation),
  };
  const checked = catalogueSchema.safeParse(catalogue);
  if (!checked.success) {
    const byFamily = { drones, payloads: payloadEntries, groundStations: stations };
    for (const issue of checked.error.issues) {
      const [family, index, ...rest] = issue.path as [
        keyof typeof byFamily,
        number,
        ...PropertyKey[],
      ];
      const entry = byFamily[family]?.[index];
      if (entry) problems.push(problemAt(entry, rest, issue.message));
      else
        problems.push({ file: 'content/', field: issue.path.map(String), message: issue.message });
    }
  }

  const models = new Set(catalogue.drones.map((drone) => drone.slug));
  const requireModel = (entry: ContentEntry, path: PropertyKey[], slug: unknown) => {
    if (typeof slug === 'string') requireIn(entry, path, slug, models, 'drone');
  };
  for (const entry of content.of('news')) requireModel(entry, ['model'], entry.data.model);

  const file = (name: string) => content.entries.find((entry) => entry.name === name);
  const companyEntry = file('company');
  const aboutEntry = file('about');
  const home = file('home');
  const scenarioModels = (entry: ContentEntry | undefined) => {
    if (!entry) return;
    for (const [id, scenario] of Object.entries(
      entry.data.scenarios as Record<string, { models: string[] }>,
    )) {
      scenario.models.forEach((slug, i) =>
        requireModel(entry, ['scenarios', id, 'models', i], slug),
      );
    }
  };
  scenarioModels(home);
  for (const solution of ['firefighting', 'logistics']) {
    const entry = file(solution);
    scenarioModels(entry);
    (entry?.data.aircraft as { model: string }[] | undefined)?.forEach((item, i) =>
      requireModel(entry!, ['aircraft', i, 'model'], item.model),
    );
  }
  const qrCode = (companyEntry?.data as CompanyFacts | undefined)?.wechat.qrCode;
  if (qrCode && mediaExists && !mediaExists(qrCode)) {
    problems.push(
      problemAt(
        companyEntry!,
        ['wechat', 'qrCode'],
        `${qrCode} is not in the media folder (content/media): upload the picture again`,
      ),
    );
  }
  const foundedYear = (companyEntry?.data as CompanyFacts | undefined)?.foundedYear;
  const milestones = (aboutEntry?.data.milestones ?? []) as Milestone[];
  milestones.forEach((milestone, i) => {
    requireModel(aboutEntry!, ['milestones', i, 'model'], milestone.model);
    if (foundedYear !== undefined && milestone.year < foundedYear) {
      problems.push(
        problemAt(
          aboutEntry!,
          ['milestones', i, 'year'],
          `is before the company was founded (${foundedYear})`,
        ),
      );
    }
  });
  if (foundedYear !== undefined && milestones[0] && milestones[0].year !== foundedYear) {
    problems.push(
      problemAt(
        aboutEntry!,
        ['milestones', 0, 'year'],
        `the first milestone is the founding: its year must be the founding year in the company facts (${foundedYear})`,
      ),
    );
  }

  for (const entry of content.entries) problems.push(...placeholderProblems(entry));
  const resources = assembleNamespaces(content.entries, problems);
  if (companyEntry) fillCompanyFacts(content.entries, companyEntry, resources, problems);
  if (problems.length > 0 || !companyEntry || !aboutEntry || !home) return { problems };

  const solutionData = (name: 'firefighting' | 'logistics') => solutionDataOf(file(name)!.data);
  const company = companyEntry.data as CompanyFacts;
  const legal = (name: string) => String(file(name)!.data.updated);
  const compiled: CompiledContent = {
    drones: [...catalogue.drones].sort(
      (a, b) => seriesIndex(a.series) - seriesIndex(b.series) || byOrder(a, b),
    ),
    payloads: Object.fromEntries(
      payloadCategories.map((category) => [
        category,
        catalogue.payloads.filter((payload) => payload.category === category).sort(byOrder),
      ]),
    ) as CompiledContent['payloads'],
    groundStations: [...catalogue.groundStations].sort(byOrder),
    news: content.of('news').map((entry) => entry.data as NewsItem),
    statistics: home.data.statistics as Statistics,
    inspectionScenarios: home.data.scenarios as Record<string, { models: string[] }>,
    solutions: { firefighting: solutionData('firefighting'), logistics: solutionData('logistics') },
    deliveryTimeReduction: file('logistics')!.data.deliveryTimeReduction as {
      value: number;
      qualifier: 'upTo';
    },
    milestones: milestones.map(({ text: _text, ...milestone }) => milestone),
    legalUpdated: { privacy: legal('privacy'), terms: legal('terms') },
    privacyPolicyVersion: Object.fromEntries(
      languages.map((lang) => [lang, policyVersion(legal('privacy'), resources[lang]?.legal)]),
    ) as Record<Language, string>,
    company: {
      ...company,
      offices: company.offices.map(({ id, countryCode, latitude, longitude }) => ({
        id,
        countryCode,
        latitude,
        longitude,
      })) as unknown as CompanyData['offices'],
    },
    photos: [
      ...new Set([
        ...products.flatMap((entry) =>
          (entry.data.photos as { image: string }[]).map((photo) => photo.image),
        ),
        // A video's uploaded poster is made in the same sizes and formats as a photo.
        ...drones.flatMap((entry) => videoPosters(entry).map(({ image }) => image)),
      ]),
    ],
    resources,
  };
  return { compiled, problems };
}

const seriesOrder = ['vtol', 'multirotor', 'tandem'];
const seriesIndex = (series: string) => seriesOrder.indexOf(series);

/**
 * A Chinese text must fill in the same figures as the English one: the {{placeholders}} of each
 * text of an entry, per-language fields and bilingual pairs (alt texts, roles) alike.
 */
function placeholderProblems(entry: ContentEntry): ContentProblem[] {
  const type = entryTypes().find(
    ({ collection, file }) =>
      collection.name === entry.collection && (file ? file.name === entry.name : true),
  );
  const problems: ContentProblem[] = [];
  const compare = (
    english: unknown,
    other: unknown,
    path: PropertyKey[],
    lang: Language,
    inTexts: boolean,
  ) => {
    if (typeof english === 'string' && typeof other === 'string') {
      const problem = placeholderProblem(english, other);
      if (problem) {
        const schema = inTexts ? type?.entry.texts(entry.texts.en, lang) : type?.entry.data;
        problems.push({
          file: entry.file,
          language: inTexts ? lang : undefined,
          field: schema ? labelsAlong(schema, path) : path.map(String),
          message: problem,
        });
      }
    } else if (english && other && typeof english === 'object' && typeof other === 'object') {
      for (const [key, value] of Object.entries(english)) {
        compare(
          value,
          (other as Record<string, unknown>)[key],
          [...path, Array.isArray(english) ? Number(key) : key],
          lang,
          inTexts,
        );
      }
    }
  };
  const pairs = (node: unknown, path: PropertyKey[]) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && typeof record.en === 'string') {
      for (const lang of languages.filter((l) => l !== 'en'))
        compare(record.en, record[lang], [...path, lang], lang, false);
      return;
    }
    for (const [key, value] of Object.entries(record))
      pairs(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  for (const lang of languages.filter((l) => l !== 'en'))
    compare(entry.texts.en, entry.texts[lang], [], lang, true);
  pairs(entry.data, []);
  return problems;
}

/** Every text of an entry, in each language, with where it is: its texts and bilingual pairs. */
function entryTexts(
  entry: ContentEntry,
): { text: string; language: Language; path: PropertyKey[]; inTexts: boolean }[] {
  const found: { text: string; language: Language; path: PropertyKey[]; inTexts: boolean }[] = [];
  const walk = (node: unknown, path: PropertyKey[], language: Language, inTexts: boolean) => {
    if (typeof node === 'string') found.push({ text: node, language, path, inTexts });
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node))
        walk(value, [...path, Array.isArray(node) ? Number(key) : key], language, inTexts);
  };
  for (const language of languages) walk(entry.texts[language], [], language, true);
  const pairs = (node: unknown, path: PropertyKey[]) => {
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    if (!Array.isArray(node) && typeof record.en === 'string') {
      for (const language of languages)
        walk(record[language], [...path, language], language, false);
      return;
    }
    for (const [key, value] of Object.entries(record))
      pairs(value, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  pairs(entry.data, []);
  return found;
}

/**
 * Company facts typed once (docs/decisions/074-company-facts-typed-once.md): a text that types an
 * opening hour, a phone number, an e-mail address or an office address is refused, naming the
 * {{placeholder}} to quote it through; so is one quoting a fact the company does not have (an
 * emergency line left out). Then every {{placeholder}} of a fact is filled in, in each
 * language, so the pages, the search engines' descriptions and the server's messages all say
 * the facts of content/company.yaml.
 */
function fillCompanyFacts(
  entries: readonly ContentEntry[],
  companyEntry: ContentEntry,
  resources: Resources,
  problems: ContentProblem[],
): void {
  const company = companyEntry.data as CompanyFacts;
  const values = Object.fromEntries(
    languages.map((lang) => {
      const hours = (resources[lang]?.contact as { hours?: Partial<FactWording> } | undefined)
        ?.hours;
      const wording: FactWording = {
        weekdays: hours?.weekdays ?? ({} as FactWording['weekdays']),
        dayRange: hours?.dayRange ?? '{{from}}–{{to}}',
        zone: hours?.zone ?? 'GMT{{offset}}',
        schedule: hours?.schedule ?? '{{businessDays}} {{openingTime}}–{{closingTime}}',
      };
      return [lang, companyFactValues(company, lang, wording)];
    }),
  ) as Record<Language, Record<string, string>>;
  const names = new Set(companyFactNames(company));

  for (const entry of entries) {
    const type = entryTypes().find(
      ({ collection, file }) =>
        collection.name === entry.collection && (file ? file.name === entry.name : true),
    );
    for (const { text, language, path, inTexts } of entryTexts(entry)) {
      // The company facts themselves are written there, once.
      if (entry === companyEntry && !inTexts) continue;
      const problem = (message: string) => {
        const schema = inTexts ? type?.entry.texts(entry.texts.en, language) : type?.entry.data;
        problems.push({
          file: entry.file,
          language: inTexts ? language : undefined,
          field: schema ? labelsAlong(schema, path) : path.map(String),
          message,
        });
      };
      const typed = typedFact(text, company);
      if (typed) {
        problem(
          `types the company fact "${typed.fact}": write {{${typed.placeholder}}} instead, so a change in the company facts changes this text too`,
        );
      }
      for (const match of text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) {
        const name = match[1]!;
        if (names.has(name) && !Object.hasOwn(values[language], name)) {
          problem(
            `quotes {{${name}}}, which the company facts do not have: add it there (Company facts › Business hours › Emergency support) or take it out of this text`,
          );
        }
      }
    }
  }

  const fill = (node: unknown, lang: Language): unknown => {
    if (typeof node === 'string') return fillPlaceholders(node, values[lang]);
    if (node && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => [key, fill(value, lang)]),
      );
    return node;
  };
  for (const lang of languages) {
    if (resources[lang]) resources[lang] = fill(resources[lang], lang) as Resources[string];
  }
}
