import type { Result } from 'lighthouse';
import { median } from './median.ts';

/** Lighthouse's two form factors, and the mobile run of a page's no-JavaScript control copy. */
export type BenchMode = 'mobile' | 'desktop' | 'control';

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof categoryIds)[number];

export interface Finding {
  category: CategoryId;
  id: string;
  title: string;
  score: number | null;
  /** Weight in its category's score; 0 means it only explains, it does not cost points. */
  weight: number;
  displayValue?: string;
  /** A few affected elements or URLs, enough to locate the problem. */
  examples: string[];
}

export interface BenchRun {
  page: string;
  mode: BenchMode;
  url: string;
  /** 0–100, null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: { html: number; css: number; js: number };
  findings: Finding[];
  runWarnings: string[];
  runtimeError?: string;
  lighthouseVersion: string;
  /**
   * Lighthouse's CPU benchmark of the machine, read by the run just before it loads the page.
   * Simulated throttling multiplies the CPU time it observed, so the mobile runs' slowdown
   * follows from this index (docs/decisions/101).
   */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated: 1 on desktop, on mobile the one its index calls for. */
  cpuSlowdownMultiplier: number;
  /** Performance score of every repeat, when the bench ran each page more than once. */
  repeatPerformanceScores: number[];
}

/** The median of the values known; null when none is. */
function medianKnown(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
}

/**
 * The repeats of one page and mode as one row: each score and metric is the median of its own
 * values (so one slow repeat moves nothing), findings and warnings come from the repeat whose
 * performance score is the median, and the CPU benchmark is the lowest seen.
 */
export function medianOfRepeats(repeats: readonly BenchRun[]): BenchRun {
  const byPerformance = [...repeats].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse repeat to take the median of.');
  const medianOf = (pick: (run: BenchRun) => number | null) => medianKnown(repeats.map(pick));
  const score = (id: CategoryId) => {
    const value = medianOf((run) => run.scores[id]);
    return value === null ? null : Math.round(value);
  };
  return {
    ...middle,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: medianOf((run) => run.fcpMs),
    lcpMs: medianOf((run) => run.lcpMs),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    transferBytes: {
      html: medianOf((run) => run.transferBytes.html) ?? 0,
      css: medianOf((run) => run.transferBytes.css) ?? 0,
      js: medianOf((run) => run.transferBytes.js) ?? 0,
    },
    benchmarkIndex: Math.min(...repeats.map((run) => run.benchmarkIndex)),
    cpuSlowdownMultiplier: median(repeats.map((run) => run.cpuSlowdownMultiplier)),
    repeatPerformanceScores: repeats.map((run) => run.scores.performance ?? 0),
  };
}

/** Audits whose score says nothing about the site (they only show lists or need a human). */
const unscoredModes = new Set(['notApplicable', 'manual', 'informative', 'error']);

const stringAt = (record: Record<string, unknown> | undefined, key: string) =>
  typeof record?.[key] === 'string' ? record[key] : undefined;

/**
 * The `items` of a Lighthouse details object when they are a list. Not every audit's are: a run
 * of the bench under heavy load failed on one whose were not ("….map is not a function").
 */
function listAt(details: unknown): Record<string, unknown>[] {
  const items = (details as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? (items as Record<string, unknown>[]) : [];
}

function describeItem(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const node = record.node as Record<string, unknown> | undefined;
  const source = record.source as Record<string, unknown> | undefined;
  const subItems = listAt(record.subItems);
  const issueType = stringAt(record, 'issueType');
  const href = stringAt(record, 'href');
  let text: string | undefined;
  if (node) text = stringAt(node, 'snippet');
  else if (issueType) {
    const where = subItems
      .map((sub) => stringAt(sub, 'url') ?? stringAt(sub, 'text'))
      .filter(Boolean);
    text = `${issueType}${where.length > 0 ? `: ${where.join(', ')}` : ''}`;
  } else if (href !== undefined) text = `"${stringAt(record, 'text') ?? ''}" → ${href}`;
  else text = stringAt(source, 'url') ?? stringAt(record, 'url') ?? stringAt(record, 'directive');
  return text?.slice(0, 300);
}

function findingsOf(lhr: Result): Finding[] {
  const findings: Finding[] = [];
  for (const category of categoryIds) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || unscoredModes.has(audit.scoreDisplayMode)) continue;
      // Performance lists many partially-passing diagnostics; only metrics that cost points
      // and diagnostics that promise a saving are worth acting on. Elsewhere anything short
      // of a pass costs points.
      if (category === 'performance') {
        const savings = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
        if (audit.score >= 0.9 || (ref.weight === 0 && !savings)) continue;
      } else if (audit.score >= 1) continue;
      findings.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        examples: listAt(audit.details)
          .map(describeItem)
          .filter((text): text is string => text !== undefined)
          .slice(0, 5),
      });
    }
  }
  return findings;
}

function transferBytesOf(lhr: Result): BenchRun['transferBytes'] {
  const totals = { html: 0, css: 0, js: 0 };
  for (const item of listAt(lhr.audits['network-requests']?.details) as {
    resourceType?: string;
    transferSize?: number;
  }[]) {
    const size = item.transferSize ?? 0;
    if (item.resourceType === 'Document') totals.html += size;
    else if (item.resourceType === 'Stylesheet') totals.css += size;
    else if (item.resourceType === 'Script') totals.js += size;
  }
  return totals;
}

/** The figures the bench reports from one Lighthouse run. */
export function summarise(page: string, mode: BenchMode, lhr: Result): BenchRun {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    page,
    mode,
    url: lhr.requestedUrl ?? page,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    transferBytes: transferBytesOf(lhr),
    findings: findingsOf(lhr),
    runWarnings: lhr.runWarnings,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1,
    repeatPerformanceScores: [score('performance') ?? 0],
    ...(lhr.runtimeError
      ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
      : {}),
  };
}
