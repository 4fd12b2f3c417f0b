import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { clientDir, projectRoot } from '../../scripts/build-layout.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';

const vnuJar = path.join(projectRoot, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Every HTML file the build publishes: one per page and language, the bare root and 404.html. */
async function builtHtmlFiles(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && (entry.name === 'index.html' || entry.name === '404.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function describeMessage(message: VnuMessage): string {
  const file = message.url ? path.relative(clientDir, new URL(message.url).pathname) : '(checker)';
  const where = message.lastLine === undefined ? file : `${file}:${message.lastLine}`;
  const extract = message.extract ? `\n    ${message.extract.replaceAll('\n', '↵')}` : '';
  return `${where}: ${message.message}${extract}`;
}

test('the prerendered HTML is valid per the Nu HTML Checker', { timeout: 180_000 }, async () => {
  const files = await builtHtmlFiles();
  // The root and 404.html come on top of the pages; fewer files means a page was not written.
  expect(files.length).toBeGreaterThanOrEqual(allPagePaths().length + 2);

  // One Java start for all files: starting the checker costs far more than checking a page. The
  // report goes to stdout and the exit code stays 0, so findings arrive as JSON to list here
  // rather than as a failed process, and Java's own warnings on stderr cannot corrupt them.
  const { stdout } = await promisify(execFile)(
    'java',
    [
      '-jar',
      vnuJar,
      '--errors-only',
      '--exit-zero-always',
      '--stdout',
      '--format',
      'json',
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: 170_000 },
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ENOENT'
      ? new Error('The HTML check needs Java 17+: npm test installs default-jre-headless.')
      : error;
  });
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const errors = messages.filter((message) => message.type !== 'info').map(describeMessage);
  expect(errors.length, `HTML errors:\n${errors.join('\n')}\n`).toBe(0);
});
