import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { buildState, distDir, projectRoot } from './build-layout.ts';
import { measureInitialJs, type InitialJs } from './bench/initial-js.ts';
import { formatLeadsBench, runLeadsBench, type LeadsBenchResult } from './bench/leads-bench.ts';
import { formatSearchBench, runSearchBench, type SearchBenchResult } from './bench/search-bench.ts';
import { abortActiveRun, runLighthouse, saveReports } from './bench/lighthouse-run.ts';
import { summarise, type BenchMode, type BenchRun } from './bench/run-summary.ts';
import {
  busyMachineNote,
  checkGoals,
  findingLines,
  goalLines,
  initialJsBudgetKb,
  kb,
  markdownTable,
  textTable,
  type GoalResult,
} from './bench/report.ts';
import { startSiteServer, type SiteServer } from './bench/site-server.ts';
import {
  formatThroughputBench,
  runThroughputBench,
  type ThroughputResult,
} from './bench/throughput.ts';
import { freshBuild, snapshotBuild, type SiteSnapshot } from './bench/site-snapshot.ts';

/**
 * `npm run bench`: Lighthouse on a representative page of each kind, in both form factors,
 * against the real server, plus the initial-JS budget. A report, not a gate: goals that are
 * missed are printed as FAIL but only a bench that cannot measure exits non-zero.
 *
 * `npm run bench -- --runs 3` repeats each page and reports Lighthouse's median run, which
 * steadies the performance score on a busy machine at the cost of proportionally more time.
 * `--fresh-build` benches the working tree, built into a private folder, instead of dist/.
 * Then it measures lead submissions per second against the real server and a real SQLite file.
 */

const pages = ['/en', '/zh', '/en/products/vtol', '/en/products/vtol/zs-VT15', '/en/contact'];
const modes: BenchMode[] = ['mobile', 'desktop'];
const resultsDir = path.join(projectRoot, 'bench-results');
const reportDir = path.join(resultsDir, 'reports');

interface BenchFailure {
  page: string;
  mode: BenchMode;
  error: string;
}

function ensureBuild(): void {
  const state = buildState();
  if (state !== 'missing') {
    if (state === 'stale') {
      console.warn(
        'Warning: the build is older than the sources, so this measures the old build. ' +
          '"npm run bench -- --fresh-build" measures the working tree.',
      );
    }
    return;
  }
  console.log('No build found; building the site...');
  const result = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The build failed; see its output above.');
}

