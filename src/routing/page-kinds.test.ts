import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collections } from '../content/collections.ts';
import { pageKinds, type PageKind } from './page-kinds.ts';

const kinds = Object.keys(pageKinds) as PageKind[];

describe('the page registry', () => {
  it.each(kinds)('names a screen of the %s kind that exists and exports its component', (kind) => {
    const file = `src/pages/${pageKinds[kind].module}`;
    expect(existsSync(file), file).toBe(true);
    const component = pageKinds[kind].module
      .replace(/\.tsx$/, '')
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join('');
    expect(readFileSync(file, 'utf8')).toContain(`export function ${component}(`);
  });

  it('gives each page of texts only its own file in the Pages collection', () => {
    const pages = collections.find((collection) => collection.name === 'pages');
    const files = pages?.kind === 'files' ? pages.files.map(({ name, file }) => [name, file]) : [];
    const textOnly = kinds.filter((kind) => pageKinds[kind].content);
    for (const kind of textOnly) expect(files).toContainEqual([kind, `pages/${kind}.yaml`]);
    // No two entries of the collection write one file.
    expect(new Set(files.map(([, file]) => file)).size).toBe(files.length);
  });
});
