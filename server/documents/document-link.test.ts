import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DocumentLinks, documentLinkLifetimeMs } from './document-link.ts';

const links = new DocumentLinks(randomBytes(32));
const now = Date.parse('2026-11-27T02:00:00Z');

function parts(link: string) {
  const url = new URL(link, 'https://www.example.com');
  return {
    pathname: url.pathname,
    query: Object.fromEntries(url.searchParams) as { expires?: string; signature?: string },
  };
}

function check(link: string, at = now, signer = links) {
  const { pathname, query } = parts(link);
  return signer.verify(pathname, query, at);
}

describe('signed document links', () => {
  const { link } = links.sign('zs-VT15.specSheet.zh', now);

  it('says when the link it signed expires, as the link states it', () => {
    expect(links.sign('zs-VT15.specSheet.zh', now).expiresAt).toEqual(
      new Date(now + documentLinkLifetimeMs),
    );
  });

  it('names the one document and accepts the link it signed', () => {
    expect(link).toMatch(
      /^\/documents\/zs-VT15\.specSheet\.zh\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );
    expect(check(link)).toEqual({
      valid: true,
      documentId: 'zs-VT15.specSheet.zh',
      expiresAt: new Date(now + documentLinkLifetimeMs),
    });
  });

  it('expires after seven days', () => {
    expect(check(link, now + documentLinkLifetimeMs - 1000).valid).toBe(true);
    expect(check(link, now + documentLinkLifetimeMs)).toEqual({
      valid: false,
      reason: 'expired',
      documentId: 'zs-VT15.specSheet.zh',
    });
  });

  it('refuses the link with any one character changed', () => {
    const refused: string[] = [];
    for (let index = 0; index < link.length; index += 1) {
      const original = link.charAt(index);
      const replacement = original === 'A' ? 'B' : 'A';
      const changed = link.slice(0, index) + replacement + link.slice(index + 1);
      const result = check(changed);
      if (!result.valid) refused.push(changed);
    }
    expect(refused).toHaveLength(link.length);
  });

  it('refuses a signature made for another document', () => {
    const english = parts(links.sign('zs-VT15.specSheet.en', now).link);
    expect(links.verify('/documents/zs-VT15.specSheet.zh.pdf', english.query, now)).toEqual({
      valid: false,
      reason: 'invalid',
    });
  });

  it('refuses a link signed with another key', () => {
    const other = new DocumentLinks(randomBytes(32));
    expect(check(other.sign('zs-VT15.specSheet.zh', now).link)).toEqual({
      valid: false,
      reason: 'invalid',
    });
    expect(check(link, now, other).valid).toBe(false);
  });

  it('refuses an address without a signature, or with a later expiry than it was signed for', () => {
    expect(links.verify('/documents/zs-VT15.specSheet.zh.pdf', {}, now).valid).toBe(false);
    const { query } = parts(link);
    expect(
      links.verify(
        '/documents/zs-VT15.specSheet.zh.pdf',
        { ...query, expires: String(Number(query.expires) + 86_400) },
        now,
      ).valid,
    ).toBe(false);
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => new DocumentLinks(randomBytes(16))).toThrow(/at least 32 bytes/);
  });
});