function parseRuns(args: string[]): number {
  const index = args.findIndex((arg) => arg === '--runs' || arg.startsWith('--runs='));
  if (index === -1) return 1;
  const arg = args[index] ?? '';
  const value = Number(arg.includes('=') ? arg.split('=')[1] : args[index + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 9) {
    throw new Error('--runs takes a whole number from 1 to 9.');
  }
  return value;
}

/**
 * On a loaded machine Lighthouse now and then loses its DevTools connection or its trace
 * (NO_NAVSTART); a couple of retries tell such a flake from a real failure.
 */
const attemptsPerRun = 3;

async function lighthouseOnce(url: string, mode: BenchMode): Promise<Result> {
  let last: Result | undefined;
  for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
    const retrying = attempt < attemptsPerRun ? '; retrying' : '';
    try {
      last = await runLighthouse(url, mode);
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

async function measure(
  baseUrl: string,
  page: string,
  mode: BenchMode,
  repeats: number,
): Promise<BenchRun> {
  const lhrs: Result[] = [];
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    lhrs.push(await lighthouseOnce(`${baseUrl}${page}`, mode));
  }
  const valid = lhrs.filter((lhr) => !lhr.runtimeError);
  const chosen = valid.length > 1 ? computeMedianRun(valid) : (valid[0] ?? lhrs[0]);
  if (!chosen) throw new Error('No Lighthouse result.');
  await saveReports(reportDir, page, mode, chosen);
  return summarise(page, mode, chosen, lhrs);
}

function markdownReport(
  builtAt: string,
  repeats: number,
  runs: BenchRun[],
  initialJs: InitialJs,
  initialJsPerPage: InitialJs[],
  leads: LeadsBenchResult | undefined,
  goals: GoalResult[],
): string {
  const lighthouseVersion = runs[0]?.lighthouseVersion ?? 'unknown';
  return [
    '# Lighthouse bench',
    '',
    `Lighthouse ${lighthouseVersion}, default simulated throttling, ` +
      `${repeats === 1 ? 'one run' : `median of ${repeats} runs`} per page and mode; ` +
      `build of ${builtAt}; generated ${new Date().toISOString()}.`,
    'Transfer sizes are compressed bytes as loaded (Document / Stylesheet / Script).',
    '',
    markdownTable(runs),
    '',
    ...(busyMachineNote(runs) ? [busyMachineNote(runs), ''] : []),
    `Initial JS of ${initialJs.page}: **${kb(initialJs.totalGzipBytes).toFixed(1)} KB gzip** ` +
      `(entry plus modulepreloads, ${initialJs.files.length} files, zlib level 9).`,
    '',
    ...initialJsLines(initialJsPerPage).map((line) => `- ${line}`),
    '',
    leads ? formatLeadsBench(leads) : 'Lead submissions: not measured.',
    '',
    '## Goals',
    '',
    ...goalLines(goals).map((line) => `- ${line}`),
    '',
    '## Audits that cost points',
    '',
    '```',
    ...(findingLines(runs).length > 0 ? findingLines(runs) : ['none']),
    '```',
    '',
  ].join('\n');
}

function initialJsLines(perPage: InitialJs[]): string[] {
  return perPage.map(
    (measured) =>
      `${measured.page}: ${kb(measured.totalGzipBytes).toFixed(1)} KB gzip in ${measured.files.length} files`,
  );
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const repeats = parseRuns(args);

  let snapshot: SiteSnapshot | undefined;
  let server: SiteServer | undefined;
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping Chrome and the site server.`);
    abortActiveRun();
    void (server?.stop() ?? Promise.resolve())
      .then(() => snapshot?.remove())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  const fresh = args.includes('--fresh-build');
  if (fresh) snapshot = await freshBuild();
  else {
    ensureBuild();
    snapshot = await snapshotBuild();
  }
  const { buildInfo } = snapshot;

  const runs: BenchRun[] = [];
  const failures: BenchFailure[] = [];
  const started = Date.now();
  let initialJs: InitialJs;
  let initialJsPerPage: InitialJs[];
  let leads: LeadsBenchResult | undefined;
  let throughput: ThroughputResult | undefined;
  let search: SearchBenchResult | undefined;
  try {
    // Reports of an earlier bench would otherwise sit beside these as if they were current.
    await rm(reportDir, { recursive: true, force: true });
    const { siteDir } = snapshot;
    initialJs = await measureInitialJs(siteDir, '/en');
    initialJsPerPage = await Promise.all(pages.map((page) => measureInitialJs(siteDir, page)));
    server = await startSiteServer(snapshot.siteDir, snapshot.dir);
    console.log(
      `${fresh ? 'Fresh build' : 'Build'} of ${buildInfo.builtAt}, served at ${server.baseUrl} (pid ${server.pid}); ` +
        `${repeats === 1 ? 'one run' : `median of ${repeats} runs`} per page and mode.`,
    );
    const total = pages.length * modes.length;
    for (const page of pages) {
      for (const mode of modes) {
        const runStarted = Date.now();
        const label = `[${runs.length + failures.length + 1}/${total}] ${page} ${mode}`;
        try {
          const run = await measure(server.baseUrl, page, mode, repeats);
          runs.push(run);
          const seconds = ((Date.now() - runStarted) / 1000).toFixed(1);
          console.log(
            `${label}: ${Object.values(run.scores).join(' / ')} (${seconds} s)` +
              (repeats > 1
                ? ` [performance of each run: ${run.repeatPerformanceScores.join(', ')}]`
                : '') +
              (run.runtimeError ? ` — ${run.runtimeError}` : ''),
          );
        } catch (error) {
          failures.push({ page, mode, error: String(error) });
          console.error(`${label}: could not be measured: ${String(error)}`);
        }
      }
    }
    await server.stop();
    server = undefined;
    console.log('Lead submissions against the real server and a throw-away SQLite file...');
    try {
      leads = await runLeadsBench({ siteDir: snapshot.siteDir });
    } catch (error) {
      failures.push({ page: '/api/contact', mode: 'mobile', error: String(error) });
      console.error(`Lead submissions could not be measured: ${String(error)}`);
    }
    console.log('Requests per second of a listing page, against nginx serving the same build...');
    try {
      throughput = await runThroughputBench({ siteDir: snapshot.siteDir });
    } catch (error) {
      failures.push({ page: 'throughput', mode: 'desktop', error: String(error) });
      console.error(`Throughput could not be measured: ${String(error)}`);
    }
    console.log('Site search: index sizes and keystroke-to-results time in Chromium...');
    try {
      search = await runSearchBench(snapshot.siteDir);
    } catch (error) {
      failures.push({ page: 'search', mode: 'desktop', error: String(error) });
      console.error(`Site search could not be measured: ${String(error)}`);
    }
  } finally {
    await server?.stop();
    await snapshot.remove();
  }

  const goals = checkGoals(runs, initialJs);
  const findings = findingLines(runs);
  const warnings = [
    ...new Set(
      runs.flatMap((run) => run.runWarnings.map((text) => `${run.page} ${run.mode}: ${text}`)),
    ),
  ];

  console.log('');
  console.log(textTable(runs));
  console.log('');
  console.log(
    `Initial JS of ${initialJs.page}: ${kb(initialJs.totalGzipBytes).toFixed(1)} KB gzip ` +
      `(entry + ${initialJs.files.length - 1} modulepreloads, zlib level 9; budget ${initialJsBudgetKb} KB)`,
  );
  console.log('Initial JS of each benched page (entry plus modulepreloads):');
  for (const line of initialJsLines(initialJsPerPage)) console.log(`  ${line}`);
  if (leads) console.log(`\n${formatLeadsBench(leads)}`);
  if (throughput) console.log(`\n${formatThroughputBench(throughput).join('\n')}`);
  if (search) console.log(`\n${formatSearchBench(search)}`);
  console.log('');
  for (const line of goalLines(goals)) console.log(line);
  if (findings.length > 0) {
    console.log('\nAudits that cost points:');
    for (const line of findings) console.log(`  ${line}`);
  }
  const busyNote = busyMachineNote(runs);
  if (busyNote) console.log(`\n${busyNote}`);
  if (warnings.length > 0) {
    console.log('\nLighthouse warnings:');
    for (const line of warnings) console.log(`  ${line}`);
  }
  if (failures.length > 0) {
    console.log('\nRuns that could not be measured:');
    for (const failure of failures)
      console.log(`  ${failure.page} ${failure.mode}: ${failure.error}`);
  }

  await mkdir(resultsDir, { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    builtAt: buildInfo.builtAt,
    site: fresh ? 'fresh build of the working tree' : distDir,
    lighthouseVersion: runs[0]?.lighthouseVersion,
    throttling: 'simulated (Lighthouse default)',
    runsPerPage: repeats,
    runs,
    failures,
    initialJs,
    initialJsPerPage,
    leads,
    throughput,
    search,
    goals,
  };
  await writeFile(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(
    path.join(resultsDir, 'lighthouse.md'),
    [
      markdownReport(buildInfo.builtAt, repeats, runs, initialJs, initialJsPerPage, leads, goals),
      ...(throughput ? ['## Throughput', '', ...formatThroughputBench(throughput), ''] : []),
      ...(search ? ['## Site search', '', '```', formatSearchBench(search), '```', ''] : []),
    ].join('\n'),
  );
  console.log(
    '\nWrote bench-results/lighthouse.json, bench-results/lighthouse.md and full reports in ' +
      'bench-results/reports/.',
  );

  const leadsLost = leads !== undefined && leads.stored !== leads.submissions - leads.failures;
  const broken =
    failures.length > 0 || leadsLost || runs.some((run) => run.runtimeError !== undefined);
  return broken ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
