import type { InitialJs } from './initial-js.ts';
import type { BenchRun, CategoryId } from './run-summary.ts';

export const initialJsBudgetKb = 130;
const mobilePerformanceGoal = 95;

export interface GoalResult {
  goal: string;
  pass: boolean;
  /** Which runs missed it, or the measured figure. */
  detail: string;
}

const headers = [
  'Page',
  'Mode',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP ms',
  'TBT ms',
  'CLS',
  'HTML B',
  'CSS B',
  'JS B',
];
/** Text columns read left to right; figures line up on the right. */
const leftAligned = new Set([0, 1]);

const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '—' : format(value);

function rowOf(run: BenchRun): string[] {
  if (run.runtimeError && run.scores.performance === null) {
    return [run.page, run.mode, ...headers.slice(2).map(() => '—')];
  }
  return [
    run.page,
    run.mode,
    ...(['performance', 'accessibility', 'best-practices', 'seo'] as const).map((id) =>
      orDash(run.scores[id], String),
    ),
    orDash(run.lcpMs, (ms) => String(Math.round(ms))),
    orDash(run.tbtMs, (ms) => String(Math.round(ms))),
    orDash(run.cls, (cls) => cls.toFixed(3)),
    String(run.transferBytes.html),
    String(run.transferBytes.css),
    String(run.transferBytes.js),
  ];
}

export function textTable(runs: BenchRun[]): string {
  const rows = [headers, ...runs.map(rowOf)];
  const widths = headers.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        leftAligned.has(column)
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.slice(1).map(line)].join('\n');
}

export function markdownTable(runs: BenchRun[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const align = headers.map((_, column) => (leftAligned.has(column) ? ':--' : '--:'));
  return [headers, align, ...runs.map(rowOf)]
    .map((row) => `| ${row.map(escape).join(' | ')} |`)
    .join('\n');
}

export const kb = (bytes: number) => bytes / 1024;

export function checkGoals(runs: BenchRun[], initialJs: InitialJs): GoalResult[] {
  const perfect = (id: CategoryId, label: string): GoalResult => {
    const misses = runs.filter((run) => run.scores[id] !== 100);
    return {
      goal: `${label} = 100 on every run`,
      pass: misses.length === 0,
      detail:
        misses.length === 0
          ? `${runs.length} runs`
          : misses
              .map((run) => `${run.page} ${run.mode}: ${orDash(run.scores[id], String)}`)
              .join(', '),
    };
  };
  const mobile = runs.filter((run) => run.mode === 'mobile');
  const slow = mobile.filter(
    (run) => run.scores.performance === null || run.scores.performance < mobilePerformanceGoal,
  );
  const initialKb = kb(initialJs.totalGzipBytes);
  return [
    perfect('accessibility', 'Accessibility'),
    perfect('best-practices', 'Best practices'),
    perfect('seo', 'SEO'),
    {
      goal: `Performance ≥ ${mobilePerformanceGoal} on mobile`,
      pass: slow.length === 0,
      detail:
        slow.length === 0
          ? `lowest ${Math.min(...mobile.map((run) => run.scores.performance ?? 0))}`
          : slow.map((run) => `${run.page}: ${orDash(run.scores.performance, String)}`).join(', '),
    },
    {
      goal: `Initial JS of ${initialJs.page} ≤ ${initialJsBudgetKb} KB gzip`,
      pass: initialKb <= initialJsBudgetKb,
      detail: `${initialKb.toFixed(1)} KB in ${initialJs.files.length} files`,
    },
  ];
}

export function goalLines(goals: GoalResult[]): string[] {
  return goals.map((goal) => `${goal.pass ? 'PASS' : 'FAIL'}  ${goal.goal}  (${goal.detail})`);
}

/** Each failing audit once, with the runs it failed on, so a fix can be aimed at its cause. */
export function findingLines(runs: BenchRun[]): string[] {
  const byAudit = new Map<
    string,
    {
      category: string;
      title: string;
      weight: number;
      runs: string[];
      displayValues: Set<string>;
    }
  >();
  const examples = new Map<string, Set<string>>();
  for (const run of runs) {
    for (const finding of run.findings) {
      const key = `${finding.category}/${finding.id}`;
      const entry = byAudit.get(key) ?? {
        category: finding.category,
        title: finding.title,
        weight: finding.weight,
        runs: [],
        displayValues: new Set<string>(),
      };
      entry.runs.push(`${run.page} ${run.mode}`);
      if (finding.displayValue) entry.displayValues.add(finding.displayValue);
      byAudit.set(key, entry);
      const seen = examples.get(key) ?? new Set<string>();
      finding.examples.forEach((example) => seen.add(example));
      examples.set(key, seen);
    }
  }
  const lines: string[] = [];
  for (const [key, entry] of [...byAudit].sort(([a], [b]) => a.localeCompare(b))) {
    const values = [...entry.displayValues].slice(0, 3).join('; ');
    const weight = entry.weight > 0 ? `weight ${entry.weight}` : 'weight 0, diagnostic only';
    lines.push(`${key} (${weight}): ${entry.title}${values ? ` [${values}]` : ''}`);
    lines.push(`    on: ${entry.runs.join(', ')}`);
    for (const example of [...(examples.get(key) ?? [])].slice(0, 3)) {
      lines.push(`    e.g. ${example.replace(/\s+/g, ' ')}`);
    }
  }
  return lines;
}

/** Below this Lighthouse's CPU benchmark says the machine was busy or slow during the run. */
const lowBenchmarkIndex = 1000;

export function busyMachineNote(runs: BenchRun[]): string | undefined {
  const busy = runs.filter((run) => run.benchmarkIndex < lowBenchmarkIndex);
  if (busy.length === 0) return undefined;
  return (
    `Note: Lighthouse's CPU benchmark was below ${lowBenchmarkIndex} on ` +
    busy.map((run) => `${run.page} ${run.mode} (${Math.round(run.benchmarkIndex)})`).join(', ') +
    '; the machine was busy, so simulated TBT and performance there read pessimistic.'
  );
}
