import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildInfoFile, distDir, projectRoot, type BuildInfo } from '../build-layout.ts';

export interface SiteSnapshot {
  /** The private folder holding the copy; the server's scratch files go here too. */
  dir: string;
  /** The client folder to serve with SITE_DIR. */
  siteDir: string;
  buildInfo: BuildInfo;
  remove: () => Promise<void>;
}

const attempts = 6;
const retryDelayMs = 10_000;
const compressible = /\.(html|js|css)$/;

async function readBuildInfo(): Promise<BuildInfo | undefined> {
  try {
    return JSON.parse(await readFile(buildInfoFile, 'utf8')) as BuildInfo;
  } catch {
    return undefined;
  }
}

/** What a half-written build lacks: a page, or the compressed twins written last. */
async function incompleteness(siteDir: string, info: BuildInfo): Promise<string | undefined> {
  const missingPage = info.pages.find(
    (page) => !existsSync(path.join(siteDir, page, 'index.html')),
  );
  if (missingPage) return `page ${missingPage} is missing`;
  const files = (await readdir(siteDir, { recursive: true })).map(String);
  const names = new Set(files);
  const uncompressed = files.find((file) => compressible.test(file) && !names.has(`${file}.br`));
  if (uncompressed) return `${uncompressed} has no .br twin`;
  return undefined;
}

/**
 * Copies the build to a private folder and serves that, because other tools on this machine
 * (npm test, npm start) rebuild dist/ and a rebuild mid-bench makes the server answer 404/500
 * for assets it indexed at start-up. Retries while a rebuild is visibly in progress.
 */
export async function snapshotBuild(): Promise<SiteSnapshot> {
  let lastProblem = '';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    if (attempt > 1) {
      console.log(`The build is changing (${lastProblem}); waiting for it to settle...`);
      await sleep(retryDelayMs);
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
    const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 5 });
    // The whole build, not only client/: the server also reads files beside it.
    const copyDir = path.join(dir, 'dist');
    const siteDir = path.join(copyDir, 'client');
    const before = await readBuildInfo();
    try {
      if (!before) throw new Error(`${buildInfoFile} is missing`);
      await cp(distDir, copyDir, { recursive: true });
      const after = await readBuildInfo();
      const problem =
        after?.builtAt !== before.builtAt
          ? 'a new build finished during the copy'
          : await incompleteness(siteDir, before);
      if (!problem) return { dir, siteDir, buildInfo: before, remove };
      lastProblem = problem;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await remove();
  }
  throw new Error(`Could not take a consistent copy of ${distDir}: ${lastProblem}`);
}

/**
 * Builds the current sources into a private DIST_DIR, for a bench of the working tree that
 * neither waits for nor disturbs dist/.
 */
export async function freshBuild(): Promise<SiteSnapshot> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const remove = () => rm(dir, { recursive: true, force: true, maxRetries: 5 });
  console.log(`Building the site into ${dir}...`);
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dir },
    stdio: 'inherit',
  });
  try {
    if (result.status !== 0) throw new Error('The build failed; see its output above.');
    const buildInfo = JSON.parse(
      await readFile(path.join(dir, 'build-info.json'), 'utf8'),
    ) as BuildInfo;
    return { dir, siteDir: path.join(dir, 'client'), buildInfo, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
