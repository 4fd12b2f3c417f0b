import { readFile } from 'node:fs/promises';
import { build } from 'vite';
import { validateCatalogue } from '../src/catalogue/validate-catalogue.ts';
import { validateContent } from '../src/content/validate-content.ts';
import { buildInfoFile, clientDir, projectRoot, type BuildInfo } from './build-layout.ts';
import { compressTree, prerender } from './prerender.ts';
import { buildSearchIndex } from './search-index.ts';

/** The whole production build: client bundle, prerender bundle, then static HTML per page. */
const started = Date.now();
// Catalogue errors are the ones editors make; report them before spending time on bundling.
validateCatalogue();
validateContent();
await build({ root: projectRoot, logLevel: 'warn' });
await build({ root: projectRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
const summary = await prerender();
// Search reads the finished HTML, as a visitor's browser would.
const { pages } = JSON.parse(await readFile(buildInfoFile, 'utf8')) as BuildInfo;
const search = await buildSearchIndex(clientDir, pages);
const searchCompressed = await compressTree(search.bundleDir);
const indexed = Object.entries(search.pages).map(([lang, count]) => `${count} ${lang}`);
console.log(
  `Built ${summary.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${summary.compressed + searchCompressed} files pre-compressed; ` +
    `search index: ${indexed.join(', ')} pages).`,
);
