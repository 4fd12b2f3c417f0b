import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BrandMark } from '../../src/app/layout/brand-mark.tsx';
import type { Content } from './load-content.ts';

/*
 * The editor's sign-in screen shows the company's mark and name (Decap's `logo`) rather than
 * Decap's own logo: the mark the site's header draws, and the short name in both languages from
 * the company's facts, so neither is typed a second time.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** The sign-in screen's logo, a data: address (the editor's CSP allows data: pictures). */
export function editorLogo(content: Content): string {
  const entry = content.entries.find(
    (candidate) => candidate.collection === 'company' && candidate.name === 'company',
  );
  const names = (['en', 'zh'] as const).map(
    (lang) =>
      (entry?.texts[lang] as { company?: { shortName?: string } } | undefined)?.company
        ?.shortName ?? '',
  );
  // The header's mark, placed and sized for the logo in place of its own size.
  const mark = renderToStaticMarkup(createElement(BrandMark))
    .replace(/ (width|height)="\d+"/g, '')
    .replace('<svg', '<svg x="4" y="10" width="44" height="44"');
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 176 64" width="264" height="96">',
    `<g color="#0b3a5b">${mark}</g>`,
    '<g fill="#0b3a5b" font-family="system-ui, sans-serif" font-weight="700">',
    `<text x="60" y="30" font-size="24">${escapeXml(names[0]!)}</text>`,
    `<text x="60" y="56" font-size="18">${escapeXml(names[1]!)}</text>`,
    '</g></svg>',
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
