import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import type { BenchPage } from './bench-pages.ts';
import { emptyDocumentPath } from './control-site.ts';
import { measureInitialJs } from './initial-js.ts';
import { runLighthouse, saveReports, type LighthouseRunOptions } from './lighthouse-run.ts';
import type { PageResult } from './report.ts';
import { medianOfRepeats, summarise, type BenchMode, type BenchRun } from './run-summary.ts';

export interface PageBenchOptions {
  siteDir: string;
  /** Origin of the server for the real build. */
  baseUrl: string;
  /** Origin of the server for the copy with scripts stripped. */
  controlUrl: string;
  repeats: number;
  reportDir: string;
  lighthouse: LighthouseRunOptions;
}

export interface BenchFailure {
  page: string;
  mode: BenchMode;
  error: string;
}

/**
 * On a loaded machine Lighthouse now and then loses its DevTools connection or its trace
 * (NO_NAVSTART); a couple of retries tell such a flake from a real failure.
 */
const attemptsPerRun = 3;

async function lighthouseOnce(
  url: string,
  mode: BenchMode,
  runOptions: LighthouseRunOptions,
): Promise<Result> {
  let last: Result | undefined;
  for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
    const retrying = attempt < attemptsPerRun ? '; retrying' : '';
    try {
      last = await runLighthouse(url, mode, runOptions);
      if (!last.runtimeError) return last;
      console.warn(`  ${url} ${mode}: ${last.runtimeError.code}${retrying}`);
    } catch (error) {
      if (attempt === attemptsPerRun) throw error;
      console.warn(`  ${url} ${mode}: ${String(error)}${retrying}`);
    }
  }
  if (!last) throw new Error(`Lighthouse gave no result for ${url}.`);
  return last;
}

/**
 * One run of `page` at `url`, summarised; a run that could not be measured is recorded in
 * `failures` and gives nothing.
 */
async function measureOnce(
  page: string,
  url: string,
  mode: BenchMode,
  runOptions: LighthouseRunOptions,
  failures: BenchFailure[],
): Promise<{ run: BenchRun; lhr: Result } | undefined> {
  try {
    const lhr = await lighthouseOnce(url, mode, runOptions);
    return { run: summarise(page, mode, lhr), lhr };
  } catch (error) {
    failures.push({ page, mode, error: String(error) });
    console.error(`  ${page} ${mode}: could not be measured: ${String(error)}`);
    return undefined;
  }
}

/**
 * The mobile run, the control run and the desktop run of one page take turns, repeat after
 * repeat, so a spell of load on the shared machine hits all three alike rather than only one.
 */
export async function benchPage(
  page: BenchPage,
  options: PageBenchOptions,
  failures: BenchFailure[],
): Promise<PageResult> {
  const origins: Record<BenchMode, string> = {
    mobile: options.baseUrl,
    control: options.controlUrl,
    desktop: options.baseUrl,
  };
  const modes = Object.keys(origins) as BenchMode[];
  const repeats = new Map<BenchMode, { run: BenchRun; lhr: Result }[]>(
    modes.map((mode) => [mode, []]),
  );
  for (let repeat = 0; repeat < options.repeats; repeat += 1) {
    for (const mode of modes) {
      const url = `${origins[mode]}${page.path}`;
      const measured = await measureOnce(page.path, url, mode, options.lighthouse, failures);
      if (measured) repeats.get(mode)?.push(measured);
    }
  }
  const medians: Partial<Record<BenchMode, BenchRun>> = {};
  for (const mode of modes) {
    const measured = (repeats.get(mode) ?? []).filter(({ lhr }) => !lhr.runtimeError);
    if (measured.length === 0) continue;
    const median = medianOfRepeats(measured.map(({ run }) => run));
    medians[mode] = median;
    // The full report of the repeat whose performance score is the median, for inspection.
    const shown =
      measured.find(({ run }) => run.scores.performance === median.scores.performance) ??
      measured[0];
    if (shown) await saveReports(options.reportDir, page.path, mode, shown.lhr);
  }
  const htmlBrotliBytes = (await stat(path.join(options.siteDir, page.path, 'index.html.br'))).size;
  return {
    page,
    ...medians,
    htmlBrotliBytes,
    initialJs: await measureInitialJs(options.siteDir, page.path),
  };
}

/**
 * The empty document's mobile runs, audited as the pages' are, as one median row: the blocking
 * time and score the host gives a page with nothing to run (docs/decisions/102).
 */
export async function benchEmptyDocument(
  controlUrl: string,
  repeats: number,
  runOptions: LighthouseRunOptions,
  failures: BenchFailure[],
): Promise<BenchRun | undefined> {
  const url = `${controlUrl}${emptyDocumentPath}`;
  const runs: BenchRun[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    const measured = await measureOnce(emptyDocumentPath, url, 'control', runOptions, failures);
    if (measured && !measured.lhr.runtimeError) runs.push(measured.run);
  }
  return runs.length > 0 ? medianOfRepeats(runs) : undefined;
}
