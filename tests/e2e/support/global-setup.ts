import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import type { TestProject } from 'vitest/node';
import { buildInfoFile, projectRoot } from '../../../scripts/build-layout.ts';
import './site.ts';

let server: ChildProcess | undefined;

/**
 * Starts the real server on a free loopback port for the browser tests and stops it, by its
 * own PID, when they finish.
 */
export async function setup(project: TestProject) {
  if (!existsSync(buildInfoFile)) {
    throw new Error('The browser tests need a build: run "npm run build" (npm test does it).');
  }
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        server?.stdout?.off('data', onData);
        server?.stdout?.resume();
        resolve(match[1]);
      }
    };
    server?.stdout?.on('data', onData);
    server?.once('exit', (code) => reject(new Error(`The server exited early (code ${code}).`)));
    setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
  });
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
}
