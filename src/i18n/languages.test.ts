import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  languageFromAcceptLanguage,
  languageFromPath,
  toSupportedLanguage,
} from './languages.ts';

describe('isLanguage', () => {
  it('accepts exactly the two supported codes', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('zh')).toBe(true);
  });

  it.each([['fr'], ['EN'], ['zh-CN'], [' en'], [''], ['ar'], [null], [undefined], [1], [{}]])(
    'refuses %j (SPEC §5: any other code is ignored)',
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

describe('languageFromAcceptLanguage', () => {
  it('takes the first supported tag when no q-values are given', () => {
    expect(languageFromAcceptLanguage('zh-CN,zh,en-US,en')).toBe('zh');
    expect(languageFromAcceptLanguage('en-GB,zh-CN')).toBe('en');
  });

  it('skips unsupported languages', () => {
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,zh;q=0.8,en;q=0.7')).toBe('zh');
  });

  it('orders by q-value, not by position', () => {
    expect(languageFromAcceptLanguage('zh-CN;q=0.5, en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('en;q=0.1, fr, zh-TW;q=0.2')).toBe('zh');
  });

  it('keeps header order between equal q-values', () => {
    expect(languageFromAcceptLanguage('zh;q=0.8, en;q=0.8')).toBe('zh');
    expect(languageFromAcceptLanguage('en;q=0.8, zh;q=0.8')).toBe('en');
  });

  it('refuses a tag with q=0, even when it is the only supported one', () => {
    expect(languageFromAcceptLanguage('zh;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('zh-CN;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage('zh;q=0.000, fr')).toBeUndefined();
  });

  it('reads parameter names case-insensitively (RFC 9110: "Q=0" refuses too)', () => {
    expect(languageFromAcceptLanguage('zh;Q=0, en;Q=0.5')).toBe('en');
  });

  it('tolerates spaces around separators and parameters', () => {
    expect(languageFromAcceptLanguage('  fr ;q=0.9 ,  zh-CN ; q=0.8 ')).toBe('zh');
  });

  it('ignores other parameters next to q', () => {
    expect(languageFromAcceptLanguage('zh;level=1;q=0.2, en;q=0.1')).toBe('zh');
  });

  it('treats an unreadable q-value as a refusal rather than a preference', () => {
    expect(languageFromAcceptLanguage('zh;q=high, en;q=0.1')).toBe('en');
  });

  it.each([[undefined], [''], [','], [';;;'], [';q=1'], ['  , ,'], ['q=1'], ['***']])(
    'gives undefined for the malformed or empty header %j',
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeUndefined();
    },
  );

  it('does not turn a wildcard into a language: the caller falls back to its default', () => {
    expect(languageFromAcceptLanguage('*')).toBeUndefined();
    expect(languageFromAcceptLanguage('fr, *;q=0.5')).toBeUndefined();
    expect(languageFromAcceptLanguage('*, zh;q=0.5')).toBe('zh');
  });
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
