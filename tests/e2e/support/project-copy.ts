import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../scripts/build-layout.ts';

/** What a copy of the project leaves out: installed packages (linked instead) and outputs. */
const notCopied = new Set(['node_modules', 'dist', '.git', 'data', '.cache', 'bench-results']);

/**
 * A throwaway copy of the project, for tests that edit content/ through the editor and build
 * the result: the working tree's content is never touched. Dependencies are linked, not copied.
 */
export function copyProject(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(projectRoot, source).split(path.sep)[0]!),
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A project script run with tsx in `root`, as `npm run` would. */
export function runScript(
  root: string,
  script: string,
  env: Record<string, string> = {},
  args: string[] = [],
): ChildProcess {
  // The copy builds into its own dist/ and edits locally, whatever this shell says.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DIST_DIR' && !name.startsWith('CMS_')),
  );
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first match of `pattern` in the process's output; rejects if it exits. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs: number) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (code ${code}):\n${output}`)));
    setTimeout(() => reject(new Error(`no ${pattern} in:\n${output}`)), timeoutMs).unref();
  });
}

/** Runs a script to its end; rejects with its output when it fails. */
export async function runToEnd(
  root: string,
  script: string,
  env: Record<string, string> = {},
  args: string[] = [],
) {
  const child = runScript(root, script, env, args);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${script} failed (code ${code}):\n${output}`);
  return output;
}

/** Stops a process started here, by its own PID. */
export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}
