import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
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
export async function startSiteServer(siteDir: string, scratchDir: string): Promise<SiteServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      // Info level because that is where Fastify announces the address it bound to PORT=0.
      LOG_LEVEL: 'info',
      SITE_DIR: siteDir,
      // A throw-away leads store and no mail, so the bench cannot touch real enquiries.
      DATABASE_PATH: path.join(scratchDir, 'leads.sqlite'),
      SMTP_URL: '',
    },
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
  const running = () => child.exitCode === null && child.signalCode === null;
  // The process may exit between the check and the signal; that is the outcome wanted anyway.
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    stopping = true;
    if (!running()) return;
    const exited = once(child, 'exit');
    signal('SIGTERM');
    const timer = setTimeout(() => {
      if (running()) signal('SIGKILL');
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
