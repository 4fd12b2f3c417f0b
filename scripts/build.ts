import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { distDir, projectRoot } from './build-layout.ts';
import { generateContent } from './content/generate.ts';
import { ContentError } from './content/load-content.ts';
import { prerender } from './prerender.ts';

/** The whole production build: content, client bundle, prerender bundle, then static HTML. */
const started = Date.now();
// Content errors are the ones editors make; report them, naming file and field, before
// spending time on bundling.
try {
  await generateContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
await rm(distDir, { recursive: true, force: true });
await build({ root: projectRoot, logLevel: 'warn' });
await build({ root: projectRoot, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
const summary = await prerender();
console.log(
  `Built ${summary.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
    `(${summary.compressed} files pre-compressed).`,
);
