import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from './build-layout.ts';

/** A port nothing listens on right now, so the server's address is known before it starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (typeof address !== 'object' || address === null) throw new Error('No free port found.');
  return address.port;
}

export interface ServerOptions {
  /** Settings on top of the defaults below, as server/config.ts reads them (SITE_DIR, LOG_LEVEL...). */
  env?: Record<string, string>;
  /** A free port when absent. */
  port?: number;
  startTimeoutMs?: number;
}

const stopGraceMs = 10_000;

/**
 * No mail and no CRM unless `env` names them, whatever the developer's environment says: a test
 * or a bench run never e-mails the sales team or posts to a real CRM.
 */
const withoutDeliveries = { SMTP_URL: '', LEAD_WEBHOOK_URL: '', LEAD_WEBHOOK_SECRET: '' };

/**
 * The real server (server/main.ts) as a process of its own on 127.0.0.1: the one way the
 * browser tests, the leads tests and the bench start it. Unless `env` says otherwise it has its
 * own SQLite file in a temporary folder (or the PostgreSQL database `DATABASE_URL` names), no
 * mail server, no CRM webhook, and logs at warn, so neither a test nor the bench can touch real
 * enquiries, e-mail the sales team or post to a CRM.
 */
export class ServerProcess {
  readonly baseUrl: string;
  /** The temporary folder holding the server's database; removed by dispose(). */
  readonly folder: string;
  /** Its SQLite file (unused when `env` names a PostgreSQL database). */
  readonly databasePath: string;
  readonly #env: Record<string, string>;
  readonly #port: number;
  #child: ChildProcess | undefined;
  #recent = '';

  private constructor(folder: string, port: number, env: Record<string, string>) {
    this.folder = folder;
    this.#port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.databasePath = env.DATABASE_PATH ?? path.join(folder, 'leads.sqlite');
    this.#env = {
      ...withoutDeliveries,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // With SQLite the server makes its own key beside the database, in the temporary folder.
      DOCUMENT_LINK_KEY: '',
      ...env,
      // The server refuses two lead stores: PostgreSQL when env names one, else the SQLite file.
      DATABASE_PATH: env.DATABASE_URL ? '' : this.databasePath,
    };
  }

  static async start(options: ServerOptions = {}): Promise<ServerProcess> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'site-server-'));
    const server = new ServerProcess(folder, options.port ?? (await freePort()), options.env ?? {});
    try {
      await server.#launch(options.startTimeoutMs ?? 30_000);
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    return server;
  }

  /** The running process (after restart(), the new one). */
  get child(): ChildProcess {
    if (!this.#child) throw new Error('The server has not been started.');
    return this.#child;
  }

  get pid(): number {
    const pid = this.child.pid;
    if (pid === undefined) throw new Error('The server process has no PID.');
    return pid;
  }

  /** The last few kilobytes the server wrote, to explain a failure. */
  output(): string {
    return this.#recent;
  }

  #exited(): boolean {
    return !this.#child || this.#child.exitCode !== null || this.#child.signalCode !== null;
  }

  /** Sends a signal to this process (by its PID) and waits until it has exited. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    if (this.#exited()) return;
    const exited = once(this.child, 'exit');
    process.kill(this.pid, signal);
    await exited;
  }

  /** SIGTERM (a clean shutdown), SIGKILL after a grace period; resolves once it has exited. */
  async stop(): Promise<void> {
    if (this.#exited()) return;
    const pid = this.pid;
    const timer = setTimeout(() => {
      if (!this.#exited()) process.kill(pid, 'SIGKILL');
    }, stopGraceMs);
    try {
      await this.kill('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Starts the server again on the same port and database, after a stop or a kill. */
  async restart(): Promise<void> {
    await this.stop();
    await this.#launch(30_000);
  }

  /** Stops the server and removes its folder. */
  async dispose(): Promise<void> {
    await this.stop();
    await rm(this.folder, { recursive: true, force: true });
  }

  async #launch(startTimeoutMs: number): Promise<void> {
    this.#recent = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...this.#env, HOST: '127.0.0.1', PORT: String(this.#port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    if (child.pid === undefined) throw new Error('Could not spawn the server.');
    const remember = (chunk: Buffer) => {
      this.#recent = (this.#recent + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);

    const deadline = Date.now() + startTimeoutMs;
    for (;;) {
      if (this.#exited()) throw new Error(`The server exited during start-up:\n${this.#recent}`);
      try {
        if ((await fetch(`${this.baseUrl}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        await this.stop();
        throw new Error(`The server did not start in time:\n${this.#recent}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  return ServerProcess.start(options);
}
