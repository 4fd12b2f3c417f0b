import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build-layout.ts';

/**
 * The catalogue is validated with zod at build time only; the browser bundle must not carry
 * zod (the initial JS budget is 130 KB). Follows the value imports (not `import type`) from
 * the modules pages use and fails if any of them reaches zod or a *-schema module.
 */
const entryPoints = [
  'src/main.tsx',
  // The form loads its zod checks on demand (contact-validation.ts), never at start-up.
  'src/pages/contact-page.tsx',
  'src/routing/site-pages.ts',
  'src/app/head/page-head.ts',
  'src/pages/category-listing-page.tsx',
  'src/pages/products-overview-page.tsx',
  'src/pages/model-detail-page.tsx',
  'src/pages/compare-page.tsx',
  'src/pages/compare/comparison.tsx',
];

const valueImport =
  /^import\s+(?!type\s)[^;]*?from\s+'([^']+)';|^export\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms;

function valueImportsOf(file: string): string[] {
  const text = readFileSync(path.join(projectRoot, file), 'utf8');
  return [...text.matchAll(valueImport)].map((m) => m[1] ?? m[2] ?? '');
}

function reachable(start: string): Map<string, string> {
  const seen = new Map<string, string>([[start, '']]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const specifier of valueImportsOf(file)) {
      if (!specifier.startsWith('.')) {
        if (!seen.has(specifier)) seen.set(specifier, file);
        continue;
      }
      const target = path.relative(
        projectRoot,
        path.resolve(projectRoot, path.dirname(file), specifier),
      );
      if (!/\.tsx?$/.test(target) || seen.has(target)) continue;
      seen.set(target, file);
      queue.push(target);
    }
  }
  return seen;
}

describe('the browser side of the catalogue', () => {
  it.each(entryPoints)('%s reaches neither zod nor a schema module', (entry) => {
    const graph = reachable(entry);
    const offenders = [...graph]
      .filter(
        ([module]) => module === 'zod' || module.startsWith('zod/') || /-schema\.ts$/.test(module),
      )
      .map(([module, importer]) => `${importer} imports ${module}`);
    expect(offenders).toEqual([]);
    // The walk must actually follow imports, or the check above proves nothing.
    expect(graph.has('src/catalogue/quantity.ts') || graph.has('src/catalogue/categories.ts')).toBe(
      true,
    );
  });
});
