import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir } from '../build-layout.ts';
import { freePort, startServer } from '../server-process.ts';
import { median } from './median.ts';

/**
 * Requests per second for one page's HTML over loopback, with wrk: the site's server with its
 * default settings (LOG_LEVEL=info, as `npm start` runs it), and nginx serving the same build
 * from disk in the same run, the usual yardstick of a static file server. The goal is at least
 * a quarter of nginx's rate (docs/decisions/016-access-log.md). Rounds alternate between the two
 * servers so a burst of load from elsewhere on the machine touches both alike.
 */

export interface ThroughputOptions {
  /** The built site; dist/client when absent. */
  siteDir?: string;
  /** The page requested; a listing is the largest HTML a visitor commonly asks for. */
  page?: string;
  connections?: number;
  rounds?: number;
  secondsPerRound?: number;
}

export interface ThroughputResult {
  page: string;
  connections: number;
  secondsPerRound: number;
  /** Requests per second of each round, in order. */
  server: number[];
  /** Absent when nginx is not installed. */
  nginx?: number[];
  /** The server's median over nginx's median. */
  ratio?: number;
}

export const throughputGoal = 0.25;
export const nginxBinary = '/usr/sbin/nginx';
const acceptEncoding = 'br, gzip';

export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined;
}

/** Runs wrk against `url` and returns its requests per second. */
async function wrk(url: string, connections: number, seconds: number): Promise<number> {
  const threads = Math.min(2, connections);
  const child = spawn(
    'wrk',
    [
      `-t${threads}`,
      `-c${connections}`,
      `-d${seconds}s`,
      '-H',
      `Accept-Encoding: ${acceptEncoding}`,
      url,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  // wrk counts answers other than 2xx/3xx as errors; a page that 404s measures nothing.
  if (code !== 0 || rate === undefined || /Non-2xx or 3xx responses/.test(output)) {
    throw new Error(`wrk against ${url} failed:\n${output}`);
  }
  return Math.round(Number(rate));
}

interface Nginx {
  baseUrl: string;
  stop(): Promise<void>;
}

/** nginx on a free loopback port, serving `siteDir` as a static host would, pre-compressed gzip. */
async function startNginx(siteDir: string): Promise<Nginx> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  // Run as root, nginx hands requests to workers running as "nobody", which cannot read a
  // build in a private folder (a checkout under root's home, a temporary build).
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const config = `
${user}
worker_processes auto;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include /etc/nginx/mime.types;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${siteDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
  const configFile = path.join(folder, 'nginx.conf');
  await writeFile(configFile, config);
  const child: ChildProcess = spawn(nginxBinary, ['-c', configFile, '-e', `${folder}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = once(child, 'exit');
      process.kill(child.pid, 'SIGTERM');
      await exited;
    }
    await rm(folder, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited during start-up:\n${errors}`);
    }
    try {
      if ((await fetch(`${baseUrl}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start in time:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, stop };
}

export async function runThroughputBench(
  options: ThroughputOptions = {},
): Promise<ThroughputResult> {
  const siteDir = path.resolve(options.siteDir ?? clientDir);
  const page = options.page ?? '/en/products/vtol';
  const connections = options.connections ?? 32;
  const rounds = options.rounds ?? 3;
  const seconds = options.secondsPerRound ?? 5;
  if (!hasWrk()) throw new Error('wrk is not installed (Debian package "wrk").');

  const server = await startServer({
    // The default, stated so that the developer's own LOG_LEVEL does not change the result.
    env: { LOG_LEVEL: 'info', SITE_DIR: siteDir },
  });
  let nginx: Nginx | undefined;
  try {
    nginx = existsSync(nginxBinary) ? await startNginx(siteDir) : undefined;
    // One short unmeasured round each: JIT, file caches and connection set-up.
    await wrk(`${server.baseUrl}${page}`, connections, 2);
    if (nginx) await wrk(`${nginx.baseUrl}${page}`, connections, 2);
    const serverRates: number[] = [];
    const nginxRates: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      serverRates.push(await wrk(`${server.baseUrl}${page}`, connections, seconds));
      if (nginx) nginxRates.push(await wrk(`${nginx.baseUrl}${page}`, connections, seconds));
    }
    return {
      page,
      connections,
      secondsPerRound: seconds,
      server: serverRates,
      ...(nginx ? { nginx: nginxRates, ratio: median(serverRates) / median(nginxRates) } : {}),
    };
  } finally {
    await server.dispose();
    await nginx?.stop();
  }
}

export function formatThroughputBench(result: ThroughputResult): string[] {
  const perSecond = (rates: readonly number[]) =>
    `${Math.round(median(rates)).toLocaleString('en')} requests/s (rounds: ${rates.join(', ')})`;
  const lines = [
    `HTML of ${result.page}, wrk with ${result.connections} connections on loopback, ` +
      `median of ${result.server.length} rounds of ${result.secondsPerRound} s:`,
    `  site server (default settings): ${perSecond(result.server)}`,
  ];
  if (result.nginx && result.ratio !== undefined) {
    const percent = Math.round(result.ratio * 100);
    lines.push(
      `  nginx, same build:              ${perSecond(result.nginx)}`,
      `  ${result.ratio >= throughputGoal ? 'PASS' : 'FAIL'} the server does ${percent}% of ` +
        `nginx's rate (goal: at least ${throughputGoal * 100}%)`,
    );
  } else {
    lines.push('  nginx is not installed (Debian package "nginx-light"): no comparison.');
  }
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await runThroughputBench();
  for (const line of formatThroughputBench(result)) console.log(line);
}
