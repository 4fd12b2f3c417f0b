import { spawnSync } from 'node:child_process';
import { projectRoot } from './build-layout.ts';
import { ensureSystemPackages } from './ensure-system-packages.ts';

/**
 * `npm test`: everything a change must pass, in the order that fails fastest. Static checks,
 * then a fresh production build, then unit and browser tests against that build.
 */
function step(title: string, command: string, args: string[]) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: projectRoot });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

ensureSystemPackages();
// First: a content error is an editor's, and the type check reads the data it writes.
step('Content', 'npx', ['tsx', 'scripts/content/generate.ts']);
step('Type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('Lint', 'npx', ['eslint', '.']);
step('Formatting', 'npx', ['prettier', '--check', '.']);
step('Build', 'npx', ['tsx', 'scripts/build.ts']);
step('Unit and browser tests', 'npx', ['vitest', 'run']);
