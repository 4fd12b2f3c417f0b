import { createInstance, type i18n, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { chineseTypesetting } from './chinese-typesetting.ts';
import { sharedI18nOptions } from './i18n-options.ts';
import { rememberTexts } from './remembered-texts.ts';

const bundles = {
  en: {
    common: {
      nav: { about: 'About' },
      found_one: 'Found {{count}} product',
      found_other: 'Found {{count}} products',
      features: ['Fast', 'Quiet'],
    },
  },
  zh: { common: { nav: { about: '关于我们' } } },
};

async function siteI18n(): Promise<i18n> {
  const instance = createInstance().use(chineseTypesetting);
  await instance.init({
    ...sharedI18nOptions,
    lng: 'en',
    ns: ['common'],
    resources: structuredClone(bundles),
    initAsync: false,
  });
  return instance;
}

/** `t` of `instance` for `lng`, remembered, with a count of the calls that reached i18next. */
function countedT(instance: i18n, lng: string) {
  const fixed = instance.getFixedT(lng, 'common');
  const calls = { count: 0 };
  const counting = ((...args: Parameters<TFunction>) => {
    calls.count += 1;
    return fixed(...args);
  }) as TFunction;
  return { t: rememberTexts(instance, `${lng}|common`, counting), calls };
}

describe('rememberTexts', () => {
  it('resolves a text once and gives the same text on every later call', async () => {
    const { t, calls } = countedT(await siteI18n(), 'en');
    expect(t('nav.about')).toBe('About');
    expect(t('nav.about')).toBe('About');
    expect(calls.count).toBe(1);
  });

  it('tells calls apart by their options, and by language', async () => {
    const instance = await siteI18n();
    const { t, calls } = countedT(instance, 'en');
    expect(t('found', { count: 1 })).toBe('Found 1 product');
    expect(t('found', { count: 2 })).toBe('Found 2 products');
    // i18next chooses a plural form for a number only: the text "2" is another call.
    const direct = instance.getFixedT('en', 'common');
    expect(t('found', { count: '2' })).toBe(direct('found', { count: '2' }));
    expect(t('found', { count: 2 })).toBe('Found 2 products');
    expect(t('nav.about')).toBe('About');
    expect(countedT(instance, 'zh').t('nav.about')).toBe('关于我们');
    expect(calls.count).toBe(4);
  });

  it('shares what one component resolved with every other one on the same store', async () => {
    const instance = await siteI18n();
    countedT(instance, 'en').t('nav.about');
    // Another instance over the same store, as i18next's cloneInstance makes.
    const copy = Object.create(
      Object.getPrototypeOf(instance) as object,
      Object.getOwnPropertyDescriptors(instance),
    ) as i18n;
    const second = countedT(copy, 'en');
    expect(second.t('nav.about')).toBe('About');
    expect(second.calls.count).toBe(0);
  });

  it('resolves again once bundles are added, as when a missing text arrives', async () => {
    const instance = await siteI18n();
    const { t } = countedT(instance, 'en');
    expect(t('nav.contact')).toBe('nav.contact');
    instance.addResourceBundle('en', 'common', { nav: { contact: 'Contact' } }, true, true);
    expect(t('nav.contact')).toBe('Contact');
    expect(t('nav.about')).toBe('About');
  });

  it('passes through what it cannot remember: object options, fallback keys, objects', async () => {
    const { t, calls } = countedT(await siteI18n(), 'en');
    const twice = (read: () => unknown) => [read(), read()];
    expect(twice(() => t('nav.about', { context: { a: 1 } } as never))).toEqual(['About', 'About']);
    expect(twice(() => t(['nav.none', 'nav.about']))).toEqual(['About', 'About']);
    expect(twice(() => t('features', { returnObjects: true }))).toEqual([
      ['Fast', 'Quiet'],
      ['Fast', 'Quiet'],
    ]);
    expect(calls.count).toBe(6);
  });
});
