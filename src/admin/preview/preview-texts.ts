import { createInstance, type i18n as I18n } from 'i18next';
import { chineseTypesetting } from '../../i18n/chinese-typesetting.ts';
import { sharedI18nOptions, type Resources } from '../../i18n/i18n-options.ts';
import type { Language } from '../../i18n/languages.ts';
import { pageNamespaces } from '../../pages/page-namespaces.ts';

type Namespaces = Record<string, Record<string, unknown>>;

/** The namespaces of the screens the preview shows: model pages, cards, news, solutions. */
export const previewNamespaces = [
  ...new Set([...pageNamespaces.model, ...pageNamespaces.home, ...pageNamespaces.solution]),
];

/**
 * The site's published texts in one language, as its pages load them (public/locales, written by
 * the content step; under npm run cms rewritten on every save, hence no-cache).
 */
export async function fetchSiteTexts(lang: Language): Promise<Namespaces> {
  const entries = await Promise.all(
    previewNamespaces.map(async (ns) => {
      const response = await fetch(`/locales/${lang}/${ns}.json`, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`/locales/${lang}/${ns}.json: ${response.status}`);
      return [ns, (await response.json()) as Record<string, unknown>] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/**
 * An i18next instance configured like the site's, holding its published texts with the entry's
 * own texts laid over them: the page then reads what the edited entry says, in the edited
 * language, through the same keys, {{placeholders}} and Chinese typesetting as on the site.
 */
export function previewI18n(lang: Language, site: Namespaces, entryTexts: Resources): I18n {
  const instance = createInstance().use(chineseTypesetting);
  void instance.init({
    ...sharedI18nOptions,
    lng: lang,
    ns: previewNamespaces,
    resources: { [lang]: structuredClone(site) },
    initAsync: false,
  });
  for (const [ns, tree] of Object.entries(entryTexts[lang] ?? {})) {
    instance.addResourceBundle(lang, ns, tree, true, true);
  }
  return instance;
}
