import { createInstance, type TFunction } from 'i18next';
import { chineseTypesetting } from '../../src/i18n/chinese-typesetting.ts';
import { sharedI18nOptions } from '../../src/i18n/i18n-options.ts';
import { defaultLanguage, type Language } from '../../src/i18n/languages.ts';
import { pageNamespaces } from '../../src/pages/page-namespaces.ts';
import { loadResources } from '../prerender.ts';

/**
 * The namespaces a sheet reads: the model page's own, in its order (so an unprefixed key
 * resolves where the page resolves it), and the contact page's, for the channels' names.
 */
const sheetNamespaces = [...pageNamespaces.model, 'contact'];

/**
 * The model page's texts, for the spec sheets: the namespaces the content step wrote for the
 * site, in an i18next configured like the site's, Chinese typesetting included, so a sheet
 * words every label and figure as the page does.
 */
export async function loadSheetTexts(): Promise<(lang: Language) => TFunction> {
  const instance = createInstance().use(chineseTypesetting);
  await instance.init({
    ...sharedI18nOptions,
    lng: defaultLanguage,
    ns: sheetNamespaces,
    defaultNS: sheetNamespaces[0],
    resources: await loadResources(),
    initAsync: false,
  });
  return (lang) => instance.getFixedT(lang, sheetNamespaces);
}
