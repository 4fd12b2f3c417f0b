import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildInfoFile, projectRoot } from '../../../scripts/build-layout.ts';
import './site.ts';

let server: ChildProcess | undefined;
let leadsFolder: string | undefined;

/**
 * Starts the real server on a free loopback port for the browser tests and stops it, by its
 * own PID, when they finish.
 */
export async function setup(project: TestProject) {
  if (!existsSync(buildInfoFile)) {
    throw new Error('The browser tests need a build: run "npm run build" (npm test does it).');
  }
  // Its own leads database and no mail server: a test run never touches data/leads.sqlite
  // or e-mails the sales team, whatever the developer's environment says.
  leadsFolder = mkdtempSync(path.join(os.tmpdir(), 'e2e-leads-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_PATH: path.join(leadsFolder, 'leads.sqlite'),
      DATABASE_URL: '',
      SMTP_URL: '',
      LEAD_WEBHOOK_URL: '',
      LEAD_WEBHOOK_SECRET: '',
    },
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
    const timer = setTimeout(
      () => reject(new Error(`The server did not start:\n${output}`)),
      30_000,
    );
    // A pending timer would keep Vitest from exiting for half a minute after the tests.
    timer.unref();
  });
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await once(server, 'exit');
  }
  if (leadsFolder) rmSync(leadsFolder, { recursive: true, force: true });
}
