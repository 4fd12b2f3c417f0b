import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInstance, type i18n, type TFunction } from 'i18next';
import { chineseTypesetting } from '../../src/i18n/chinese-typesetting.ts';
import { sharedI18nOptions } from '../../src/i18n/i18n-options.ts';
import { preferredLanguage } from '../negotiate.ts';
import {
  defaultLanguage,
  isLanguage,
  languageFromPath,
  languages,
  type Language,
} from '../../src/i18n/languages.ts';

/**
 * The namespaces the server's answers and pages read; catalogue names the payload a lead's
 * mission asks for, in the sales notice.
 */
export const serverNamespaces = ['common', 'contactForm', 'catalogue'] as const;

export interface ServerI18n {
  instance: i18n;
  t(lang: Language): TFunction;
}

/**
 * The same locale files the site serves (from the build, so the server and the pages it sent
 * agree), in an i18next configured like the site's: the server answers in the visitor's
 * language with the words the form uses.
 */
export async function loadServerI18n(siteDir: string): Promise<ServerI18n> {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const lang of languages) {
    resources[lang] = {};
    for (const ns of serverNamespaces) {
      const file = path.join(siteDir, 'locales', lang, `${ns}.json`);
      try {
        resources[lang][ns] = JSON.parse(await readFile(file, 'utf8')) as unknown;
      } catch (error) {
        throw new Error(`Cannot read ${file}; rebuild the site with "npm run build".`, {
          cause: error,
        });
      }
    }
  }
  const instance = createInstance().use(chineseTypesetting);
  await instance.init({
    ...sharedI18nOptions,
    lng: defaultLanguage,
    ns: [...serverNamespaces],
    defaultNS: 'contactForm',
    resources: resources as Record<string, Record<string, Record<string, unknown>>>,
    initAsync: false,
  });
  return { instance, t: (lang) => instance.getFixedT(lang, 'contactForm') };
}

/**
 * The language of an answer: the form's own `lang` field, else the language prefix of the page
 * that sent it (Referer), else the browser's Accept-Language, else English.
 */
export function answerLanguage(request: {
  formLanguage?: unknown;
  referer?: string;
  acceptLanguage?: string;
}): Language {
  if (isLanguage(request.formLanguage)) return request.formLanguage;
  if (request.referer) {
    try {
      const fromPath = languageFromPath(new URL(request.referer).pathname);
      if (fromPath) return fromPath;
    } catch {
      // A malformed Referer says nothing about the language.
    }
  }
  return preferredLanguage(request.acceptLanguage) ?? defaultLanguage;
}
