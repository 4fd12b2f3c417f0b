import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDocumentLinkKey } from './document-link-key.ts';

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'document-link-key-'));
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('the download link key', () => {
  it('is DOCUMENT_LINK_KEY when set', async () => {
    const key = await loadDocumentLinkKey({
      kind: 'environment',
      key: 'from-the-environment-0123456789abcdef',
    });
    expect(key.toString('utf8')).toBe('from-the-environment-0123456789abcdef');
  });

  it('is made on the first start, kept beside the database for the server alone, and kept', async () => {
    const file = path.join(folder, 'document-link.key');
    const first = await loadDocumentLinkKey({ kind: 'file', path: file });
    expect(first.toString('utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadDocumentLinkKey({ kind: 'file', path: file });
    expect(again.equals(first)).toBe(true);
  });

  it('refuses a key file too short to sign with', async () => {
    const file = path.join(folder, 'document-link.key');
    await writeFile(file, 'short\n');
    await expect(loadDocumentLinkKey({ kind: 'file', path: file })).rejects.toThrow(
      /shorter than 32 characters: delete the file/,
    );
  });
});
