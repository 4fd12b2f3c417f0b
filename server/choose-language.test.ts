import { describe, expect, it } from 'vitest';
import type { Language } from '../src/i18n/languages.ts';
import { chooseLanguage } from './choose-language.ts';

/** What a request says of its language, and the language it must be given. */
type Case = [
  query: string,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
  Language,
];

describe('chooseLanguage (the required order, as far as a server can see)', () => {
  it.each<Case>([
    // It falls back to en when nothing says otherwise.
    ['', undefined, undefined, 'en'],
    ['', '', '', 'en'],
    ['', undefined, 'fr-FR, de;q=0.5', 'en'],
    // It puts the lng query parameter first.
    ['lng=zh', 'i18next=en', 'en', 'zh'],
    ['x=1&lng=en', 'i18next=zh', 'zh-CN', 'en'],
    // It ignores an unsupported or regional lng and moves on.
    ['lng=fr', 'i18next=zh', undefined, 'zh'],
    ['lng=zh-CN', undefined, 'en', 'en'],
    ['lng=', undefined, 'zh', 'zh'],
    // It uses the i18next cookie before the browser language.
    ['', 'i18next=zh', 'en-US,en', 'zh'],
    ['', 'theme=dark; i18next=zh; other=1', 'en', 'zh'],
    ['', 'i18next=en', 'zh-CN', 'en'],
    // It reads only the cookie named exactly i18next.
    ['', 'xi18next=zh; i18nextLng=zh', 'en', 'en'],
    // It ignores an unsupported or undecodable cookie value.
    ['', 'i18next=fr', 'zh', 'zh'],
    ['', 'i18next=%E0%A4%A', 'zh', 'zh'],
    ['', 'i18next=', 'zh', 'zh'],
    // It decodes a percent-encoded cookie value.
    ['', 'i18next=%7A%68', 'en', 'zh'],
    // Then it honours Accept-Language with its q-values.
    ['', undefined, 'zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['', undefined, 'zh;q=0.4, en;q=0.6', 'en'],
    ['', undefined, 'zh;q=0', 'en'],
  ])('query %j, cookie %j, Accept-Language %j → %s', (query, cookie, acceptLanguage, chosen) => {
    expect(chooseLanguage({ query: new URLSearchParams(query), cookie, acceptLanguage })).toBe(
      chosen,
    );
  });
});
