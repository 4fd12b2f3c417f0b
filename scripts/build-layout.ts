import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { VideoCspSources } from '../src/catalogue/product-videos.ts';

/** Where the build puts things; shared by the build, the server and the tests. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * DIST_DIR moves the whole build elsewhere, so parallel work (or a benchmark) can build and
 * serve its own copy without disturbing dist/.
 */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
export const clientDir = path.join(distDir, 'client');
export const serverBundleDir = path.join(distDir, 'server');
export const buildInfoFile = path.join(distDir, 'build-info.json');
/**
 * The PDFs a model page offers (src/catalogue/product-documents.ts), one `${id}.pdf` each: kept
 * outside the client folder, so no public address serves them; the server hands one out only
 * through a signed link.
 */
export const documentsDir = path.join(distDir, 'documents');
/** What editors change: catalogue, page texts and company facts (README "Editing content"). */
export const contentDir = path.join(projectRoot, 'content');
/**
 * Written from content/ by the content step (scripts/content/generate.ts), never edited: the
 * translation namespaces the site serves, the typed data modules pages import, and the photos'
 * responsive variants. Ignored by git.
 */
export const localesDir = path.join(projectRoot, 'public', 'locales');
export const generatedDataDir = path.join(projectRoot, 'src', 'generated');
export const photosDir = path.join(projectRoot, 'public', 'photos');
/** The served copies of uploaded QR codes (scripts/content/qr-codes.ts), also written. */
export const qrCodesDir = path.join(projectRoot, 'public', 'qr');

/**
 * What the build and the server set NODE_ENV to, whatever the shell or a test runner had: React
 * and Vite's build of it take their development builds for any other value, and Node leaves it
 * unset (docs/decisions/096). npm run dev and npm run cms are where the development build runs.
 */
export const productionNodeEnv = { NODE_ENV: 'production' } as const;

export interface BuildInfo {
  builtAt: string;
  /** CSP hashes of the inline scripts the HTML carries (the pre-paint theme script). */
  scriptHashes: string[];
  /** CSP hashes of the inline styles the HTML carries (the Chinese faces). */
  styleHashes: string[];
  /** Every prerendered page path, e.g. /en/products/vtol. */
  pages: string[];
  /**
   * Origins the content editor (/admin/) talks to besides this one: the git host of production
   * editing, or the local proxy of npm run cms. Only /admin/'s CSP allows them.
   */
  editorOrigins?: string[];
  /**
   * The recipient abroad the built contact form asks consent for (LEADS_TRANSFER_ABROAD when
   * the site was built); '' when it asks none. The server requires the same consent.
   */
  leadsTransferAbroad?: string;
  /**
   * The pages that show videos, each with the hosts its CSP allows for them (the files' and
   * posters' hosts, the embedded players); a page not listed allows none.
   */
  videoSources?: Record<string, VideoCspSources>;
}

/** What the build reads: a change to any of them makes an existing build stale. */
const buildInputs = [
  'content',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'build-defines.ts',
  'scripts/build.ts',
  'scripts/build-site.ts',
  'scripts/prerender.ts',
  'scripts/search-index.ts',
  'scripts/documents',
  'package-lock.json',
];

function newestBuildInputTime(): number {
  let newest = 0;
  for (const input of buildInputs) {
    const full = path.join(projectRoot, input);
    if (!existsSync(full)) continue;
    const stats = statSync(full);
    if (stats.isFile()) newest = Math.max(newest, stats.mtimeMs);
    else
      for (const entry of readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile())
          newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Whether there is a build at all, and none of its sources changed after it was made. */
export function buildState(): 'missing' | 'stale' | 'current' {
  if (!existsSync(buildInfoFile)) return 'missing';
  return statSync(buildInfoFile).mtimeMs < newestBuildInputTime() ? 'stale' : 'current';
}
