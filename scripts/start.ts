import { spawnSync } from 'node:child_process';
import { buildState, projectRoot } from './build-layout.ts';

/** `npm start`: build when the build is missing or older than its sources, then serve. */
function run(script: string) {
  const result = spawnSync('npm', ['run', '--silent', script], {
    stdio: 'inherit',
    cwd: projectRoot,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (buildState() !== 'current') {
  console.log('Building the site...');
  run('build');
}
run('serve');
