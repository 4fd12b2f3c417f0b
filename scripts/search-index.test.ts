import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isSearchable,
  untilWritten,
  withSearchAttributes,
  withSolidCodes,
  withWordBreaks,
} from './search-index.ts';

describe('the copy of a page the search index reads', () => {
  const page = '<main><h3 id="zs-vt15-name" class="t">ZS-VT15</h3><p id="zs-vt15">x</p></main>';

  it('adds the attributes to the start tag of the element they name, escaped', () => {
    const indexed = withSearchAttributes(page, {
      'zs-vt15-name': {
        'data-search-code': 'ZSVT15',
        'data-search-product': '{"family":"VTOL & fixed-wing","figures":[["Payload","<10 kg"]]}',
      },
    });
    expect(indexed).toBe(
      '<main><h3 id="zs-vt15-name" data-search-code="ZSVT15" data-search-product=' +
        '"{&quot;family&quot;:&quot;VTOL &amp; fixed-wing&quot;,&quot;figures&quot;:' +
        '[[&quot;Payload&quot;,&quot;&lt;10 kg&quot;]]}" class="t">ZS-VT15</h3>' +
        '<p id="zs-vt15">x</p></main>',
    );
  });

  it('is the page itself when it records nothing', () => {
    expect(withSearchAttributes(page, {})).toBe(page);
  });

  it('fails where the page lacks the element, or has its id twice', () => {
    expect(() => withSearchAttributes(page, { 'zs-vt30-name': { a: 'b' } })).toThrow(
      'one element with id "zs-vt30-name"',
    );
    expect(() =>
      withSearchAttributes(`${page}<b id="zs-vt15-name"></b>`, { 'zs-vt15-name': { a: 'b' } }),
    ).toThrow('one element with id "zs-vt15-name"');
  });
});

describe('the words the search index reads', () => {
  it('keeps a term and its value, cells, links and list items apart, and words whole', () => {
    expect(
      withWordBreaks(
        '<dl><div><dt>Flight time</dt><dd>60 min</dd></div><div><dt>Load on the <b>ZS-EM25</b></dt>' +
          '<dd>5 kg</dd></div></dl><p><a href="/c">Contact Sales</a><a href="/q">Request Quote</a></p>' +
          '<p>ZS-<span>VT15</span>, <mark>VT</mark>30</p>',
      ),
    ).toBe(
      '<dl><div><dt>Flight time</dt> <dd>60 min</dd> </div> <div><dt>Load on the <b>ZS-EM25</b></dt> ' +
        '<dd>5 kg</dd> </div> </dl><p><a href="/c">Contact Sales</a> <a href="/q">Request Quote</a> </p> ' +
        '<p>ZS-<span>VT15</span>, <mark>VT</mark>30</p>',
    );
  });
});

describe('the codes the Chinese index reads', () => {
  const codes = ['ZS-VT30', 'ZS-IRT35', 'ZS-BOX10'];
  const solid = (code: string, printed = code) =>
    `<span data-pagefind-index-attrs="data-search-code" data-search-code="${code}">${printed}</span>`;

  it('gives each printed code of the catalogue to the index solid too, where it stands', () => {
    expect(
      withSolidCodes(
        '<main><h3 id="zs-VT30-name">ZS-VT30</h3><p>适配 ZS-IRT35 与 ZS-Box10，见 <a>ZS-VT30 页</a>。</p></main>',
        codes,
      ),
    ).toBe(
      `<main><h3 id="zs-VT30-name">${solid('ZSVT30', 'ZS-VT30')}</h3><p>适配 ${solid('ZSIRT35', 'ZS-IRT35')} ` +
        `与 ${solid('ZSBOX10', 'ZS-Box10')}，见 <a>${solid('ZSVT30', 'ZS-VT30')} 页</a>。</p></main>`,
    );
  });

  it('leaves other codes, longer ones, attributes and scripts as they are', () => {
    const page =
      '<main><img alt="ZS-VT30" src="/a.svg"><p>ZS-VT300、ZS-VT15、XZS-VT30、ZS-VT30-A</p>' +
      '<script type="application/json">{"name":"ZS-VT30"}</script></main>';
    expect(withSolidCodes(page, codes)).toBe(page);
  });
});

describe('which pages are searched', () => {
  it('leaves out pages marked noindex and pages that defer to another URL', () => {
    const canonical = (href: string) => `<link rel="canonical" href="${href}" />`;
    expect(isSearchable(canonical('https://example.com/en/about'), '/en/about')).toBe(true);
    expect(isSearchable(canonical('https://example.com/en'), '/en/inspection')).toBe(false);
    expect(isSearchable('<meta name="robots" content="noindex" />', '/en/compare')).toBe(false);
  });
});

describe('waiting for the index to be on disk', () => {
  let bundle: string;
  beforeEach(async () => {
    bundle = await mkdtemp(path.join(os.tmpdir(), 'search-bundle-'));
    await mkdir(path.join(bundle, 'index'));
    await writeFile(path.join(bundle, 'pagefind.js'), 'export {};');
    // Created, its bytes still queued: how Pagefind 1.5 leaves a file when it answers.
    await writeFile(path.join(bundle, 'index', 'zh_1.pf_index'), '');
  });
  afterEach(() => rm(bundle, { recursive: true, force: true }));

  it('waits for a file whose bytes land after Pagefind answered', async () => {
    const queued = path.join(bundle, 'index', 'zh_1.pf_index');
    setTimeout(() => void writeFile(queued, 'pagefind_dcd'), 100);
    await untilWritten(bundle);
    expect(await readFile(queued, 'utf8')).toBe('pagefind_dcd');
  });

  it('fails the build, naming the file, when the bytes never come', async () => {
    await expect(untilWritten(bundle, 200)).rejects.toThrow(
      `Pagefind left these index files empty: ${path.join('index', 'zh_1.pf_index')}`,
    );
  });
});
