import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { replaceFolderAtomically } from './atomic-folder.ts';
import { distDir, productionNodeEnv, projectRoot } from './build-layout.ts';

/**
 * The whole production build, atomically: scripts/build-site.ts builds into a folder beside
 * dist/, which then takes dist/'s place. A failed build leaves the old dist/ as it was, and
 * nothing that reads dist/ meanwhile (a server, the bench, another build's tests) ever sees a
 * half-written one (docs/decisions/046-atomic-build.md).
 */
const built = await replaceFolderAtomically(distDir, (staging) => {
  // A child process, because build-layout.ts resolves DIST_DIR once, when it is first imported.
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
    cwd: projectRoot,
    env: { ...process.env, ...productionNodeEnv, DIST_DIR: staging },
    stdio: 'inherit',
  });
  return result.status === 0;
});
if (!built) {
  console.error(`The build failed; ${path.relative(projectRoot, distDir)}/ is unchanged.`);
  process.exit(1);
}
