import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first: a layer may import its own and lower layers, never a
 * higher one (catalogue, content, config, i18n and routing → features → pages → app).
 * Above them all, main.tsx, entry-server.tsx, server/, scripts/ and tests/ may import any of
 * src/. Unit tests beside the code check the whole site, so they may cross layers too.
 * scripts/lint-layers.test.ts shows that a forbidden import is reported.
 */
const layers = [
  {
    type: 'data',
    pattern: ['src/catalogue', 'src/content', 'src/config', 'src/i18n', 'src/routing'],
  },
  { type: 'features', pattern: 'src/features' },
  { type: 'pages', pattern: 'src/pages' },
  { type: 'app', pattern: 'src/app' },
];

const higherThan = (index) => layers.slice(index + 1).map(({ type }) => type);

export default tseslint.config(
  // .dist-*: a build in progress or just replaced (scripts/atomic-folder.ts); npm test lints
  // while it builds.
  { ignores: ['dist', '.dist-*', 'node_modules', 'data', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers.map((layer) => ({ ...layer, partialMatch: false })),
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: layers.map(({ type }, index) => ({
            from: { element: { type } },
            disallow: { to: { element: { types: higherThan(index) } } },
          })),
        },
      ],
    },
  },
);
