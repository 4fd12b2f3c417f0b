import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { projectRoot } from './build-layout.ts';

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  /** The last few kilobytes the server wrote, to explain a failure. */
  output(): string;
  /** SIGTERM (a clean shutdown), SIGKILL after a grace period; resolves once it has exited. */
  stop(): Promise<void>;
  /** Sends a signal to this process (by its PID) and waits until it has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

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

/**
 * Starts the real server (server/main.ts) as its own process on 127.0.0.1 with extra
 * environment, and resolves when /healthz answers. Used by tests that need their own database
 * or settings, and by the leads benchmark.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not spawn the server.');
  let recent = '';
  const remember = (chunk: Buffer) => {
    recent = (recent + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const kill = async (signal: NodeJS.Signals) => {
    if (exited()) return;
    const done = once(child, 'exit');
    process.kill(pid, signal);
    await done;
  };
  const stop = async () => {
    if (exited()) return;
    const done = once(child, 'exit');
    process.kill(pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (!exited()) process.kill(pid, 'SIGKILL');
    }, 10_000);
    await done;
    clearTimeout(timer);
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 30_000);
  for (;;) {
    if (exited()) throw new Error(`The server exited during start-up:\n${recent}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not start in time:\n${recent}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, pid, child, output: () => recent, stop, kill };
}
