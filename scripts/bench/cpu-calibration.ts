import { median } from './median.ts';
import type { BenchRun } from './run-summary.ts';

/**
 * The CPU slowdown Lighthouse's throttling documentation prescribes for a host with this
 * benchmark index: its CPU slowdown calculator (lighthouse-cpu-throttling-calculator.vercel.app,
 * linked from docs/throttling.md), whose reference points are 1× at 150, 2× at 800, 3× at 1,300
 * and one more step for every 233 above that, 4× at 1,533 being the host Lighthouse's default
 * assumes. A fixed 4× on a slower host emulates a slower phone, and its TBT reads higher for
 * the same build (issue 32: 47–345 ms at index 860–1,550 where a fast host read ≤ 50 ms).
 */
export function slowdownForBenchmarkIndex(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(
      `Lighthouse's CPU benchmark read ${benchmarkIndex}: too slow a host to emulate its phone.`,
    );
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}

/** The median and range of a figure over the mobile and control runs, those it throttled. */
function throttledSpread(
  runs: readonly BenchRun[],
  pick: (run: BenchRun) => number,
): { middle: number; low: number; high: number } | undefined {
  const values = runs
    .filter((run) => run.mode !== 'desktop')
    .map(pick)
    .filter(Number.isFinite);
  if (values.length === 0) return undefined;
  return { middle: median(values), low: Math.min(...values), high: Math.max(...values) };
}

/**
 * Lighthouse's benchmark index as each mobile and control run read it, and the slowdown each
 * was audited at (a page's row keeps the lowest index and the median slowdown of its repeats).
 */
export function slowdownsUsed(runs: readonly BenchRun[]): string | undefined {
  const indexes = throttledSpread(runs, (run) => run.benchmarkIndex);
  const slowdowns = throttledSpread(runs, (run) => run.cpuSlowdownMultiplier);
  if (!indexes || !slowdowns) return undefined;
  const count = (value: number) => Math.round(value).toLocaleString('en');
  const times = (value: number) => `${value.toFixed(1)}×`;
  return (
    `Lighthouse's benchmark index in the mobile and control runs: median ` +
    `${count(indexes.middle)} (${count(indexes.low)}–${count(indexes.high)}); the CPU slowdown ` +
    `each was audited at: median ${times(slowdowns.middle)} ` +
    `(${times(slowdowns.low)}–${times(slowdowns.high)})`
  );
}
