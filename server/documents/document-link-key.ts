import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { ConfigError } from '../config.ts';
import type { LeadsConfig } from '../leads/leads-config.ts';
import { documentLinkKeyMinBytes } from './document-link.ts';

/**
 * The key download links are signed with. DOCUMENT_LINK_KEY when set (required with
 * PostgreSQL, so every instance signs and checks alike); otherwise, with the embedded SQLite
 * store, a random key the first start writes beside the database, readable by the server's
 * user only, so links stay valid across restarts and die with the database they belong to.
 */
export async function loadDocumentLinkKey(source: LeadsConfig['documentLinkKey']): Promise<Buffer> {
  if (source.kind === 'environment') return Buffer.from(source.key, 'utf8');
  const fresh = randomBytes(32).toString('hex');
  try {
    // 'wx': never overwrite a key another process wrote a moment ago; read that one instead.
    await writeFile(source.path, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    // The mode is subject to the umask at creation; set it outright.
    await chmod(source.path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(
        `The download link key cannot be written to ${source.path}: ${(error as Error).message}. ` +
          'Make its folder writable, or set DOCUMENT_LINK_KEY.',
        { cause: error },
      );
    }
  }
  const key = (await readFile(source.path, 'utf8')).trim();
  if (Buffer.byteLength(key) < documentLinkKeyMinBytes) {
    throw new ConfigError(
      `The download link key in ${source.path} is shorter than ${documentLinkKeyMinBytes} ` +
        'characters: delete the file to have a new one made (links sent so far stop working), ' +
        'or set DOCUMENT_LINK_KEY.',
    );
  }
  return Buffer.from(key, 'utf8');
}
