import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { sharedI18nOptions } from './i18n-options.ts';
import { keyRecorder, pickKeys } from './key-recorder.ts';

const bundles = {
  common: {
    nav: { home: 'Home', about: 'About' },
    found_one: '{{count}} product',
    found_other: '{{count}} products',
    greeting: 'Hello, $t(common:nav.home)',
    list: { a: 'A', b: 'B' },
  },
  pages: { home: { heading: 'Welcome' }, about: { heading: 'About us' } },
};

async function recorded(read: (t: TFunction) => void) {
  const recorder = keyRecorder('en');
  const instance = createInstance().use(recorder.plugin);
  await instance.init({
    ...sharedI18nOptions,
    ...recorder.options,
    lng: 'en',
    ns: Object.keys(bundles),
    resources: { en: bundles },
    initAsync: false,
  });
  read(instance.getFixedT('en'));
  return recorder.keys;
}

describe('keyRecorder', () => {
  it('notes the keys found, by namespace, and not the ones missing', async () => {
    const keys = await recorded((t) => {
      t('nav.home');
      t('pages:home.heading');
      t('nav.nowhere');
    });
    expect(keys).toEqual(
      new Map([
        ['common', new Set(['nav.home'])],
        ['pages', new Set(['home.heading'])],
      ]),
    );
  });

  it('notes the plural form a count chose and the keys a text nests', async () => {
    const keys = await recorded((t) => {
      t('found', { count: 3 });
      t('greeting');
    });
    expect([...(keys.get('common') ?? [])].sort()).toEqual(['found_other', 'greeting', 'nav.home']);
  });
});

describe('pickKeys', () => {
  it('keeps the nesting of the files and only the keys named', () => {
    const keys = new Map([['common', new Set(['nav.home', 'list'])]]);
    expect(pickKeys(bundles, keys, ['common'])).toEqual({
      common: { nav: { home: 'Home' }, list: { a: 'A', b: 'B' } },
    });
  });

  it('adds the other plural forms, so a new count finds its text', () => {
    const keys = new Map([['common', new Set(['found_other'])]]);
    expect(pickKeys(bundles, keys, ['common'])).toEqual({
      common: { found_one: '{{count}} product', found_other: '{{count}} products' },
    });
  });

  it('holds every declared namespace, empty when none of its keys was read', () => {
    const keys = new Map([['common', new Set(['nav.about'])]]);
    expect(pickKeys(bundles, keys, ['common', 'pages'])).toEqual({
      common: { nav: { about: 'About' } },
      pages: {},
    });
  });
});
