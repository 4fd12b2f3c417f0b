import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromPath, toSupportedLanguage } from './languages.ts';

describe('isLanguage', () => {
  it('accepts exactly the two supported codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('zh')).toBe(true);
  });

  it.each([['fr'], ['EN'], ['zh-CN'], [' en'], [''], ['ar'], [null], [undefined], [1], [{}]])(
    'refuses %j (any other code is ignored)',
    (value) => {
      expect(isLanguage(value)).toBe(false);
    },
  );
});

describe('toSupportedLanguage', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-Hans-TW', 'zh'],
    ['zh_TW', 'zh'],
    ['ZH-hk', 'zh'],
    ['en-GB', 'en'],
    [' en-US ', 'en'],
    ['en', 'en'],
  ])('maps %j to %j', (tag, expected) => {
    expect(toSupportedLanguage(tag)).toBe(expected);
  });

  it.each([['fr'], ['fr-FR'], ['english'], ['zhx'], ['*'], [''], ['   '], [null], [undefined]])(
    'gives undefined for %j',
    (tag) => {
      expect(toSupportedLanguage(tag)).toBeUndefined();
    },
  );
});

describe('languageFromPath', () => {
  it.each([
    ['/en', 'en'],
    ['/zh', 'zh'],
    ['/en/', 'en'],
    ['/zh/products/vtol/zs-VT15', 'zh'],
  ])('reads the prefix of %j', (pathname, expected) => {
    expect(languageFromPath(pathname)).toBe(expected);
  });

  it.each([['/'], [''], ['/about'], ['/EN/about'], ['/english'], ['/zh-CN/about'], ['en/about']])(
    'gives undefined for %j',
    (pathname) => {
      expect(languageFromPath(pathname)).toBeUndefined();
    },
  );
});
