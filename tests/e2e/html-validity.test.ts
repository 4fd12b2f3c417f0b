import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { clientDir } from '../../scripts/build-layout.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { htmlErrors } from './support/html-checker.ts';

/** Every HTML file the build publishes: one per page and language, the bare root and 404.html. */
async function builtHtmlFiles(): Promise<string[]> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && (entry.name === 'index.html' || entry.name === '404.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

test('the prerendered HTML is valid per the Nu HTML Checker', { timeout: 180_000 }, async () => {
  const files = await builtHtmlFiles();
  // The root and 404.html come on top of the pages; fewer files means a page was not written.
  expect(files.length).toBeGreaterThanOrEqual(allPagePaths().length + 2);

  const errors = await htmlErrors(files, { folder: clientDir, timeoutMs: 170_000 });
  expect(errors.length, `HTML errors:\n${errors.join('\n')}\n`).toBe(0);
});
