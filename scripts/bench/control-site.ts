import { cp, readFile, writeFile } from 'node:fs/promises';
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
 * A copy of the built site whose benched pages have their scripts stripped (with fresh
 * compressed twins, which the server prefers), served beside the real one so each page gets a
 * control row from the same server, build and CSS.
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
