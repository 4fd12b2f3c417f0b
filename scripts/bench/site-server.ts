import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { projectRoot } from '../build-layout.ts';

export interface SiteServer {
  baseUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

const startTimeoutMs = 30_000;
const stopTimeoutMs = 5_000;

/**
 * Starts the real production server (not a preview server) on a free loopback port, so the
 * numbers include its compression, caching and security headers.
 */
export async function startSiteServer(): Promise<SiteServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    // Info level because that is where Fastify announces the address it bound to PORT=0.
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not spawn the site server.');

  // Keep the tail of the log so a crash during the bench can be explained.
  let recentOutput = '';
  const remember = (chunk: Buffer) => {
    recentOutput = (recentOutput + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);

  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    process.kill(pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGKILL');
    }, stopTimeoutMs);
    await exited;
    clearTimeout(timer);
  };

  try {
    const baseUrl = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(recentOutput);
        if (match?.[1]) {
          child.stdout.off('data', onData);
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      const timer = setTimeout(
        () => reject(new Error(`The site server did not start in time:\n${recentOutput}`)),
        startTimeoutMs,
      );
      child.stdout.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`The site server exited early (code ${code}):\n${recentOutput}`));
      });
    });
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`The site server stopped unexpectedly (code ${code}):\n${recentOutput}`);
      }
    });
    return { baseUrl, pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
