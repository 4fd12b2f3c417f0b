import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from './build-layout.ts';
import { ensureSystemPackages } from './ensure-system-packages.ts';

/**
 * `npm test`: everything a change must pass. The static checks and the production build run
 * side by side, since each of them keeps one core busy at most for most of its time; then the
 * unit and browser tests run against that build (docs/decisions/045-test-fixtures.md).
 */
interface Step {
  title: string;
  command: string;
  args: string[];
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a step with its output held back until it ends, so steps side by side do not mix. */
async function runQuietly(step: Step): Promise<{ ok: boolean; output: string; took: string }> {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { ok: code === 0, output: Buffer.concat(chunks).toString(), took: seconds(started) };
}

async function sideBySide(steps: Step[]): Promise<void> {
  console.log(`\n▶ ${steps.map((step) => step.title).join(', ')} (side by side)`);
  const results = await Promise.all(steps.map(runQuietly));
  let failed = false;
  results.forEach((result, index) => {
    const { title } = steps[index] as Step;
    process.stdout.write(result.output);
    if (result.ok) console.log(`✔ ${title} (${result.took})`);
    else {
      console.error(`\n✖ ${title} failed.`);
      failed = true;
    }
  });
  if (failed) process.exit(1);
}

function inTurn(step: Step): void {
  const started = Date.now();
  console.log(`\n▶ ${step.title}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit', cwd: projectRoot });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.title} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.title} (${seconds(started)})`);
}

const started = Date.now();
ensureSystemPackages();
// First, in turn: a content error is an editor's, and the type check reads the data it writes.
inTurn({ title: 'Content', command: 'npx', args: ['tsx', 'scripts/content/generate.ts'] });
await sideBySide([
  { title: 'Type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'Formatting', command: 'npx', args: ['prettier', '--check', '.'] },
  // The build replaces dist/ only when it succeeds (docs/decisions/046-atomic-build.md).
  { title: 'Build', command: 'npx', args: ['tsx', 'scripts/build.ts'] },
]);
inTurn({ title: 'Unit and browser tests', command: 'npx', args: ['vitest', 'run'] });
console.log(`\nnpm test passed in ${seconds(started)}.`);
