import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build-layout.ts';
import { pageTextKey } from '../app/head/page-head.ts';
import { navigationGroups } from '../app/layout/navigation.ts';
import { legalDocuments, sitePages, solutions } from '../routing/site-pages.ts';
import { categorySlugs, droneSeries, families } from '../catalogue/categories.ts';
import type { Drone } from '../catalogue/drone-schema.ts';
import { units, type Quantity } from '../catalogue/quantity.ts';
import { pageNamespaces } from '../pages/page-namespaces.ts';
import { sharedI18nOptions } from './i18n-options.ts';
import { languages, type Language } from './languages.ts';
import { localeNamespaces, readAllLocales } from './test-i18n.ts';

const resources = readAllLocales();
const [reference, ...others] = languages;

/** Every leaf of a locale file as a dotted key, the way i18next addresses it. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const dotted = prefix ? `${prefix}.${key}` : key;
      for (const [leafKey, leaf] of flatten(child, dotted)) leaves.set(leafKey, leaf);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Keys compared across languages. i18next plural forms (key_one, key_other) differ by language
 * (Chinese has only "other"), so they compare by their base key; pluralFormsProblems checks
 * each language has the forms its own plural rules need.
 */
function comparableKeys(leaves: Map<string, unknown>): Set<string> {
  return new Set([...leaves.keys()].map((key) => key.replace(pluralSuffix, '')));
}

function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

function leavesOf(lang: Language, ns: string): Map<string, unknown> {
  return flatten(resources[lang]?.[ns] ?? {});
}

function lookup(lang: Language, ns: string, key: string): unknown {
  return leavesOf(lang, ns).get(key);
}

