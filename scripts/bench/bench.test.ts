import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages.ts';
import { allPagePaths } from '../../src/routing/site-pages.ts';
import { benchPages, selectBenchPages } from './bench-pages.ts';
import { stripScripts } from './control-site.ts';
import { slowdownForBenchmarkIndex, slowdownsUsed } from './cpu-calibration.ts';
import { median } from './median.ts';
import { initialJsBudgetBytes, initialScriptUrls, pagesOverInitialJsBudget } from './initial-js.ts';
import { emptyDocumentLine, lcpRatio, type PageResult } from './report.ts';
import type { Result } from 'lighthouse';
import { medianOfRepeats, summarise, type BenchRun } from './run-summary.ts';

describe('the benched pages', () => {
  it('are pages the site has, the same types in each language', () => {
    const paths = new Set(allPagePaths());
    expect(benchPages.filter(({ path }) => !paths.has(path))).toEqual([]);
    const types = (lang: string) =>
      benchPages.filter(({ path }) => path.startsWith(`/${lang}`)).map(({ type }) => type);
    for (const lang of languages) expect(types(lang)).toEqual(types('en'));
    expect(types('en')).toHaveLength(13);
  });

  it('can be narrowed by part of their path, and refuse a filter that matches none', () => {
    expect(selectBenchPages(['/zh/contact']).map(({ path }) => path)).toEqual(['/zh/contact']);
    expect(() => selectBenchPages(['/nowhere'])).toThrow(/matches none/);
  });
});

describe('stripScripts', () => {
  it('removes scripts and module preloads, and keeps structured data', () => {
    const html = [
      '<head><script>theme()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<link rel="modulepreload" href="/assets/a.js" />',
      '<link rel="stylesheet" href="/assets/site.css"></head>',
      '<body><main>Text</main>',
      '<script type="application/json" id="i18n-state">{}</script>',
      '<script data-entry="/assets/index.js">start()</script></body>',
    ].join('\n');
    expect(stripScripts(html)).toBe(
      [
        '<head><script type="application/ld+json">{"@type":"Organization"}</script>',
        '<link rel="stylesheet" href="/assets/site.css"></head>',
        '<body><main>Text</main>',
        '</body>',
      ].join('\n'),
    );
  });
});

describe('initialScriptUrls', () => {
  it("reads the start script's attributes", () => {
    expect(
      initialScriptUrls(
        '<script data-entry="/assets/i.js" data-modules="/assets/a.js /assets/b.js">',
      ),
    ).toEqual(['/assets/i.js', '/assets/a.js', '/assets/b.js']);
  });

  it('reads the module script and preloads of a build from before the start script', () => {
    expect(
      initialScriptUrls(
        '<link rel="modulepreload" href="/assets/a.js" /><script type="module" crossorigin src="/assets/i.js"></script>',
      ),
    ).toEqual(['/assets/a.js', '/assets/i.js']);
  });
});

