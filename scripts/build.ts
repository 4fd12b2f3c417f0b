import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { distDir, projectRoot } from './build-layout.ts';

/**
 * The whole production build, atomically: scripts/build-site.ts builds into a folder beside
 * dist/, which then takes dist/'s place. A failed build leaves the old dist/ as it was, and
 * nothing that reads dist/ meanwhile (a server, the bench, another build's tests) ever sees a
 * half-written one (docs/decisions/046-atomic-build.md).
 */
const staging = path.join(
  path.dirname(distDir),
  `.${path.basename(distDir)}-building-${process.pid}`,
);
const retired = path.join(path.dirname(distDir), `.${path.basename(distDir)}-old-${process.pid}`);

await rm(staging, { recursive: true, force: true });
// A child process, because build-layout.ts resolves DIST_DIR once, when it is first imported.
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-site.ts'], {
  cwd: projectRoot,
  env: { ...process.env, DIST_DIR: staging },
  stdio: 'inherit',
});
if (result.status !== 0) {
  await rm(staging, { recursive: true, force: true });
  console.error(`The build failed; ${path.relative(projectRoot, distDir)}/ is unchanged.`);
  process.exit(result.status ?? 1);
}
// Two renames: Linux cannot swap two folders in one. dist/ is missing only between them.
if (existsSync(distDir)) await rename(distDir, retired);
await rename(staging, distDir);
await rm(retired, { recursive: true, force: true });
