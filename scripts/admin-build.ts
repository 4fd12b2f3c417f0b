import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { stringify } from 'yaml';
import { buildDefines } from '../build-defines.ts';
import { siteConfig } from '../src/config/site-config.ts';
import { clientDir, contentDir, distDir, projectRoot } from './build-layout.ts';
import { backendOrigins, cmsBackendFromEnvironment } from './content/cms-backend.ts';
import { cmsConfig, defaultProxyUrl } from './content/cms-config.ts';
import { readContent } from './content/load-content.ts';

/** Where the editor is served from: its page, bundle and configuration. */
export const adminDir = path.join(clientDir, 'admin');

/**
 * The content editor (/admin/), built on its own: its page and bundle live under /admin/ and
 * share no chunk with the site, so no public page loads or preloads any of it and the site's
 * bundles are what they would be without it. Its configuration is written from the content
 * schemas and the editing backend named by the environment (scripts/content/cms-backend.ts).
 */
export async function buildAdmin(): Promise<{ compressed: number; origins: string[] }> {
  const backend = cmsBackendFromEnvironment();
  await build({
    root: path.join(projectRoot, 'admin'),
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: {
      ...(await buildDefines()),
      __SITE_STYLESHEET__: JSON.stringify(await siteStylesheet()),
    },
    build: {
      target: 'es2022',
      outDir: adminDir,
      emptyOutDir: true,
      // Decap is one large application; splitting it buys nothing on a page only editors open.
      chunkSizeWarningLimit: 8000,
      // Libraries inside Decap (a TOML parser, codemirror modes) use eval; the editor's own
      // CSP allows what it needs (server/security-headers.ts), the site's never does.
      rolldownOptions: { checks: { eval: false } },
    },
  });
  const { content } = readContent(contentDir);
  await writeFile(
    path.join(adminDir, 'config.yml'),
    stringify(cmsConfig(content, { backend, siteUrl: siteConfig.siteUrl })),
  );
  return {
    compressed: await compressEditor(),
    origins: backend ? backendOrigins(backend) : [new URL(defaultProxyUrl).origin],
  };
}

/**
 * The site's stylesheet as built (the client manifest, kept beside dist/client by the prerender
 * step): the editor's preview pane shows the site's pages in it.
 */
async function siteStylesheet(): Promise<string> {
  const manifest = JSON.parse(
    await readFile(path.join(distDir, 'client-manifest.json'), 'utf8'),
  ) as Record<string, { css?: string[] }>;
  const file = manifest['index.html']?.css?.[0];
  if (!file)
    throw new Error('The site was built without a stylesheet: build it before the editor.');
  return `/${file}`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed twins of the editor's files. Faster settings than the site's (brotli 11): the
 * editor is ten megabytes that only editors load, and brotli 11 on it takes longer than the
 * whole site's build for a few percent.
 */
async function compressEditor(): Promise<number> {
  let count = 0;
  for (const entry of await readdir(adminDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|yml|svg|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(content, { level: 6 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
