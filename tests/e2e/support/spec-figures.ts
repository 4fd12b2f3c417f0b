import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../scripts/build-layout.ts';
import type { Language } from '../../../src/i18n/languages.ts';

/**
 * The figures of every drone model as its page must show them, in English and Chinese, read
 * from the tables of docs/requirements/catalogue.md ("Detailed figures per model"). They are
 * written by hand there, not computed by the site's code, so a formatting or data slip on the
 * page cannot also slip into what the test expects. Keyed by model slug, then by the page's
 * `data-spec` attribute.
 *
 * Figures the requirements do not give are not there: the catalogue marks them `editorial` (or
 * shows them "on request"), and the model-page test checks that every other row is one of those.
 */
type Shown = Readonly<Record<Language, string>>;

export const catalogueRequirementsFile = path.join(
  projectRoot,
  'docs',
  'requirements',
  'catalogue.md',
);

/** The cells of a Markdown table's rows, the header row first, the `---` row left out. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

/** A model's heading reads "### ZS-VT15 (`zs-VT15`)": the name, then the slug in backticks. */
const modelHeading = /^### .*\(`([^`]+)`\)$/gm;

export function readSpecFigures(markdown: string): Record<string, Record<string, Shown>> {
  const start = markdown.search(/^## Detailed figures per model$/m);
  if (start < 0) throw new Error('catalogue.md has no "Detailed figures per model" section');
  const end = markdown.indexOf('\n## ', start);
  const section = markdown.slice(start, end < 0 ? undefined : end);
  const headings = [...section.matchAll(modelHeading)];
  return Object.fromEntries(
    headings.map((heading, index) => {
      const body = section.slice(heading.index, headings[index + 1]?.index);
      const [header = [], ...rows] = tableRows(body);
      const column = (name: string): number => {
        const found = header.indexOf(name);
        if (found < 0) throw new Error(`${heading[1]}: the table has no "${name}" column`);
        return found;
      };
      const [key, en, zh] = [column('Key'), column('English'), column('Chinese')];
      const figures = rows.map((cells): [string, Shown] => {
        const [name, english, chinese] = [cells[key], cells[en], cells[zh]];
        if (!name || !english || !chinese) {
          throw new Error(
            `${heading[1]}: a row lacks its key or a language: | ${cells.join(' | ')} |`,
          );
        }
        return [name, { en: english, zh: chinese }];
      });
      if (new Set(figures.map(([name]) => name)).size !== figures.length) {
        throw new Error(`${heading[1]}: a key appears twice`);
      }
      return [heading[1] ?? '', Object.fromEntries(figures)];
    }),
  );
}

export const specFigures = readSpecFigures(readFileSync(catalogueRequirementsFile, 'utf8'));