describe('pagesOverInitialJsBudget', () => {
  it('names the pages whose start-up scripts, each gzipped, add up to more than the budget', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'initial-js-'));
    try {
      await mkdir(path.join(site, 'assets'));
      // Random bytes do not compress: each file is its own size, and a little more, gzipped.
      const shared = initialJsBudgetBytes - 4 * 1024;
      await writeFile(path.join(site, 'assets', 'shared.js'), randomBytes(shared));
      await writeFile(path.join(site, 'assets', 'small.js'), randomBytes(1024));
      await writeFile(path.join(site, 'assets', 'large.js'), randomBytes(6 * 1024));
      const page = async (name: string, modules: string) => {
        await mkdir(path.join(site, name), { recursive: true });
        await writeFile(
          path.join(site, name, 'index.html'),
          `<script data-entry="/assets/shared.js" data-modules="${modules}"></script>`,
        );
      };
      await page('en/light', '/assets/small.js');
      await page('en/heavy', '/assets/small.js /assets/large.js');
      const over = await pagesOverInitialJsBudget(site, ['/en/light', '/en/heavy']);
      expect(over).toHaveLength(1);
      expect(over[0]).toMatch(/^ {2}- \/en\/heavy: 13[0-9]\.\d KB$/);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

function run(performance: number, lcpMs: number, tbtMs: number): BenchRun {
  return {
    page: '/en',
    mode: 'mobile',
    url: 'http://127.0.0.1/en',
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    fcpMs: lcpMs,
    lcpMs,
    tbtMs,
    cls: 0,
    transferBytes: { html: 1, css: 1, js: 1 },
    findings: [],
    runWarnings: [],
    lighthouseVersion: '12',
    benchmarkIndex: 1500,
    cpuSlowdownMultiplier: 4,
    repeatPerformanceScores: [performance],
  };
}

describe('medianOfRepeats', () => {
  it('takes each figure from its own median, so one slow repeat moves nothing', () => {
    const median = medianOfRepeats([
      run(100, 900, 0),
      { ...run(80, 2500, 400), cpuSlowdownMultiplier: 7.7 },
      { ...run(99, 950, 30), cpuSlowdownMultiplier: 5.1 },
    ]);
    expect(median.scores.performance).toBe(99);
    expect(median.cpuSlowdownMultiplier).toBe(5.1);
    expect(median.lcpMs).toBe(950);
    expect(median.tbtMs).toBe(30);
    expect(median.repeatPerformanceScores).toEqual([100, 80, 99]);
  });
});

describe('lcpRatio', () => {
  it("divides the page's LCP by its control's", () => {
    const result = {
      mobile: run(99, 1100, 0),
      control: { ...run(100, 1000, 0), mode: 'control' },
    } as PageResult;
    expect(lcpRatio(result)).toBeCloseTo(1.1);
  });
});

describe('the lines on the throttled runs', () => {
  const runs = [
    { ...run(100, 900, 0), benchmarkIndex: 1300, cpuSlowdownMultiplier: 3.2 },
    { ...run(100, 900, 0), mode: 'control', benchmarkIndex: 1533, cpuSlowdownMultiplier: 5.04 },
    { ...run(100, 900, 0), mode: 'control', benchmarkIndex: 2000, cpuSlowdownMultiplier: 7.7 },
    { ...run(100, 900, 0), mode: 'desktop', benchmarkIndex: 400, cpuSlowdownMultiplier: 1 },
  ] as BenchRun[];

  it('read the benchmark index those runs read and the slowdowns they were audited at', () => {
    expect(slowdownsUsed(runs)).toBe(
      "Lighthouse's benchmark index in the mobile and control runs: median 1,533 " +
        '(1,300–2,000); the CPU slowdown each was audited at: median 5.0× (3.2×–7.7×)',
    );
    expect(slowdownsUsed([])).toBeUndefined();
  });
});

describe('emptyDocumentLine', () => {
  const emptyDocument = (tbtMs: number) =>
    medianOfRepeats(
      [tbtMs, tbtMs + 40, tbtMs - 20].map((tbt) => ({
        ...run(99, 680, tbt),
        mode: 'control' as const,
        benchmarkIndex: 2817,
        cpuSlowdownMultiplier: 9.5,
      })),
    );

  it('gives its median figures and says when even it is over the TBT goal', () => {
    expect(emptyDocumentLine(emptyDocument(146))).toBe(
      'The empty document (a heading and a paragraph, no script, no stylesheet), mobile, median ' +
        'of 3: TBT 146 ms, performance 99, LCP 680 ms, at 9.5× (benchmark index 2,817): over ' +
        'the TBT goal of 50 ms with nothing to run, so at this slowdown a page on this host ' +
        'cannot be expected to meet it.',
    );
  });

  it('only gives its figures when it is within the goal, and says when it was not measured', () => {
    expect(emptyDocumentLine(emptyDocument(30))).toMatch(
      /: TBT 30 ms, .*\(benchmark index 2,817\)\.$/,
    );
    expect(emptyDocumentLine(undefined)).toMatch(/: not measured\.$/);
  });
});

describe('slowdownForBenchmarkIndex', () => {
  it("meets the reference points of Lighthouse's CPU slowdown calculator", () => {
    expect(slowdownForBenchmarkIndex(150)).toBe(1);
    expect(slowdownForBenchmarkIndex(800)).toBe(2);
    expect(slowdownForBenchmarkIndex(1300)).toBe(3);
    expect(slowdownForBenchmarkIndex(1533)).toBe(4);
    expect(slowdownForBenchmarkIndex(2000)).toBeCloseTo(6, 1);
  });

  it('slows a faster host more, and never runs backwards between the reference points', () => {
    const indexes = Array.from({ length: 60 }, (_, i) => 150 + i * 50);
    const slowdowns = indexes.map(slowdownForBenchmarkIndex);
    expect(slowdowns.every((value, i) => i === 0 || value > (slowdowns[i - 1] ?? 0))).toBe(true);
    // The issue's slow host (index 860–1,550) gets less than Lighthouse's fixed 4×.
    expect(slowdownForBenchmarkIndex(860)).toBeCloseTo(2.12, 2);
  });

  it('refuses a host too slow to emulate the phone', () => {
    expect(() => slowdownForBenchmarkIndex(120)).toThrow(/too slow/);
    expect(() => slowdownForBenchmarkIndex(Number.NaN)).toThrow(/too slow/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarise', () => {
  it('reads a run whose audit details hold something other than a list of items', () => {
    const audit = (id: string, details: unknown) => ({
      id,
      title: id,
      score: 0.5,
      scoreDisplayMode: 'numeric',
      details,
    });
    const lhr = {
      requestedUrl: 'http://127.0.0.1/en',
      lighthouseVersion: '12',
      runWarnings: [],
      environment: { benchmarkIndex: 1500 },
      configSettings: { throttling: { cpuSlowdownMultiplier: 5.1 } },
      categories: {
        performance: {
          score: 0.9,
          auditRefs: [
            { id: 'tree', weight: 10 },
            { id: 'issues', weight: 10 },
          ],
        },
      },
      audits: {
        tree: audit('tree', { type: 'network-tree', items: { chains: {} } }),
        issues: audit('issues', {
          type: 'table',
          items: [{ issueType: 'mixed-content', subItems: { type: 'subitems', items: {} } }],
        }),
        'network-requests': audit('network-requests', { type: 'table', items: {} }),
      },
    } as unknown as Result;
    const run = summarise('/en', 'mobile', lhr);
    expect(run.cpuSlowdownMultiplier).toBe(5.1);
    expect(run.findings.map(({ id, examples }) => [id, examples])).toEqual([
      ['tree', []],
      ['issues', ['mixed-content']],
    ]);
    expect(run.transferBytes).toEqual({ html: 0, css: 0, js: 0 });
  });
});
