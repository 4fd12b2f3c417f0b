import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { stringify } from 'yaml';
import { projectRoot } from './build-layout.ts';
import { cmsConfig } from './content/cms-config.ts';
import { readContent } from './content/load-content.ts';

/*
 * `npm run cms`: the content editor on this machine. Decap's proxy (decap-server) reads and
 * writes content/ in this working tree and listens on loopback only; the Vite dev server serves
 * the site and the editor at http://HOST:PORT/admin/ and shows every saved change on the next
 * reload. Nothing else starts it: `npm start` and the production server never run the proxy.
 */

const loopback = '127.0.0.1';

/** The editor's configuration, generated afresh on each request from the current content. */
function cmsConfigPlugin(contentDir: string, proxyUrl: string): Plugin {
  return {
    name: 'zs-cms-config',
    configureServer(server) {
      server.middlewares.use('/admin/config.yml', (_request, response) => {
        const { content } = readContent(contentDir);
        response.setHeader('content-type', 'text/yaml; charset=utf-8');
        response.setHeader('cache-control', 'no-store');
        response.end(stringify(cmsConfig(content, { proxyUrl })));
      });
    },
  };
}

/** Starts decap-server on loopback; resolves once it listens. */
async function startProxy(root: string, port: number): Promise<ChildProcess> {
  const entry = createRequire(import.meta.url).resolve('decap-server');
  const proxy = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      MODE: 'fs',
      GIT_REPO_DIRECTORY: root,
      BIND_HOST: loopback,
      PORT: String(port),
      LOG_LEVEL: process.env.CMS_PROXY_LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
      if (output.includes('listening on')) {
        proxy.stdout?.off('data', onData);
        proxy.stdout?.pipe(process.stdout);
        resolve();
      }
    };
    proxy.stdout?.on('data', onData);
    proxy.once('exit', (code) =>
      reject(new Error(`The editor's proxy stopped (code ${code}):\n${output}`)),
    );
  });
  // Vite ends the process itself on SIGTERM, before close() below runs: the proxy must not
  // outlive it, or the next npm run cms finds its port taken.
  process.once('exit', () => proxy.kill('SIGTERM'));
  return proxy;
}

export interface CmsOptions {
  /** The project whose content/ is edited; this one by default. */
  root?: string;
  host?: string;
  port?: number;
  proxyPort?: number;
}

/** The editor and its proxy, running; close() stops both. */
export async function startCms(options: CmsOptions = {}) {
  const root = options.root ?? projectRoot;
  const host = options.host ?? loopback;
  const port = options.port ?? 3000;
  const proxyPort = options.proxyPort ?? 8081;
  const proxyUrl = `http://${loopback}:${proxyPort}/api/v1`;
  const proxy = await startProxy(root, proxyPort);
  try {
    const server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      // A copy of the project (the browser tests use one) keeps its own dependency cache.
      cacheDir: path.join(root, '.cache', 'vite'),
      server: { host, port, strictPort: true },
      // The editor's page is not the site's entry: name it, so Decap is bundled once at start
      // rather than on the first visit, which would reload the editor midway.
      optimizeDeps: { entries: ['index.html', 'admin/index.html'] },
      plugins: [cmsConfigPlugin(path.join(root, 'content'), proxyUrl)],
    });
    await server.listen();
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return {
      url,
      editorUrl: `${url}/admin/`,
      proxyUrl,
      async close() {
        await server.close();
        if (proxy.exitCode === null) {
          proxy.kill('SIGTERM');
          await once(proxy, 'exit');
        }
      },
    };
  } catch (error) {
    proxy.kill('SIGTERM');
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const cms = await startCms({
    host: process.env.HOST || loopback,
    port: Number(process.env.PORT || 3000),
    proxyPort: Number(process.env.CMS_PROXY_PORT || 8081),
  });
  console.log(`The content editor is at ${cms.editorUrl} (the site at ${cms.url}/en).`);
  console.log('Saved changes are written into content/; the site reloads with them.');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void cms.close().then(() => process.exit(0)));
  }
}
