import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type i18n } from 'i18next';
import { localesDir } from '../../scripts/build-layout.ts';
import { chineseTypesetting } from './chinese-typesetting.ts';
import { sharedI18nOptions, type Resources } from './i18n-options.ts';
import { languages, type Language } from './languages.ts';

/**
 * Test support: the real locale files, read from disk as the prerender reads them, so tests
 * check the text visitors get rather than a fixture that could drift from it.
 */
export function localeNamespaces(lang: Language): string[] {
  return readdirSync(path.join(localesDir, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

export function readLocale(lang: Language, ns: string): Record<string, unknown> {
  const text = readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

export function readAllLocales(): Resources {
  return Object.fromEntries(
    languages.map((lang) => [
      lang,
      Object.fromEntries(localeNamespaces(lang).map((ns) => [ns, readLocale(lang, ns)])),
    ]),
  );
}

/** An i18next instance configured exactly like the site's, holding every locale file. */
export async function createTestI18n(lng: Language = 'en'): Promise<i18n> {
  const instance = createInstance().use(chineseTypesetting);
  await instance.init({
    ...sharedI18nOptions,
    lng,
    resources: readAllLocales(),
    ns: localeNamespaces(lng),
  });
  return instance;
}
