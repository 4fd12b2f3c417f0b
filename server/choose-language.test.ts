import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language.ts';

function choose(
  query = '',
  cookie: string | undefined = undefined,
  acceptLanguage: string | undefined = undefined,
) {
  return chooseLanguage({ query: new URLSearchParams(query), cookie, acceptLanguage });
}

describe('chooseLanguage (the required order, as far as a server can see)', () => {
  it('falls back to en when nothing says otherwise', () => {
    expect(choose()).toBe('en');
    expect(choose('', '', '')).toBe('en');
    expect(choose('', undefined, 'fr-FR, de;q=0.5')).toBe('en');
  });

  it('puts the lng query parameter first', () => {
    expect(choose('lng=zh', 'i18next=en', 'en')).toBe('zh');
    expect(choose('x=1&lng=en', 'i18next=zh', 'zh-CN')).toBe('en');
  });

  it('ignores an unsupported or regional lng and moves on', () => {
    expect(choose('lng=fr', 'i18next=zh')).toBe('zh');
    expect(choose('lng=zh-CN', undefined, 'en')).toBe('en');
    expect(choose('lng=', undefined, 'zh')).toBe('zh');
  });

  it('uses the i18next cookie before the browser language', () => {
    expect(choose('', 'i18next=zh', 'en-US,en')).toBe('zh');
    expect(choose('', 'theme=dark; i18next=zh; other=1', 'en')).toBe('zh');
    expect(choose('', 'i18next=en', 'zh-CN')).toBe('en');
  });

  it('reads only the cookie named exactly i18next', () => {
    expect(choose('', 'xi18next=zh; i18nextLng=zh', 'en')).toBe('en');
  });

  it('ignores an unsupported or undecodable cookie value', () => {
    expect(choose('', 'i18next=fr', 'zh')).toBe('zh');
    expect(choose('', 'i18next=%E0%A4%A', 'zh')).toBe('zh');
    expect(choose('', 'i18next=', 'zh')).toBe('zh');
  });

  it('decodes a percent-encoded cookie value', () => {
    expect(choose('', 'i18next=%7A%68', 'en')).toBe('zh');
  });

  it('then honours Accept-Language with its q-values', () => {
    expect(choose('', undefined, 'zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(choose('', undefined, 'zh;q=0.4, en;q=0.6')).toBe('en');
    expect(choose('', undefined, 'zh;q=0')).toBe('en');
  });
});
