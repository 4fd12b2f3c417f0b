import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import {
  buildInfoFile,
  clientDir,
  projectRoot,
  serverBundleDir,
  type BuildInfo,
} from './build-layout.ts';
import { CmsEnvironmentError, cmsBackendFromEnvironment } from './content/cms-backend.ts';
import { generateContent, type GenerateResult } from './content/generate.ts';
import { ContentError } from './content/load-content.ts';
import { copyUploadedDocuments } from './documents/copy-uploaded-documents.ts';
import { buildSearchIndex } from './search-index.ts';

/**
 * The production build, into DIST_DIR (scripts/build.ts runs it atomically): content, client
 * bundle, prerender bundle, static HTML, search, then the content editor (/admin/), built apart
 * from the site.
 */
const started = Date.now();
// Content errors are the ones editors make; report them, naming file and field, before
// spending time on bundling.
let siteContent: GenerateResult;
try {
  siteContent = await generateContent();
  // The editor's settings come from the environment: a mistake there stops the build too.
  cmsBackendFromEnvironment();
} catch (error) {
  if (!(error instanceof ContentError || error instanceof CmsEnvironmentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// The PDFs marketing uploaded, checked by the content step, each under its id.
const uploadedDocuments = copyUploadedDocuments(siteContent.compiled.drones);
// Prerendering and the editor's build read the data modules the content step has just
// written (src/generated is not in git), so they are imported only now: on a fresh clone a static
// import would fail before the content step ran.
const [{ compressTree, prerender }, { addEditorToBuild }, { buildSpecSheets }, { catalogueCodes }] =
  await Promise.all([
    import('./prerender.ts'),
    import('./admin-build.ts'),
    import('./documents/build-spec-sheets.ts'),
    import('../src/generated/product-codes.ts'),
  ]);
await build({ root: projectRoot, logLevel: 'warn' });
await build({ root: projectRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
// The prerender bundle is ES modules (one awaits at its top). Node reads a .js file by the
// nearest package.json: the project's says "module", but a DIST_DIR outside the project has none.
await writeFile(path.join(serverBundleDir, 'package.json'), '{ "type": "module" }\n');
const summary = await prerender();
// Search reads the finished HTML, as a visitor's browser would, with what the prerender
// recorded about each page's products added (search-index.ts).
const { pages } = JSON.parse(await readFile(buildInfoFile, 'utf8')) as BuildInfo;
const search = await buildSearchIndex(clientDir, pages, summary.searchAttributes, catalogueCodes);
const searchCompressed = await compressTree(search.bundleDir);
const editorCompressed = await addEditorToBuild(siteContent);
// The spec sheets go to documentsDir, outside the client folder: only a signed link serves them.
const specSheets = await buildSpecSheets();
const largestSheet = Math.max(...specSheets.sheets.map((sheet) => sheet.bytes));
console.log(
  `Built ${specSheets.sheets.length} spec sheets in ${(specSheets.milliseconds / 1000).toFixed(1)} s ` +
    `(${(specSheets.cpuMilliseconds / 1000).toFixed(1)} s of CPU; ` +
    `largest ${(largestSheet / 1024).toFixed(0)} KB).`,
);
const indexed = Object.entries(search.pages).map(([lang, count]) => `${count} ${lang}`);
console.log(
  `Built ${summary.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${summary.compressed + searchCompressed + editorCompressed} files pre-compressed; ` +
    `${uploadedDocuments.length} uploaded documents; ` +
    `search index: ${indexed.join(', ')} pages).`,
);
