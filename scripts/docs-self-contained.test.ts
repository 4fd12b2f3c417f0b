import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './build-layout.ts';

const decisionsDir = path.join(projectRoot, 'docs', 'decisions');
const indexFile = path.join(decisionsDir, 'README.md');
const searched = ['src', 'server', 'scripts', 'tests', 'docs', 'README.md', 'content'];
const textFile = /\.(ts|tsx|js|mjs|cjs|md|yaml|yml|json|css|html|txt)$/;

function textFilesUnder(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && textFile.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

const records = readdirSync(decisionsDir).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name));
const statusLine = /^Status: (accepted|superseded by (\d{3})) · (\d{4}-\d{2}-\d{2})$/;

/** A record's title, status and date, as its first three lines give them. */
function headOf(name: string) {
  const [title = '', blank, status = ''] = readFileSync(path.join(decisionsDir, name), 'utf8')
    .split('\n')
    .slice(0, 3);
  return { title, blank, status, match: statusLine.exec(status) };
}

describe('decision records', () => {
  it('finds the records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('%s opens with "# NNN Title", a blank line and its status line', (name) => {
    const { title, blank, status, match } = headOf(name);
    expect(title.startsWith(`# ${name.slice(0, 3)} `), title).toBe(true);
    expect(blank).toBe('');
    expect(match, `"${status}" is not "Status: accepted · YYYY-MM-DD"`).not.toBeNull();
  });

  it('names only existing, later records as the ones that replaced others', () => {
    const wrong = records.flatMap((name) => {
      const by = headOf(name).match?.[2];
      if (!by) return [];
      const replacing = records.find((other) => other.startsWith(`${by}-`));
      return replacing && by > name.slice(0, 3) ? [] : [`${name}: superseded by ${by}`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists every record in the index, with its status and date, and nothing else', () => {
    const index = readFileSync(indexFile, 'utf8');
    const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) *\|.*$/gm)];
    const listed = rows.map((row) => row[2]);
    expect([...listed].sort()).toEqual([...records].sort());
    const disagreeing = rows.flatMap((row) => {
      const name = row[2] ?? '';
      const cells = row[0].split('|').map((cell) => cell.trim());
      const { match } = existsSync(path.join(decisionsDir, name)) ? headOf(name) : { match: null };
      return match && cells[3] === match[1] && cells[4] === match[3] ? [] : [row[0]];
    });
    expect(disagreeing).toEqual([]);
  });
});

/**
 * The repository cites only what it holds: the product's requirements are in docs/requirements,
 * the house rules in docs/architecture.md. A section number of the old outside spec, or the name
 * of the old outside architecture file, sends a newcomer to a document they do not have. The
 * patterns are built from parts so this file does not match itself.
 */
describe('citations of documents outside the repository', () => {
  const outside = [new RegExp(['SPEC', '§\\s*\\d'].join(' ')), /\bARCHITECTURE(\.md|\s+rule)/];
  const files = searched.flatMap(textFilesUnder);

  it('searches the code, tests, docs and content', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('finds none', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          outside.some((pattern) => pattern.test(line))
            ? [`${path.relative(projectRoot, file)}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
