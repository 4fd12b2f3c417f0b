import { pathToFileURL } from 'node:url';
// Lighthouse's own CPU benchmark, the one it runs before every navigation and reports as
// "CPU/Memory Power" (lhr.environment.benchmarkIndex).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from '../chromium.ts';
import { median } from './median.ts';
import type { BenchRun } from './run-summary.ts';

export interface CpuCalibration {
  /** The host's Lighthouse benchmark index, median of several runs in this Chromium. */
  benchmarkIndex: number;
  /** The slowdown that makes this host emulate Lighthouse's mid-tier phone. */
  cpuSlowdownMultiplier: number;
}

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

/**
 * Runs Lighthouse's benchmark `runs` times in a fresh Chromium, launched as the bench launches
 * it, and derives the slowdown from the median. Each run takes about a second.
 */
export async function calibrateCpuSlowdown(runs = 5): Promise<CpuCalibration> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    const benchmarkIndex = Math.round(median(indexes));
    return {
      benchmarkIndex,
      cpuSlowdownMultiplier: Number(slowdownForBenchmarkIndex(benchmarkIndex).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

export function formatCpuCalibration(calibration: CpuCalibration): string {
  return (
    `CPU slowdown ${calibration.cpuSlowdownMultiplier}× for this host's Lighthouse benchmark ` +
    `index of ${calibration.benchmarkIndex} (Lighthouse's default 4× assumes about 1,533)`
  );
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
 * The slowdowns the mobile and control runs simulated (a page's row keeps the median of its
 * repeats), each set just before its repeat.
 */
export function slowdownsUsed(runs: readonly BenchRun[]): string | undefined {
  const spread = throttledSpread(runs, (run) => run.cpuSlowdownMultiplier);
  if (!spread) return undefined;
  const times = (value: number) => `${value.toFixed(1)}×`;
  return (
    `CPU slowdown of the mobile and control runs, set before each repeat of each page: ` +
    `median ${times(spread.middle)} (${times(spread.low)}–${times(spread.high)})`
  );
}

/**
 * What Lighthouse's benchmark read during the mobile and control runs (a page's row keeps the
 * lowest of its repeats). It reads apart from `calibrateCpuSlowdown` on the same host, lower on
 * one day (1,286 against 1,640) and higher on another (1,504–2,142 against 1,242–1,372, both on
 * 2026-11-29), so it shows how the host's speed moved; it is no substitute for the calibration.
 */
export function benchmarkDuringRuns(runs: readonly BenchRun[]): string | undefined {
  const spread = throttledSpread(runs, (run) => run.benchmarkIndex);
  if (!spread) return undefined;
  const middle = Math.round(spread.middle);
  const count = (value: number) => Math.round(value).toLocaleString('en');
  return (
    `Lighthouse's benchmark during the mobile and control runs: median index ${count(middle)} ` +
    `(${count(spread.low)}–${count(spread.high)}), which would call for ` +
    `${slowdownForBenchmarkIndex(middle).toFixed(1)}×`
  );
}

// `npx tsx scripts/bench/cpu-calibration.ts`: this host's index and slowdown, on their own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatCpuCalibration(await calibrateCpuSlowdown()));
}
