import { describe, expect, it } from 'vitest';
import {
  preferredCoding,
  preferredLanguage,
  prefersHtml,
  type ContentCoding,
} from './negotiate.ts';

const both = () => true;
const only =
  (...codings: ContentCoding[]) =>
  (coding: ContentCoding) =>
    codings.includes(coding);

describe('preferredCoding', () => {
  it('sends the plain file when the client names no coding', () => {
    expect(preferredCoding(undefined, both)).toBeUndefined();
    expect(preferredCoding('', both)).toBeUndefined();
    expect(preferredCoding('identity', both)).toBeUndefined();
    expect(preferredCoding('deflate, zstd', both)).toBeUndefined();
  });

  it('prefers brotli when the client accepts both equally', () => {
    expect(preferredCoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(preferredCoding('gzip;q=0.8, br;q=0.8', both)).toBe('br');
  });

  it('follows the client when it prefers gzip by q-value', () => {
    expect(preferredCoding('gzip;q=1, br;q=0.5', both)).toBe('gzip');
  });

  it('refuses a coding with q=0', () => {
    expect(preferredCoding('br;q=0, gzip', both)).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(preferredCoding('br;Q=0, gzip', both)).toBe('gzip');
  });

  it('reads the wildcard, and lets an explicit q=0 override it', () => {
    expect(preferredCoding('*', both)).toBe('br');
    expect(preferredCoding('*;q=0', both)).toBeUndefined();
    expect(preferredCoding('br;q=0, *', both)).toBe('gzip');
  });

  it('ignores case and spaces', () => {
    expect(preferredCoding('  GZIP ; q=0.9 ', both)).toBe('gzip');
  });

  it('only offers variants that exist', () => {
    expect(preferredCoding('br', only('gzip'))).toBeUndefined();
    expect(preferredCoding('br, gzip', only('gzip'))).toBe('gzip');
    expect(preferredCoding('br, gzip', only())).toBeUndefined();
  });

  it('gives the same answer the second time (the answers are cached per header)', () => {
    expect(preferredCoding('gzip;q=0.5, br', both)).toBe('br');
    expect(preferredCoding('gzip;q=0.5, br', only('gzip'))).toBe('gzip');
  });
});

describe('preferredLanguage', () => {
  it('takes the first supported tag when no q-values are given', () => {
    expect(preferredLanguage('zh-CN,zh,en-US,en')).toBe('zh');
    expect(preferredLanguage('en-GB,zh-CN')).toBe('en');
  });

  it('skips unsupported languages', () => {
    expect(preferredLanguage('fr-FR,fr;q=0.9,zh;q=0.8,en;q=0.7')).toBe('zh');
  });

  it('orders by q-value, not by position', () => {
    expect(preferredLanguage('zh-CN;q=0.5, en;q=0.9')).toBe('en');
    expect(preferredLanguage('en;q=0.1, fr, zh-TW;q=0.2')).toBe('zh');
  });

  it('keeps header order between equal q-values', () => {
    expect(preferredLanguage('zh;q=0.8, en;q=0.8')).toBe('zh');
    expect(preferredLanguage('en;q=0.8, zh;q=0.8')).toBe('en');
  });

  it('refuses a tag with q=0, even when it is the only supported one', () => {
    expect(preferredLanguage('zh;q=0, en;q=0.1')).toBe('en');
    expect(preferredLanguage('zh-CN;q=0')).toBeUndefined();
    expect(preferredLanguage('zh;q=0.000, fr')).toBeUndefined();
  });

  it('reads parameter names case-insensitively (RFC 9110: "Q=0" refuses too)', () => {
    expect(preferredLanguage('zh;Q=0, en;Q=0.5')).toBe('en');
  });

  it('tolerates spaces around separators and parameters', () => {
    expect(preferredLanguage('  fr ;q=0.9 ,  zh-CN ; q=0.8 ')).toBe('zh');
  });

  it('ignores other parameters next to q', () => {
    expect(preferredLanguage('zh;level=1;q=0.2, en;q=0.1')).toBe('zh');
  });

  it('treats an unreadable q-value as a refusal rather than a preference', () => {
    expect(preferredLanguage('zh;q=high, en;q=0.1')).toBe('en');
  });

  it('reads any Chinese variant as zh', () => {
    expect(preferredLanguage('zh-Hans-CN')).toBe('zh');
    expect(preferredLanguage('ZH-tw, en;q=0.5')).toBe('zh');
  });

  it.each([[undefined], [''], [','], [';;;'], [';q=1'], ['  , ,'], ['q=1'], ['***']])(
    'gives undefined for the malformed or empty header %j',
    (header) => {
      expect(preferredLanguage(header)).toBeUndefined();
    },
  );

  it('reads a wildcard as RFC 4647 does: any language, English listed first', () => {
    expect(preferredLanguage('*')).toBe('en');
    expect(preferredLanguage('fr, *;q=0.5')).toBe('en');
    // The wildcard's q=1 ranks every language not named above zh's 0.5.
    expect(preferredLanguage('*, zh;q=0.5')).toBe('en');
    expect(preferredLanguage('zh, *;q=0.5')).toBe('zh');
  });
});

describe('prefersHtml', () => {
  it('gives a browser form post its page', () => {
    expect(prefersHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(
      true,
    );
  });

  it.each([[undefined], [''], ['*/*'], ['application/json'], ['text/html;q=0'], ['nonsense;;']])(
    'gives JSON to %j',
    (accept) => {
      expect(prefersHtml(accept)).toBe(false);
    },
  );

  it('follows q-values between the two', () => {
    expect(prefersHtml('application/json;q=0.4, text/html;q=0.5')).toBe(true);
    expect(prefersHtml('text/html;q=0.4, application/json')).toBe(false);
  });
});