describe('translation completeness', () => {
  it.each(others)('has the same namespace files in %s as in the reference language', (lang) => {
    expect(localeNamespaces(lang)).toEqual(localeNamespaces(reference));
  });

  const namespaces = localeNamespaces(reference);
  it('has at least the namespaces the pages read', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'pages']));
  });

  describe.each(namespaces)('%s.json', (ns) => {
    it('has exactly the same keys in every language', () => {
      const problems: string[] = [];
      for (const lang of languages) {
        const own = comparableKeys(leavesOf(lang, ns));
        for (const other of languages) {
          if (other === lang) continue;
          for (const key of comparableKeys(leavesOf(other, ns))) {
            if (!own.has(key)) problems.push(`${lang}/${ns}.json lacks "${key}" (${other} has it)`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('has the plural forms each language needs', () => {
      const problems: string[] = [];
      for (const lang of languages) {
        const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        const keys = [...leavesOf(lang, ns).keys()];
        const bases = new Set(
          keys.filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')),
        );
        for (const base of bases) {
          for (const category of needed) {
            if (!keys.includes(`${base}_${category}`)) {
              problems.push(`${lang}/${ns}.json lacks "${base}_${category}"`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it.each(languages)('has a non-empty string for every key in %s', (lang) => {
      const problems = [...leavesOf(lang, ns)]
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${lang}/${ns}.json "${key}" is ${JSON.stringify(value)}`);
      expect(problems).toEqual([]);
    });

    it('uses the same {{placeholders}} in every language', () => {
      const problems: string[] = [];
      for (const [key, value] of leavesOf(reference, ns)) {
        const expected = placeholders(String(value));
        for (const lang of others) {
          const translated = lookup(lang, ns, key);
          if (typeof translated !== 'string') continue;
          const actual = placeholders(translated);
          if (actual.join() !== expected.join()) {
            problems.push(
              `${lang}/${ns}.json "${key}" has {{${actual.join('}}, {{')}}} but ${reference} has {{${expected.join('}}, {{')}}}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

/** A key as written in code: "ns:dotted.key" or "dotted.key" in the hook's first namespace. */
function resolveKey(key: string, defaultNamespaces: readonly string[]): [string, string][] {
  const separator = key.indexOf(':');
  if (separator > 0) return [[key.slice(0, separator), key.slice(separator + 1)]];
  return defaultNamespaces.map((ns) => [ns, key]);
}

function missingIn(lang: Language, key: string, defaultNamespaces: readonly string[]): boolean {
  // A key read with { count } resolves to its plural forms; "other" exists in every language.
  return !resolveKey(key, defaultNamespaces).some(
    ([ns, dotted]) =>
      typeof lookup(lang, ns, dotted) === 'string' ||
      typeof lookup(lang, ns, `${dotted}_other`) === 'string',
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const srcDir = path.join(projectRoot, 'src');
// The hooks themselves pass their argument through; they hold no keys.
const hookDefinitions = ['use-language.ts', 'use-translation.ts'].map((file) =>
  path.join(srcDir, 'i18n', file),
);
const hookCall = /\b(usePageTranslation|useTranslation)\(\s*/g;
const namespaceArgument = /^(?:'([^']*)'|"([^"]*)"|\[([^\]]*)\])/;
// A page's own list, from the one table of them (src/pages/page-namespaces.ts).
const pageNamespacesArgument = /^pageNamespaces\.(\w+)\b/;
const literalTCall = /\bt\(\s*(?:'([^'\n]*)'|"([^"\n]*)"|`([^`$\n]*)`)/g;
const transKey = /\bi18nKey=(?:'([^']*)'|"([^"]*)"|\{'([^']*)'\})/g;

/**
 * The default namespaces of each translation hook in a file. A hook whose namespaces are
 * neither a literal nor a page's list makes the scan unreliable, so it is reported instead of
 * guessed.
 */
function hookNamespaces(file: string, text: string): string[][] {
  const hooks: string[][] = [];
  for (const match of text.matchAll(hookCall)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    if (rest.startsWith(')') || rest.startsWith(',')) {
      hooks.push([String(sharedI18nOptions.defaultNS)]);
      continue;
    }
    const screen = pageNamespacesArgument.exec(rest)?.[1];
    if (screen !== undefined) {
      const list = (pageNamespaces as Record<string, readonly string[]>)[screen];
      if (!list)
        throw new Error(`${path.relative(projectRoot, file)}: no pageNamespaces.${screen}`);
      hooks.push([...list]);
      continue;
    }
    const argument = namespaceArgument.exec(rest);
    if (!argument) {
      throw new Error(`${path.relative(projectRoot, file)}: ${match[1]}() namespaces not literal`);
    }
    const list = argument[3]
      ? [...argument[3].matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '')
      : [argument[1] ?? argument[2] ?? ''];
    hooks.push(list);
  }
  return hooks;
}

describe('translation keys used in the code', () => {
  const usages = sourceFiles(srcDir)
    .filter((file) => !hookDefinitions.includes(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const hooks = hookNamespaces(file, text);
      // A file without a hook gets `t` from its caller; i18next then reads the default namespace.
      const defaults = hooks.length > 0 ? hooks.map((list) => list[0] ?? '') : ['common'];
      const keys = [...text.matchAll(literalTCall), ...text.matchAll(transKey)].map(
        (m) => m[1] ?? m[2] ?? m[3] ?? '',
      );
      return keys.map((key) => ({ file: path.relative(projectRoot, file), key, defaults }));
    });

  it('finds the literal keys (the scan is not silently matching nothing)', () => {
    expect(usages.length).toBeGreaterThan(40);
    expect(usages).toContainEqual(
      expect.objectContaining({ file: 'src/pages/home-page.tsx', key: 'pages:home.heading' }),
    );
    expect(usages).toContainEqual(
      expect.objectContaining({ file: 'src/app/head/page-head.ts', key: 'common:company.name' }),
    );
  });

  it.each(languages)('finds every literal key in the %s locale files', (lang) => {
    const problems = usages
      .filter(({ key, defaults }) => missingIn(lang, key, defaults))
      .map(({ file, key, defaults }) => `${file}: "${key}" (default ns ${defaults.join('/')})`);
    expect(problems).toEqual([]);
  });
});

/**
 * Keys the code builds from catalogue and route data (`categories.${slug}`) cannot be found by
 * a text scan, so they are enumerated from the same data the code reads.
 */
describe('translation keys built from data', () => {
  // Records, so adding a figure or qualifier to the types fails the type check here until the
  // test knows it too.
  const headlineFigureSet: Record<keyof Drone['headline'], null> = {
    maxTakeoffWeight: null,
    payload: null,
    range: null,
  };
  const qualifierSet: Record<NonNullable<Quantity['qualifier']>, null> = {
    atLeast: null,
    upTo: null,
  };
  const headlineFigures = Object.keys(headlineFigureSet);
  const qualifiers = Object.keys(qualifierSet);

  const required: [string, string][] = [
    ['common', 'company.name'],
    ['common', 'company.shortName'],
    ...categorySlugs.map((slug): [string, string] => ['common', `categories.${slug}`]),
    ...droneSeries.map((series): [string, string] => ['common', `series.${series}`]),
    ...solutions.map((solution): [string, string] => ['common', `solutions.${solution}`]),
    ...families.map((family): [string, string] => ['common', `families.${family}`]),
    ...units.map((unit): [string, string] => ['common', `units.${unit}`]),
    ...qualifiers.map((qualifier): [string, string] => ['common', `qualifiers.${qualifier}`]),
    ...headlineFigures.map((figure): [string, string] => ['common', `figures.${figure}`]),
    ...sitePages.flatMap(({ page }): [string, string][] => {
      const key = pageTextKey(page);
      // A model page's heading is the model's name and its lead the catalogue's description
      // (catalogue.json), so pages.json holds only its head.
      const fields = ['title', 'description', 'keywords'];
      if (page.kind !== 'model') fields.push('heading', 'lead');
      return fields.map((field) => ['pages', `${key}.${field}`]);
    }),
    ...legalDocuments.map((document): [string, string] => ['pages', `${document}.heading`]),
    ...solutions.map((solution): [string, string] => ['pages', `solutions.${solution}.lead`]),
  ];

  it.each(languages)('has every data-driven key in %s', (lang) => {
    const problems = required
      .filter(([ns, key]) => typeof lookup(lang, ns, key) !== 'string')
      .map(([ns, key]) => `${lang}/${ns}.json lacks "${key}"`);
    expect(problems).toEqual([]);
  });

  it.each(languages)('has every navigation label in %s', (lang) => {
    const keys = navigationGroups(lang).flatMap((group) => [
      group.labelKey,
      ...group.sections.flatMap((section) => [
        ...(section.titleKey ? [section.titleKey] : []),
        ...section.links.map((link) => link.labelKey),
      ]),
    ]);
    expect(keys.length).toBeGreaterThan(10);
    const problems = keys
      .filter((key) => typeof lookup(lang, 'common', key) !== 'string')
      .map((key) => `${lang}/common.json lacks "${key}"`);
    expect(problems).toEqual([]);
  });
});
