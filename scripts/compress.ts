import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The brotli bytes the server sends for `content`: quality 11, as the build writes them. */
export function brotliBytes(content: Buffer | string): Promise<Buffer> {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return brotli(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/** Writes the pre-compressed twins (`.br`, `.gz`) the server picks from by Accept-Encoding. */
export async function writeCompressedTwins(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([brotliBytes(content), gzip(content, { level: 9 })]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
