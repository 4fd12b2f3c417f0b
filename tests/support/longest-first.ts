import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser test files that take longest, longest first. Vitest orders files by their last
 * run's durations, which a fresh checkout (CI) does not have: there it starts the largest files
 * first, and these, started last, would run on alone after the rest had finished
 * (docs/decisions/047-test-order.md). A file missing here only runs in Vitest's own order.
 */
const longestFirst = [
  // Starts `npm run cms` and builds a copy of the project.
  'tests/e2e/cms-editing.test.ts',
  'tests/e2e/every-page.test.ts',
  'tests/e2e/html-first.test.ts',
  'tests/e2e/search.test.ts',
  'tests/e2e/pages-content.test.ts',
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestFirst.indexOf(
        path.relative(file.project.config.root, file.moduleId).split(path.sep).join('/'),
      );
      return index === -1 ? longestFirst.length : index;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
