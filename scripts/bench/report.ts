import { htmlBudgetBytes } from '../prerender.ts';
import type { BenchPage } from './bench-pages.ts';
import { initialJsBudgetBytes, type InitialJs } from './initial-js.ts';
import type { BenchRun, CategoryId } from './run-summary.ts';

/**
 * The goals of issue 10, tightened by issue 32 (performance 100, LCP within 1.05 × the control,
 * 135 KB of initial JavaScript with React), mobile unless said otherwise, on the median of each
 * page's repeats.
 */
export const goals = {
  mobilePerformance: 100,
  desktopPerformance: 100,
  fcpMs: 1000,
  lcpMs: 1200,
  /** LCP of the page over LCP of the same HTML with its scripts stripped. */
  lcpOverControl: 1.05,
  tbtMs: 50,
  cls: 0,
  htmlBrotliKb: htmlBudgetBytes / 1024,
  initialJsGzipKb: initialJsBudgetBytes / 1024,
} as const;

/** Everything measured about one benched page. */
export interface PageResult {
  page: BenchPage;
  mobile?: BenchRun;
  desktop?: BenchRun;
  control?: BenchRun;
  /** The prerendered HTML as the server sends it with brotli (the built .br file). */
  htmlBrotliBytes: number;
  initialJs: InitialJs;
}

export interface GoalResult {
  goal: string;
  pass: boolean;
  /** Which pages missed it, or the worst figure when all met it. */
  detail: string;
}

export const kb = (bytes: number) => bytes / 1024;

const orDash = (value: number | null | undefined, format: (value: number) => string) =>
  value === null || value === undefined ? '—' : format(value);
const ms = (value: number | null | undefined) => orDash(value, (v) => String(Math.round(v)));
/** CLS to four places, so a shift too small for three still shows beside a goal of 0. */
const formatCls = (cls: number) => cls.toFixed(4);
const score = (run: BenchRun | undefined, id: CategoryId) => orDash(run?.scores[id], String);

export function lcpRatio(result: PageResult): number | null {
  const page = result.mobile?.lcpMs;
  const control = result.control?.lcpMs;
  return page && control ? page / control : null;
}

interface Table {
  headers: string[];
  /** Columns whose text reads left to right; the rest are figures, aligned right. */
  leftAligned: number;
  rows: string[][];
}

function mobileTable(results: readonly PageResult[]): Table {
  return {
    headers: [
      'Page',
      'Perf',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'HTML KB br',
      'JS KB gz',
      'Ctrl perf',
      'Ctrl FCP',
      'Ctrl LCP',
      'Ctrl TBT',
      'LCP/ctrl',
      'A11y',
      'BP',
      'SEO',
    ],
    leftAligned: 1,
    rows: results.map((result) => {
      const { mobile, control } = result;
      return [
        result.page.path,
        score(mobile, 'performance'),
        ms(mobile?.fcpMs),
        ms(mobile?.lcpMs),
        ms(mobile?.tbtMs),
        orDash(mobile?.cls, formatCls),
        kb(result.htmlBrotliBytes).toFixed(1),
        kb(result.initialJs.totalGzipBytes).toFixed(1),
        score(control, 'performance'),
        ms(control?.fcpMs),
        ms(control?.lcpMs),
        // The same HTML without scripts: what the page's parsing, style and layout cost alone,
        // at this host's CPU slowdown.
        ms(control?.tbtMs),
        orDash(lcpRatio(result), (ratio) => ratio.toFixed(2)),
        score(mobile, 'accessibility'),
        score(mobile, 'best-practices'),
        score(mobile, 'seo'),
      ];
    }),
  };
}

