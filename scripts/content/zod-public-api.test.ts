import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../build-layout.ts';

/*
 * The content model reads its schemas through zod's public API only (decision 083): a zod
 * upgrade may change its internals (its fields whose names start with an underscore) without
 * notice, and the editor's configuration would then silently lose a rule.
 */

const searched = ['src', 'server', 'scripts', 'tests'];
const codeFile = /\.(ts|tsx|mts|cts|js|mjs)$/;
// Written in two parts so that this file does not find itself.
const internals = new RegExp(['\\b_', 'zod\\b|\\._', 'def\\b'].join(''));

function codeFilesUnder(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && codeFile.test(file.name))
    .map((file) => path.relative(projectRoot, path.join(file.parentPath, file.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'));
}

describe("zod's internals", () => {
  it('are read nowhere in the project', () => {
    const readers = searched.flatMap(codeFilesUnder).flatMap((file) =>
      readFileSync(path.join(projectRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (internals.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(readers).toEqual([]);
  });
});
