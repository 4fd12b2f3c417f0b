import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './build-layout.ts';

const decisionsDir = path.join(projectRoot, 'docs', 'decisions');
const searched = ['src', 'server', 'scripts', 'tests', 'docs', 'README.md'];

function filesUnder(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && /\.(ts|tsx|md)$/.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

/**
 * A comment that cites a decision record sends the reader there for the why; a citation of a
 * file that does not exist (a renamed record, a typo) leaves them with nothing.
 */
describe('citations of decision records', () => {
  const decisions = readdirSync(decisionsDir).filter((name) => name.endsWith('.md'));
  const citations = searched.flatMap(filesUnder).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/decisions\/(\d{3})(-[a-z0-9-]+\.md)?/g)].map(
      (match) => ({
        file: path.relative(projectRoot, file),
        number: match[1] ?? '',
        name: match[2] ? `${match[1]}${match[2]}` : undefined,
      }),
    ),
  );

  it('finds the citations to check', () => {
    expect(citations.length).toBeGreaterThan(10);
  });

  it('names only records that exist', () => {
    const broken = citations
      .filter(({ number, name }) =>
        name ? !decisions.includes(name) : !decisions.some((d) => d.startsWith(`${number}-`)),
      )
      .map(({ file, number, name }) => `${file}: ${name ?? number}`);
    expect(broken).toEqual([]);
  });
});
