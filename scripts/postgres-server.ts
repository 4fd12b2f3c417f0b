import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process.ts';

/**
 * A throwaway PostgreSQL server for the tests and the bench: Debian's PostgreSQL binaries,
 * `initdb` in a temporary folder, listening on a loopback port, run as the `postgres` user when
 * this process is root (PostgreSQL refuses to run as root), and stopped by its own PID.
 */
export interface PostgresServer {
  /** The server's PID; stop() signals exactly this process. */
  pid: number;
  port: number;
  /** A URL for the given database (default: the `postgres` maintenance database). */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown (SIGINT to the server's PID), then removes its folder. */
  stop(): Promise<void>;
}

export interface PostgresServerOptions {
  /**
   * Keep PostgreSQL's durability settings (fsync on), as the bench does to measure what
   * production pays. The tests turn fsync off: the server outlives every test process, so a
   * commit still survives an instance killed with SIGKILL, which is what they check.
   */
  durable?: boolean;
}

/** Debian installs each major version under /usr/lib/postgresql/<major>/bin; the newest wins. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((entry) => existsSync(path.join(root, entry, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return path.join(root, majors[0], 'bin');
  }
  try {
    const bin = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(path.join(bin, 'initdb')) ? bin : undefined;
  } catch {
    return undefined;
  }
}

/** The uid and gid to run PostgreSQL as: the `postgres` user when root, else ourselves. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'PostgreSQL will not run as root and there is no "postgres" user; install Debian\'s ' +
        'postgresql package (npm test does it with apt).',
    );
  }
}

function run(command: string, args: string[], user: { uid: number; gid: number } | undefined) {
  execFileSync(command, args, { stdio: 'pipe', ...user, cwd: os.tmpdir() });
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL exited during start-up:\n${output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

export async function startPostgresServer(
  options: PostgresServerOptions = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: the tests need Debian\'s "postgresql" package ' +
        '(npm test installs it with apt; or: sudo apt-get install -y postgresql).',
    );
  }
  const user = serverUser();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'site-postgres-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const dataDir = path.join(folder, 'data');
  try {
    run(
      path.join(bin, 'initdb'),
      [
        '--pgdata',
        dataDir,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      user,
    );
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${stderr || String(error)}`, { cause: error });
  }

  const speed = options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
  // Another process may take the free port between the probe and the bind; try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        folder,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        ...speed,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], ...user },
    );
    let recent = '';
    const remember = (chunk: Buffer) => {
      recent = (recent + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);
    const pid = child.pid;
    if (pid === undefined) throw new Error('Could not spawn PostgreSQL.');
    const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
    try {
      await waitUntilReady(child, url(), () => recent);
    } catch (error) {
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(pid, 'SIGKILL');
        await once(child, 'exit');
      }
      if (attempt < 3 && /could not bind|address already in use/i.test(recent)) continue;
      await rm(folder, { recursive: true, force: true });
      throw error;
    }

    const exited = () => child.exitCode !== null || child.signalCode !== null;
    return {
      pid,
      port,
      url,
      async createDatabase(name) {
        if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
        const client = new pg.Client({ connectionString: url() });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async stop() {
        if (!exited()) {
          const done = once(child, 'exit');
          // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting.
          process.kill(pid, 'SIGINT');
          const timer = setTimeout(() => {
            if (!exited()) process.kill(pid, 'SIGKILL');
          }, 10_000);
          await done;
          clearTimeout(timer);
        }
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
}
