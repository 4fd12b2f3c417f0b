import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { stringify } from 'yaml';
import { buildDefines } from '../build-defines.ts';
import { siteConfig } from '../src/config/site-config.ts';
import { buildInfoFile, clientDir, distDir, projectRoot, type BuildInfo } from './build-layout.ts';
import {
  backendOrigins,
  CmsEnvironmentError,
  cmsBackendFromEnvironment,
} from './content/cms-backend.ts';
import { cmsConfig, defaultProxyUrl } from './content/cms-config.ts';
import { checkContent, type GenerateResult } from './content/generate.ts';
import { ContentError, type Content } from './content/load-content.ts';

/** Where the editor is served from: its page, bundle and configuration. */
export const adminDir = path.join(clientDir, 'admin');

/** The content the site is built from, as read. */
type SiteContent = Pick<GenerateResult, 'content'>;

/** The content, read and checked as the content step does, for a run of this script alone. */
function readSiteContent(): SiteContent {
  const { content, compiled, problems } = checkContent();
  if (!compiled) throw new ContentError(problems);
  return { content };
}

/**
 * The content editor (/admin/), bundled on its own: its page and bundle live under /admin/ and
 * share no chunk with the site, so no public page loads or preloads any of it and the site's
 * bundles are what they would be without it.
 */
async function bundleEditor(): Promise<void> {
  await build({
    root: path.join(projectRoot, 'admin'),
    base: '/admin/',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    define: {
      ...buildDefines(),
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
}

/**
 * The editor's settings, the only part of a build that depends on where editors save: its
 * configuration, written from the content schemas for the git host the environment names
 * (scripts/content/cms-backend.ts), and that host's origins in build-info.json, which only
 * /admin/'s CSP allows.
 */
async function writeEditorSettings(content: Content): Promise<void> {
  const backend = cmsBackendFromEnvironment();
  const configFile = path.join(adminDir, 'config.yml');
  await writeFile(
    configFile,
    stringify(cmsConfig(content, { backend, siteUrl: siteConfig.siteUrl })),
  );
  await compressFile(configFile);
  const info = JSON.parse(await readFile(buildInfoFile, 'utf8')) as BuildInfo;
  const editorOrigins = backend ? backendOrigins(backend) : [new URL(defaultProxyUrl).origin];
  await writeFile(buildInfoFile, `${JSON.stringify({ ...info, editorOrigins }, null, 2)}\n`);
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
 * A file's compressed twins. Faster settings than the site's (brotli 11): the editor is ten
 * megabytes that only editors load, and brotli 11 on it takes longer than the whole site's
 * build for a few percent.
 */
async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
    gzip(content, { level: 6 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

async function compressEditor(): Promise<number> {
  let count = 0;
  for (const entry of await readdir(adminDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|html|yml|svg|json)$/.test(entry.name)) continue;
    await compressFile(path.join(entry.parentPath, entry.name));
    count += 1;
  }
  return count;
}

/**
 * The editor added to a finished build (DIST_DIR); returns how many files it pre-compressed.
 * The production build's last step, given the content step's result.
 */
export async function addEditorToBuild({ content }: SiteContent): Promise<number> {
  await bundleEditor();
  await writeEditorSettings(content);
  return compressEditor();
}

/*
 * On its own: `tsx scripts/admin-build.ts` adds the editor to an existing build, and with
 * `--settings-only` points an existing build's editor at the git host the environment names,
 * without bundling it again: the same build can then be deployed where editors save elsewhere
 * (docs/decisions/036-production-editing.md).
 */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    const site = readSiteContent();
    if (process.argv.includes('--settings-only')) {
      await writeEditorSettings(site.content);
      console.log("Wrote the editor's settings.");
    } else {
      console.log(`Built the editor (${await addEditorToBuild(site)} files pre-compressed).`);
    }
  } catch (error) {
    if (!(error instanceof CmsEnvironmentError || error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
