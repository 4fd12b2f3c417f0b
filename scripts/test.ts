import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { majorOf, oldestSupportedMajor, supportedNode } from '../server/node-support.ts';
import { projectRoot } from './build-layout.ts';
import { ensureSystemPackages, testPackages } from './ensure-system-packages.ts';

/**
 * `npm test`: everything a change must pass. The tests need the production build, and nothing
 * needs the static checks: so the build runs first at full priority, and the tests start as soon
 * as it is done, while the type check, the lint and the formatting check run beside both at low
 * priority, on whatever CPU the two leave. Every step's result is reported; any failure fails
 * the run (docs/decisions/059-checks-beside-the-tests.md).
 */
interface Step {
  title: string;
  command: string;
  args: string[];
}

interface Outcome {
  title: string;
  ok: boolean;
  output: string;
  took: string;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Nice value of the static checks: the scheduler gives them a tenth of a contended core. */
const background = 10;

/** Runs a step with its output held back until it ends, so steps side by side do not mix. */
async function runQuietly(step: Step, { niceness = 0 } = {}): Promise<Outcome> {
  const started = Date.now();
  const child = spawn(step.command, step.args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
  });
  // Set before npx has started the tool, so that the tool inherits it.
  if (niceness && child.pid) os.setPriority(child.pid, niceness);
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  const output = Buffer.concat(chunks).toString();
  return { title: step.title, ok: code === 0, output, took: seconds(started) };
}

/** Runs a step with its output shown as it comes. */
async function runVisibly(step: Step): Promise<Outcome> {
  const started = Date.now();
  console.log(`\n▶ ${step.title}`);
  const child = spawn(step.command, step.args, { cwd: projectRoot, stdio: 'inherit' });
  const [code] = (await once(child, 'close')) as [number | null];
  return { title: step.title, ok: code === 0, output: '', took: seconds(started) };
}

function report(outcome: Outcome): boolean {
  process.stdout.write(outcome.output);
  if (outcome.ok) console.log(`✔ ${outcome.title} (${outcome.took})`);
  else console.error(`\n✖ ${outcome.title} failed.`);
  return outcome.ok;
}

// Every step and server below runs on this script's Node.js: on an older one, the suite would
// pass or fail for a runtime the site does not run on (docs/decisions/067-node-24.md).
if (majorOf(process.version) < oldestSupportedMajor) {
  console.error(
    `npm test runs on Node.js ${process.version}, not ${supportedNode}: run "npm install", ` +
      'which installs it, and start the tests through npm (README, "Node.js").',
  );
  process.exit(1);
}

const started = Date.now();
ensureSystemPackages(testPackages, 'npm test');
// First, in turn: a content error is an editor's, and the type check and the build read the
// data it writes.
const content = await runVisibly({
  title: 'Content',
  command: 'npx',
  args: ['tsx', 'scripts/content/generate.ts'],
});
if (!report(content)) process.exit(1);

const checkSteps: Step[] = [
  { title: 'Type check', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { title: 'Lint', command: 'npx', args: ['eslint', '.'] },
  { title: 'Formatting', command: 'npx', args: ['prettier', '--check', '.'] },
];
console.log(`\n▶ ${checkSteps.map((step) => step.title).join(', ')}, at low priority throughout`);
const checks = Promise.all(checkSteps.map((step) => runQuietly(step, { niceness: background })));
console.log('\n▶ Build');
// The build replaces dist/ only when it succeeds (docs/decisions/046-atomic-build.md).
const build = await runQuietly({
  title: 'Build',
  command: 'npx',
  args: ['tsx', 'scripts/build.ts'],
});
const tests = report(build)
  ? await runVisibly({ title: 'Unit and browser tests', command: 'npx', args: ['vitest', 'run'] })
  : undefined;
if (tests) report(tests);
const checked = await checks;
checked.forEach(report);
const failed = [build, tests, ...checked].filter((outcome) => outcome && !outcome.ok);
if (failed.length > 0) {
  console.error(`\n✖ npm test failed: ${failed.map((outcome) => outcome?.title).join(', ')}.`);
  process.exit(1);
}
console.log(`\nnpm test passed in ${seconds(started)}.`);
