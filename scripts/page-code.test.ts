import { describe, expect, it } from 'vitest';
import {
  cspHash,
  inlineScriptHashes,
  inlineStyleHashes,
  pageCode,
  withoutEntryTags,
  withStartScript,
  type Manifest,
} from './page-code.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_fw.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_fw.js': { file: 'assets/framework-3.js', imports: ['_react.js'] },
  'src/pages/about-page.tsx': {
    file: 'assets/about-page-4.js',
    imports: ['index.html', '_parts.js'],
    css: ['assets/about-5.css'],
  },
  '_parts.js': { file: 'assets/parts-6.js', imports: ['_react.js'] },
};

const template = [
  '<html><head>',
  '<!--chinese-fonts-->',
  '<style>:root:lang(zh){}</style>',
  '<!--/chinese-fonts-->',
  '<!--theme-init-->',
  '<script>theme()</script>',
  '<!--/theme-init-->',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index.css">',
  '</head><body>',
  '<!--app-start-->',
  '<script>start()</script>',
  '<!--/app-start-->',
  '</body></html>',
].join('\n');

describe('pageCode', () => {
  it("names the entry, then its imports, then the page's chunk and its imports, once each", () => {
    expect(pageCode(manifest, ['src/pages/about-page.tsx'])).toEqual({
      entry: '/assets/index-1.js',
      modules: [
        '/assets/react-2.js',
        '/assets/framework-3.js',
        '/assets/about-page-4.js',
        '/assets/parts-6.js',
      ],
      styles: ['/assets/about-5.css'],
    });
  });

  it('names only the entry and its imports for a page without a screen of its own', () => {
    expect(pageCode(manifest, [])).toEqual({
      entry: '/assets/index-1.js',
      modules: ['/assets/react-2.js', '/assets/framework-3.js'],
      styles: [],
    });
  });

  it('fails on a source the manifest lacks, rather than hydrating without it', () => {
    expect(() => pageCode(manifest, ['src/pages/gone.tsx'])).toThrow(/src\/pages\/gone\.tsx/);
  });
});

describe('the template', () => {
  it('loses the entry script and module preloads Vite wrote, and keeps the stylesheet', () => {
    const stripped = withoutEntryTags(template);
    expect(stripped).not.toMatch(/type="module"|modulepreload/);
    expect(stripped).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
  });

  it('hashes the text of its two inline scripts for the CSP', () => {
    expect(inlineScriptHashes(template)).toEqual([cspHash('theme()'), cspHash('start()')]);
  });

  it('hashes the text of its inline style for the CSP', () => {
    expect(inlineStyleHashes(template)).toEqual([cspHash(':root:lang(zh){}')]);
  });

  it('fails when a marked inline element is gone, rather than writing a CSP that blocks it', () => {
    const unmarked = template.replace('<!--/chinese-fonts-->', '');
    expect(() => inlineStyleHashes(unmarked)).toThrow(/lost a marked inline element/);
    expect(inlineScriptHashes(unmarked)).toHaveLength(2);
  });

  it('gives the start script its page code in attributes, leaving its text (and hash) alone', () => {
    const html = withStartScript(template, pageCode(manifest, ['src/pages/about-page.tsx']));
    expect(html).toContain(
      '<script data-entry="/assets/index-1.js" data-modules="/assets/react-2.js ' +
        '/assets/framework-3.js /assets/about-page-4.js /assets/parts-6.js">start()</script>',
    );
    expect(html).not.toContain('app-start');
  });
});
