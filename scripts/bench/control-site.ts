import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeCompressedTwins } from '../compress.ts';

/**
 * The page as plain HTML: every script removed except structured data (JSON-LD is part of the
 * document for search engines, not code), and the module preloads with them. What is left is
 * what the browser paints with no JavaScript at all: the floor the page is measured against.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>\s*/g, (whole, attributes: string) =>
      /\btype="application\/ld\+json"/.test(attributes) ? whole : '',
    )
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * The host's floor: a document with a heading and a paragraph, no script and no stylesheet,
 * served beside the controls (docs/decisions/102). The blocking time Lighthouse gives it at a
 * run's slowdown is the browser's own work on this host: the floor under every page's.
 */
export const emptyDocumentPath = '/bench-empty-document';

const emptyDocumentHtml =
  '<!doctype html><html lang="en"><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>An empty document</title>' +
  '<meta name="description" content="The floor a page is measured against.">' +
  '<h1>An empty document</h1><p>A heading and a paragraph, with no script and no stylesheet.</p>' +
  '</html>\n';

/**
 * A copy of the built site whose benched pages have their scripts stripped (with fresh
 * compressed twins, which the server prefers), served beside the real one so each page gets a
 * control row from the same server, build and CSS; with the empty document beside them.
 */
export async function createControlSite(
  siteDir: string,
  scratchDir: string,
  pages: readonly string[],
): Promise<string> {
  // The whole build, not only client/: the server also reads files beside it.
  const controlRoot = path.join(scratchDir, 'control-dist');
  await cp(path.dirname(siteDir), controlRoot, { recursive: true });
  const controlDir = path.join(controlRoot, path.basename(siteDir));
  const emptyDocument = path.join(controlDir, emptyDocumentPath, 'index.html');
  await mkdir(path.dirname(emptyDocument), { recursive: true });
  await writeFile(emptyDocument, emptyDocumentHtml);
  await writeCompressedTwins(emptyDocument);
  await Promise.all(
    pages.map(async (page) => {
      const file = path.join(controlDir, page, 'index.html');
      const html = await readFile(file, 'utf8');
      const stripped = stripScripts(html);
      if (stripped === html) throw new Error(`${page} has no script to strip; is it prerendered?`);
      await writeFile(file, stripped);
      await writeCompressedTwins(file);
    }),
  );
  return controlDir;
}
