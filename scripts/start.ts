import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildInfoFile, projectRoot } from './build-layout.ts';

/** Newest modification time under the folders the build reads. */
function newestSourceTime(): number {
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
  let newest = 0;
  for (const input of inputs) {
    const full = path.join(projectRoot, input);
    if (!existsSync(full)) continue;
    const stats = statSync(full);
    if (stats.isFile()) newest = Math.max(newest, stats.mtimeMs);
    else
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile())
          newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** `npm start`: build when the build is missing or older than its sources, then serve. */
function run(script: string) {
  const result = spawnSync('npm', ['run', '--silent', script], {
    stdio: 'inherit',
    cwd: projectRoot,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(buildInfoFile) || statSync(buildInfoFile).mtimeMs < newestSourceTime()) {
  console.log('Building the site...');
  run('build');
}
run('serve');
