import { spawnSync } from 'node:child_process';
import { buildState, projectRoot } from './build-layout.ts';

// `npm run bench` (its options: scripts/bench/run-bench.ts). The build comes first, in this small
// entry: the bench's modules read the content the build compiles into src/generated, which a
// fresh checkout does not have, so they are imported only once it is there.

function ensureBuild(fresh: boolean): void {
  const state = fresh ? 'missing' : buildState();
  if (state !== 'missing') {
    if (state === 'stale') {
      console.warn(
        'Warning: the build is older than the sources, so this measures the old build. ' +
          '"npm run bench -- --fresh-build" measures the working tree.',
      );
    }
    return;
  }
  console.log(fresh ? 'Building the working tree...' : 'No build found; building the site...');
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see its output above.');
}

try {
  ensureBuild(process.argv.includes('--fresh-build'));
  const { main } = await import('./bench/run-bench.ts');
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
