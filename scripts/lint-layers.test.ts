import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './build-layout.ts';

/**
 * The layer rule in eslint.config.js reports nothing when it is misconfigured (a pattern that
 * matches no file, a resolver that finds no import), so these files, linted in memory as if
 * they sat at `filePath`, show it still tells a forbidden import from an allowed one. Each
 * imports a real module, as the rule only judges imports it can resolve.
 */
const eslint = new ESLint({ cwd: projectRoot });

async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

// The first lint loads the config, the parser and the resolver: over a second alone, and many
// more while other test files share the two cores.
describe(
  'the import layers (catalogue/i18n/config → features → pages → app)',
  { timeout: 30_000 },
  () => {
    it.each([
      [
        'a feature importing the app',
        'src/features/catalogue/layer-probe.ts',
        "import { createRoutes } from '../../app/routes.tsx';\nexport const probe = createRoutes;\n",
      ],
      [
        'a feature importing a page',
        'src/features/catalogue/layer-probe.tsx',
        "import { ComparePage } from '../../pages/compare-page.tsx';\nexport const probe = ComparePage;\n",
      ],
      [
        'the catalogue importing a feature, even for a type',
        'src/catalogue/layer-probe.ts',
        "import type { CompareControls } from '../features/catalogue/use-compare.ts';\nexport type Probe = CompareControls;\n",
      ],
      [
        'the link builders re-exporting from the app',
        'src/routing/layer-probe.ts',
        "export { pageHead } from '../app/head/page-head.ts';\n",
      ],
      [
        'a page loading the app lazily',
        'src/pages/layer-probe.ts',
        "export const probe = () => import('../app/routes.tsx');\n",
      ],
    ])('reports %s', async (_name, filePath, code) => {
      const messages = await layerMessages(filePath, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/not allowed/);
    });

    it.each([
      [
        'a feature importing the link builders',
        'src/features/catalogue/layer-probe.ts',
        "import { paths } from '../../routing/paths.ts';\nexport const probe = paths;\n",
      ],
      [
        'a page importing a feature',
        'src/pages/layer-probe.ts',
        "import { CompareBar } from '../features/catalogue/compare-bar.tsx';\nexport const probe = CompareBar;\n",
      ],
      [
        'the app importing a page',
        'src/app/layer-probe.ts',
        "import { ComparePage } from '../pages/compare-page.tsx';\nexport const probe = ComparePage;\n",
      ],
      [
        'a unit test reaching across layers to check the whole',
        'src/catalogue/layer-probe.test.ts',
        "import { pageHead } from '../app/head/page-head.ts';\nexport const probe = pageHead;\n",
      ],
    ])('allows %s', async (_name, filePath, code) => {
      expect(await layerMessages(filePath, code)).toEqual([]);
    });
  },
);
