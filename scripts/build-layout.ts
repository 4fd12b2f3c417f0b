import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
export const localesDir = path.join(projectRoot, 'public', 'locales');

export interface BuildInfo {
  builtAt: string;
  /** CSP hashes of the inline scripts the HTML carries (the pre-paint theme script). */
  scriptHashes: string[];
  /** Every prerendered page path, e.g. /en/products/vtol. */
  pages: string[];
}
