import { createHash } from 'node:crypto';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The code one page runs: the entry, and every module it and the page's chunk import. */
export interface PageCode {
  entry: string;
  /** Root-relative URLs of every other module the page needs to hydrate. */
  modules: string[];
  /** Stylesheets the page's own chunk brings beyond the site's. */
  styles: string[];
}

const entryKey = 'index.html';

/** The files `sources` load, each chunk with everything it imports, in a stable order. */
function chunkFiles(manifest: Manifest, sources: readonly string[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * What a page fetches to hydrate, named in its start script so all of it is requested at
 * once after the first paint: requested through the entry's imports instead, the page's chunk
 * would wait for the entry to arrive and be parsed (a waterfall).
 */
export function pageCode(manifest: Manifest, pageSources: readonly string[]): PageCode {
  const entry = manifest[entryKey];
  if (!entry?.isEntry) throw new Error('The build manifest has no entry for index.html.');
  const site = chunkFiles(manifest, [entryKey]);
  const page = chunkFiles(manifest, [entryKey, ...pageSources]);
  return {
    entry: `/${entry.file}`,
    modules: page.scripts.filter((file) => file !== entry.file).map((file) => `/${file}`),
    styles: page.styles.filter((file) => !site.styles.includes(file)).map((file) => `/${file}`),
  };
}

/**
 * Vite's built index.html without the entry script and module preloads it put in the head:
 * either would be fetched before the first paint, competing with the HTML and CSS.
 */
export function withoutEntryTags(template: string): string {
  const stripped = template
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (/<script type="module"|rel="modulepreload"/.test(stripped)) {
    throw new Error('index.html has an entry tag the prerender does not recognise.');
  }
  return stripped;
}

const startScriptPattern = /<!--app-start-->\s*<script>([\s\S]*?)<\/script>\s*<!--\/app-start-->/;
const themeScriptPattern = /<!--theme-init-->\s*<script>([\s\S]*?)<\/script>\s*<!--\/theme-init-->/;
const chineseFontsPattern =
  /<!--chinese-fonts-->\s*<style>([\s\S]*?)<\/style>\s*<!--\/chinese-fonts-->/;

export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

function markedContentHashes(template: string, patterns: readonly RegExp[]): string[] {
  return patterns.map((pattern) => {
    const text = pattern.exec(template)?.[1];
    if (text === undefined) {
      throw new Error(`index.html lost a marked inline element (${pattern.source.slice(0, 21)}…).`);
    }
    return cspHash(text);
  });
}

/**
 * The CSP hashes of the template's two inline scripts: the theme, applied before the first
 * paint, and the start script, which requests the code after it. Their text is the same on
 * every page (what differs is in attributes), so two hashes allow them everywhere.
 */
export function inlineScriptHashes(template: string): string[] {
  return markedContentHashes(template, [themeScriptPattern, startScriptPattern]);
}

/** The template's inline style: the Chinese faces and stack, in place before the stylesheet. */
export function chineseFontsStyle(template: string): string {
  const style = chineseFontsPattern.exec(template)?.[1];
  if (style === undefined) throw new Error('index.html lost its marked Chinese faces.');
  return style;
}

/** The CSP hash of the template's inline style: the Chinese faces, in place before the stylesheet. */
export function inlineStyleHashes(template: string): string[] {
  return markedContentHashes(template, [chineseFontsPattern]);
}

/** The page with its start script naming the code to fetch; `undefined` leaves it inert. */
export function withStartScript(html: string, code: PageCode | undefined): string {
  const attributes = code
    ? ` data-entry="${code.entry}" data-modules="${code.modules.join(' ')}"`
    : '';
  return html.replace(
    startScriptPattern,
    (_whole, script: string) => `<script${attributes}>${script}</script>`,
  );
}
