import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { validateCatalogue } from '../src/catalogue/validate-catalogue.ts';
import { validateContent } from '../src/content/validate-content.ts';
import { distDir, projectRoot } from './build-layout.ts';
import { prerender } from './prerender.ts';

/** The whole production build: client bundle, prerender bundle, then static HTML per page. */
const started = Date.now();
// Catalogue errors are the ones editors make; report them before spending time on bundling.
validateCatalogue();
validateContent();
await rm(distDir, { recursive: true, force: true });
await build({ root: projectRoot, logLevel: 'warn' });
await build({ root: projectRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
const summary = await prerender();
console.log(
  `Built ${summary.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${summary.compressed} files pre-compressed).`,
);
