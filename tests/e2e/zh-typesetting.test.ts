import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { clientDir } from '../../scripts/build-layout.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';

/**
 * The Chinese typesetting convention (docs/decisions/010-chinese-typesetting.md), checked on
 * what a reader sees: the text of every prerendered Chinese page, scripts and attributes left
 * out. Text is read block by block, so two paragraphs that meet in the source never count as
 * one line; inline elements (links, labels, screen-reader text) join the text around them, as
 * a reader or a screen reader meets them.
 */
const fullWidthPunctuation = '，。、；：？！（）《》〈〉【】「」『』〔〕～';
const chinese = `[\\p{Script=Han}${fullWidthPunctuation}]`;

const rules: { name: string; pattern: RegExp }[] = [
  {
    name: 'a space between two Chinese characters',
    pattern: new RegExp(`${chinese}[ \\u00a0\\u3000]+${chinese}`, 'gu'),
  },
  {
    name: 'half-width punctuation after Chinese',
    pattern: /\p{Script=Han}[ \u00a0]*[:;,()!?]/gu,
  },
  {
    name: 'a space beside full-width punctuation',
    pattern: new RegExp(
      `[${fullWidthPunctuation}][ \\u00a0]+\\S|\\S[ \\u00a0]+[${fullWidthPunctuation}]`,
      'gu',
    ),
  },
];

const inline = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'code',
  'em',
  'i',
  'kbd',
  'label',
  'mark',
  'q',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);
const hidden = new Set(['script', 'style', 'template', 'noscript']);

/** The text of a page as lines: one per block element, inline elements joined in. */
function textLines(html: string): string[] {
  const lines: string[] = [];
  let line = '';
  let hiddenDepth = 0;
  const breakLine = () => {
    if (line.trim() !== '') lines.push(line.replace(/\s+/g, ' ').trim());
    line = '';
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (hidden.has(name)) hiddenDepth += 1;
        else if (!inline.has(name)) breakLine();
      },
      onclosetag(name) {
        if (hidden.has(name)) hiddenDepth -= 1;
        else if (!inline.has(name)) breakLine();
      },
      ontext(text) {
        if (hiddenDepth === 0) line += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  breakLine();
  return lines;
}

function typesettingProblems(lines: readonly string[]): string[] {
  const problems: string[] = [];
  for (const line of lines) {
    for (const { name, pattern } of rules) {
      for (const match of line.matchAll(pattern)) {
        const start = Math.max(0, match.index - 12);
        const context = line.slice(start, match.index + match[0].length + 12);
        problems.push(`${name}: “${context}”`);
      }
    }
  }
  return problems;
}

async function chinesePages(): Promise<string[]> {
  const root = path.join(clientDir, 'zh');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe('the rules', () => {
  it.each([
    '载重 50 千克 的旗舰级',
    '续航 不少于 4 小时',
    '商务合作: sales@zs-uav.com',
    '公司或机构 (选填)',
    '专利技术： 载荷快拆结构',
    '公司或机构 （选填）',
  ])('find the fault in %j', (text) => {
    expect(typesettingProblems([text])).not.toEqual([]);
  });

  it.each([
    '载重 50 kg 的旗舰级',
    '续航不少于 4 小时',
    '商务合作：sales@zs-uav.com',
    '版权所有 © 2026',
  ])('accept %j', (text) => {
    expect(typesettingProblems([text])).toEqual([]);
  });

  it('read inline elements as part of their line and blocks apart', () => {
    expect(
      textLines(
        '<p>专利技术：<!-- --> <a href="#">载荷</a></p><p>第二段</p><script>var a = 1;</script>',
      ),
    ).toEqual(['专利技术： 载荷', '第二段']);
  });
});

describe('every prerendered Chinese page', () => {
  it('sets Chinese the way the site’s convention says', async () => {
    const files = await chinesePages();
    const pageCount = allPagePaths().filter((page) => page.startsWith('/zh')).length;
    expect(files.length).toBeGreaterThanOrEqual(pageCount);
    const problems: string[] = [];
    let characters = 0;
    for (const file of files) {
      const lines = textLines(await readFile(file, 'utf8'));
      characters += lines.join('').length;
      const page = path.relative(clientDir, path.dirname(file));
      problems.push(...typesettingProblems(lines).map((problem) => `/${page}: ${problem}`));
    }
    // The scan reads real text, not an empty shell.
    expect(characters).toBeGreaterThan(files.length * 500);
    expect(problems).toEqual([]);
  });
});