function desktopTable(results: readonly PageResult[]): Table {
  return {
    headers: ['Page', 'Perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'A11y', 'BP', 'SEO'],
    leftAligned: 1,
    rows: results.map(({ page, desktop }) => [
      page.path,
      score(desktop, 'performance'),
      ms(desktop?.fcpMs),
      ms(desktop?.lcpMs),
      ms(desktop?.tbtMs),
      orDash(desktop?.cls, formatCls),
      score(desktop, 'accessibility'),
      score(desktop, 'best-practices'),
      score(desktop, 'seo'),
    ]),
  };
}

function asText({ headers, leftAligned, rows }: Table): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, column) =>
    Math.max(...all.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column < leftAligned
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function asMarkdown({ headers, leftAligned, rows }: Table): string {
  const align = headers.map((_, column) => (column < leftAligned ? ':--' : '--:'));
  return [headers, align, ...rows]
    .map((row) => `| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`)
    .join('\n');
}

export function textTables(results: readonly PageResult[]): string {
  return [
    'Mobile (control: the same HTML with its scripts stripped)',
    asText(mobileTable(results)),
    '',
    'Desktop',
    asText(desktopTable(results)),
  ].join('\n');
}

export function markdownTables(results: readonly PageResult[]): string {
  return [
    '### Mobile',
    '',
    'Control: the same prerendered HTML with its scripts stripped, served by the same server.',
    '',
    asMarkdown(mobileTable(results)),
    '',
    '### Desktop',
    '',
    asMarkdown(desktopTable(results)),
  ].join('\n');
}

/** One goal over every page: passes when `miss` finds nothing to report on any of them. */
function goalOver(
  results: readonly PageResult[],
  goal: string,
  miss: (result: PageResult) => string | undefined,
): GoalResult {
  const misses = results.flatMap((result) => {
    const text = miss(result);
    return text === undefined ? [] : [`${result.page.path}: ${text}`];
  });
  return {
    goal,
    pass: misses.length === 0,
    detail: misses.length === 0 ? `${results.length} pages` : misses.join(', '),
  };
}

const unmeasured = 'not measured';

export function checkGoals(results: readonly PageResult[]): GoalResult[] {
  const atMost = (
    value: number | null | undefined,
    limit: number,
    format: (value: number) => string = (v) => String(Math.round(v)),
  ) =>
    value === null || value === undefined ? unmeasured : value > limit ? format(value) : undefined;
  const allHundred = (id: CategoryId, label: string) =>
    goalOver(results, `${label} = 100, mobile and desktop`, ({ mobile, desktop }) => {
      const low = [mobile, desktop].filter((run) => run?.scores[id] !== 100);
      return low.length === 0
        ? undefined
        : low.map((run) => `${run?.mode ?? ''} ${score(run, id)}`).join(' ');
    });
  return [
    goalOver(results, `Mobile performance ≥ ${goals.mobilePerformance}`, ({ mobile }) => {
      const value = mobile?.scores.performance;
      return value === null || value === undefined
        ? unmeasured
        : value < goals.mobilePerformance
          ? String(value)
          : undefined;
    }),
    goalOver(results, `Mobile FCP ≤ ${goals.fcpMs} ms`, ({ mobile }) =>
      atMost(mobile?.fcpMs, goals.fcpMs),
    ),
    goalOver(results, `Mobile LCP ≤ ${goals.lcpMs} ms`, ({ mobile }) =>
      atMost(mobile?.lcpMs, goals.lcpMs),
    ),
    goalOver(results, `Mobile LCP ≤ ${goals.lcpOverControl} × control`, (result) =>
      atMost(lcpRatio(result), goals.lcpOverControl, (ratio) => ratio.toFixed(2)),
    ),
    goalOver(results, `Mobile TBT ≤ ${goals.tbtMs} ms`, ({ mobile }) =>
      atMost(mobile?.tbtMs, goals.tbtMs),
    ),
    goalOver(results, 'CLS = 0, mobile and desktop', ({ mobile, desktop }) => {
      const shifted = [mobile, desktop].filter((run) => run?.cls !== goals.cls);
      return shifted.length === 0
        ? undefined
        : shifted.map((run) => `${run?.mode ?? ''} ${orDash(run?.cls, formatCls)}`).join(' ');
    }),
    goalOver(results, `HTML ≤ ${goals.htmlBrotliKb} KB brotli`, ({ htmlBrotliBytes }) =>
      atMost(kb(htmlBrotliBytes), goals.htmlBrotliKb, (value) => `${value.toFixed(1)} KB`),
    ),
    goalOver(results, `Initial JS ≤ ${goals.initialJsGzipKb} KB gzip`, ({ initialJs }) =>
      atMost(kb(initialJs.totalGzipBytes), goals.initialJsGzipKb, (v) => `${v.toFixed(1)} KB`),
    ),
    goalOver(results, `Desktop performance = ${goals.desktopPerformance}`, ({ desktop }) => {
      const value = desktop?.scores.performance;
      return value === goals.desktopPerformance ? undefined : orDash(value, String);
    }),
    allHundred('accessibility', 'Accessibility'),
    allHundred('best-practices', 'Best practices'),
    allHundred('seo', 'SEO'),
  ];
}

export function goalLines(results: readonly GoalResult[]): string[] {
  return results.map((goal) => `${goal.pass ? 'PASS' : 'FAIL'}  ${goal.goal}  (${goal.detail})`);
}

/**
 * The empty document beside the TBT goal. When even it reads over the goal, the pages' TBT at
 * that slowdown measures the host's browser as much as the pages (docs/decisions/102).
 */
export function emptyDocumentLine(run: BenchRun | undefined): string {
  const what = 'The empty document (a heading and a paragraph, no script, no stylesheet)';
  if (!run) return `${what}: not measured.`;
  const figures =
    `${what}, mobile, median of ${run.repeatPerformanceScores.length}: ` +
    `TBT ${ms(run.tbtMs)} ms, performance ${score(run, 'performance')}, ` +
    `LCP ${ms(run.lcpMs)} ms, at ${run.cpuSlowdownMultiplier.toFixed(1)}× ` +
    `(benchmark index ${Math.round(run.benchmarkIndex).toLocaleString('en')})`;
  return run.tbtMs !== null && run.tbtMs > goals.tbtMs
    ? `${figures}: over the TBT goal of ${goals.tbtMs} ms with nothing to run, so at this ` +
        'slowdown a page on this host cannot be expected to meet it.'
    : `${figures}.`;
}

/** Each failing audit once, with the runs it failed on, so a fix can be aimed at its cause. */
export function findingLines(runs: readonly BenchRun[]): string[] {
  const byAudit = new Map<
    string,
    { title: string; weight: number; runs: string[]; values: Set<string>; examples: Set<string> }
  >();
  for (const run of runs) {
    for (const finding of run.findings) {
      const key = `${finding.category}/${finding.id}`;
      const entry = byAudit.get(key) ?? {
        title: finding.title,
        weight: finding.weight,
        runs: [],
        values: new Set<string>(),
        examples: new Set<string>(),
      };
      entry.runs.push(`${run.page} ${run.mode}`);
      if (finding.displayValue) entry.values.add(finding.displayValue);
      finding.examples.forEach((example) => entry.examples.add(example));
      byAudit.set(key, entry);
    }
  }
  const lines: string[] = [];
  for (const [key, entry] of [...byAudit].sort(([a], [b]) => a.localeCompare(b))) {
    const values = [...entry.values].slice(0, 3).join('; ');
    const weight = entry.weight > 0 ? `weight ${entry.weight}` : 'weight 0, diagnostic only';
    lines.push(`${key} (${weight}): ${entry.title}${values ? ` [${values}]` : ''}`);
    lines.push(`    on: ${entry.runs.join(', ')}`);
    for (const example of [...entry.examples].slice(0, 3)) {
      lines.push(`    e.g. ${example.replace(/\s+/g, ' ')}`);
    }
  }
  return lines;
}

/** Below this Lighthouse's CPU benchmark says the machine was busy or slow during the run. */
const lowBenchmarkIndex = 1000;

export function busyMachineNote(runs: readonly BenchRun[]): string | undefined {
  const busy = runs.filter((run) => run.benchmarkIndex < lowBenchmarkIndex);
  if (busy.length === 0) return undefined;
  return (
    `Note: Lighthouse's CPU benchmark was below ${lowBenchmarkIndex} on ` +
    busy.map((run) => `${run.page} ${run.mode} (${Math.round(run.benchmarkIndex)})`).join(', ') +
    '; the machine was busy, so simulated TBT and performance there read pessimistic.'
  );
}
