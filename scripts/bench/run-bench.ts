import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildInfoFile, clientDir, distDir, projectRoot, type BuildInfo } from '../build-layout.ts';
import { selectBenchPages } from './bench-pages.ts';
import { createControlSite } from './control-site.ts';
import {
  formatLeadsBench,
  leadsLost,
  runLeadsBenches,
  type LeadsBenchResult,
} from './leads-bench.ts';
import { abortActiveRun } from './lighthouse-run.ts';
import { slowdownsUsed } from './cpu-calibration.ts';
import {
  formatInteractionBench,
  runInteractionBench,
  type InteractionResult,
  type InteractionSite,
} from './interaction-bench.ts';
import { benchEmptyDocument, benchPage, type BenchFailure } from './page-bench.ts';
import { formatSearchBench, runSearchBench, type SearchBenchResult } from './search-bench.ts';
import {
  busyMachineNote,
  checkGoals,
  emptyDocumentLine,
  findingLines,
  goalLines,
  markdownTables,
  textTables,
  type PageResult,
} from './report.ts';
import type { BenchRun } from './run-summary.ts';
import { formatThroughputBench, runThroughputBench, type ThroughputResult } from './throughput.ts';
import { benchPackages, ensureSystemPackages } from '../ensure-system-packages.ts';
import { startServer, type ServerProcess } from '../server-process.ts';

/**
 * `npm run bench`: Lighthouse on one page of every type in both languages (scripts/bench/
 * bench-pages.ts), mobile and desktop, each beside a control copy of the same HTML with its
 * scripts stripped, against the real server, after an empty document that shows the lowest
 * blocking time this host gives any page (docs/decisions/102); then the initial JS and HTML
 * size of each page from the built files, and lead submissions per second (on SQLite, and on
 * PostgreSQL behind one and two instances). A report, not a gate: goals that are missed are
 * printed as FAIL, and only a bench that cannot measure exits non-zero.
 *
 * Options:
 *   --runs N         repeats per page and mode (default 3); each figure is the median
 *   --pages a,b      only the benched pages whose path contains one of these
 *   --fresh-build    build the working tree first (the build replaces dist/ in one step, and
 *                    the server holds what it serves in memory, so the bench serves dist/)
 *   --no-leads       skip the lead-submission benchmark
 *   --cpu-slowdown N the mobile runs' CPU slowdown, instead of the one each run's benchmark
 *                    index calls for
 *   --cold-fonts     load each page in a browser whose font service has matched no face yet, as
 *                    the bench did before docs/decisions/098
 *   --interactions-against DIR
 *                    measure the interactions of another build (its dist folder) beside this one
 */

const resultsDir = path.join(projectRoot, 'bench-results');
const reportDir = path.join(resultsDir, 'reports');

function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

function parseRuns(args: readonly string[]): number {
  const text = optionValue(args, '--runs');
  if (text === undefined) return 3;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 9) {
    throw new Error('--runs takes a whole number from 1 to 9.');
  }
  return value;
}

/** The machine's load while the bench ran: Lighthouse numbers mean little without it. */
function loadLine(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} on ${os.cpus().length} cores`;
}

/**
 * Waits, two minutes at the most, until the host's last minute has averaged under one busy core:
 * a build or test run just finished would slow the first pages' runs, and Lighthouse's benchmark
 * read then (index 1,379 at load 3.6 on 2026-11-29, against 1,640 and 2,318 on quieter starts)
 * would set their slowdown for a host the later pages do not meet.
 */
async function quietHost(): Promise<string> {
  const started = Date.now();
  while ((os.loadavg()[0] ?? 0) >= 1 && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  const waited = Math.round((Date.now() - started) / 1000);
  return `Starting after ${waited} s of waiting for a quiet host: ${loadLine()}.`;
}

/** `--cpu-slowdown`, the mobile runs' fixed CPU slowdown, when given. */
function fixedSlowdown(args: readonly string[]): number | undefined {
  const text = optionValue(args, '--cpu-slowdown');
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!(value >= 1 && value <= 20)) throw new Error('--cpu-slowdown takes a number from 1 to 20.');
  return value;
}

/** How the mobile runs' CPU slowdown was chosen, for the console and the report. */
function slowdownSetting(fixed: number | undefined): string {
  return fixed === undefined
    ? "CPU slowdown, set in each run to the host's speed: the one Lighthouse's CPU slowdown " +
        'calculator gives for the benchmark index the run read (docs/decisions/101)'
    : `CPU slowdown, fixed at ${fixed}× by --cpu-slowdown`;
}

/** Whether each run's browser had matched the site's faces first, for the console and report. */
function fontsSetting(warmFonts: boolean): string {
  return warmFonts
    ? "Each run's browser lays out the site's faces in a tab of its own before the page loads " +
        '(docs/decisions/098).'
    : "Each run's browser meets the site's faces first in the page (--cold-fonts).";
}

function markdownReport(options: {
  builtAt: string;
  /** `--cpu-slowdown`, when it fixed the slowdown instead of each run's benchmark index. */
  fixedSlowdown: number | undefined;
  warmFonts: boolean;
  repeats: number;
  results: readonly PageResult[];
  emptyDocument: BenchRun | undefined;
  loads: readonly string[];
  leads: LeadsBenchResult[] | undefined;
}): string {
  const runs = allRuns(options.results);
  const note = busyMachineNote(runs);
  const slowdowns = slowdownsUsed(runs);
  return [
    '# Lighthouse bench',
    '',
    `Lighthouse ${runs[0]?.lighthouseVersion ?? 'unknown'}, default simulated throttling but ` +
      `for the mobile runs' ${slowdownSetting(options.fixedSlowdown)}; ` +
      `every figure is the median of ${options.repeats} run${options.repeats === 1 ? '' : 's'}; ` +
      `build of ${options.builtAt}; generated ${new Date().toISOString()}.`,
    fontsSetting(options.warmFonts),
    ...(slowdowns ? [`${slowdowns}.`] : []),
    `Machine: ${options.loads.join('; ')}.`,
    'HTML KB br: the built page as served with brotli. JS KB gz: the JavaScript the page fetches ' +
      'to hydrate, each file gzipped on its own (zlib level 9).',
    '',
    markdownTables(options.results),
    '',
    ...(note ? [note, ''] : []),
    ...(options.leads
      ? options.leads.map((result) => `- ${formatLeadsBench(result)}`)
      : ['Lead submissions: not measured.']),
    '',
    '## Goals',
    '',
    ...goalLines(checkGoals(options.results)).map((line) => `- ${line}`),
    '',
    emptyDocumentLine(options.emptyDocument),
    '',
    '## Audits that cost points',
    '',
    '```',
    ...(findingLines(runs).length > 0 ? findingLines(runs) : ['none']),
    '```',
    '',
  ].join('\n');
}

function allRuns(results: readonly PageResult[]): BenchRun[] {
  return results.flatMap((result) =>
    [result.mobile, result.desktop, result.control].filter(
      (run): run is BenchRun => run !== undefined,
    ),
  );
}

export async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const repeats = parseRuns(args);
  const pages = selectBenchPages(optionValue(args, '--pages')?.split(',').filter(Boolean) ?? []);

  // The control copy of the build lives here, removed at the end.
  let scratchDir: string | undefined;
  const servers: ServerProcess[] = [];
  const stopServers = () => Promise.all(servers.splice(0).map((server) => server.dispose()));
  const removeScratch = () =>
    scratchDir ? rm(scratchDir, { recursive: true, force: true }) : Promise.resolve();
  const interrupt = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping Chrome and the site servers.`);
    abortActiveRun();
    void stopServers()
      .then(removeScratch)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  ensureSystemPackages(benchPackages, 'npm run bench');
  const fresh = args.includes('--fresh-build');
  const buildInfo = JSON.parse(await readFile(buildInfoFile, 'utf8')) as BuildInfo;
  const siteDir = clientDir;
  console.log(await quietHost());
  const fixed = fixedSlowdown(args);
  console.log(`The mobile runs' ${slowdownSetting(fixed)}.`);
  const warmFonts = !args.includes('--cold-fonts');
  console.log(fontsSetting(warmFonts));
  const interactionSites: InteractionSite[] = [{ label: 'this build', distDir }];
  const against = optionValue(args, '--interactions-against');
  if (against) {
    interactionSites.push({
      label: path.basename(path.resolve(against)),
      distDir: path.resolve(against),
    });
  }

  const results: PageResult[] = [];
  const failures: BenchFailure[] = [];
  const loads = [`at the start, ${loadLine()}`];
  const started = Date.now();
  let leads: LeadsBenchResult[] | undefined;
  let throughput: ThroughputResult | undefined;
  let search: SearchBenchResult | undefined;
  let interactions: InteractionResult[] | undefined;
  let emptyDocument: BenchRun | undefined;
  try {
    await rm(reportDir, { recursive: true, force: true });
    scratchDir = await mkdtemp(path.join(os.tmpdir(), 'zs-bench-'));
    const controlDir = await createControlSite(
      siteDir,
      scratchDir,
      pages.map((page) => page.path),
    );
    // The control server reads the stripped copy: DIST_DIR moves the whole build it serves.
    const [site, control] = await Promise.all([
      startServer(),
      startServer({ env: { DIST_DIR: path.dirname(controlDir) } }),
    ]);
    servers.push(site, control);
    console.log(
      `${fresh ? 'Fresh build' : 'Build'} of ${buildInfo.builtAt} at ${site.baseUrl}, its ` +
        `no-JavaScript control at ${control.baseUrl}; ${pages.length} pages, median of ` +
        `${repeats} per page and mode; ${loadLine()}.`,
    );
    const lighthouse = { warmFonts, fixedCpuSlowdown: fixed };
    emptyDocument = await benchEmptyDocument(control.baseUrl, repeats, lighthouse, failures);
    console.log(emptyDocumentLine(emptyDocument));
    for (const [index, page] of pages.entries()) {
      const pageStarted = Date.now();
      const result = await benchPage(
        page,
        {
          siteDir,
          baseUrl: site.baseUrl,
          controlUrl: control.baseUrl,
          repeats,
          reportDir,
          lighthouse,
        },
        failures,
      );
      results.push(result);
      const perf = (run: BenchRun | undefined) => String(run?.scores.performance ?? '—');
      console.log(
        `[${index + 1}/${pages.length}] ${page.path}: mobile ${perf(result.mobile)}, ` +
          `control ${perf(result.control)}, desktop ${perf(result.desktop)} ` +
          `(CPU ${result.mobile?.cpuSlowdownMultiplier.toFixed(1) ?? '—'}×; ` +
          `${((Date.now() - pageStarted) / 1000).toFixed(0)} s; ${loadLine()})`,
      );
    }
    loads.push(`at the end of the Lighthouse runs, ${loadLine()}`);
    await stopServers();
    console.log(
      `Interaction to next paint, CPU slowed 4×, on ${interactionSites.map((site) => site.label).join(' and ')}...`,
    );
    try {
      interactions = await runInteractionBench(interactionSites);
    } catch (error) {
      failures.push({ page: 'interactions', mode: 'mobile', error: String(error) });
      console.error(`Interactions could not be measured: ${String(error)}`);
    }
    if (!args.includes('--no-leads')) {
      console.log(
        'Lead submissions against the real server on SQLite and on a throw-away PostgreSQL...',
      );
      try {
        leads = await runLeadsBenches();
      } catch (error) {
        failures.push({ page: '/api/contact', mode: 'mobile', error: String(error) });
        console.error(`Lead submissions could not be measured: ${String(error)}`);
      }
    }
    console.log('Requests per second of a listing page, against nginx serving the same build...');
    try {
      throughput = await runThroughputBench();
    } catch (error) {
      failures.push({ page: 'throughput', mode: 'desktop', error: String(error) });
      console.error(`Throughput could not be measured: ${String(error)}`);
    }
    console.log('Site search: index sizes and keystroke-to-results time in Chromium...');
    try {
      search = await runSearchBench();
    } catch (error) {
      failures.push({ page: 'search', mode: 'desktop', error: String(error) });
      console.error(`Site search could not be measured: ${String(error)}`);
    }
  } finally {
    await stopServers();
    await removeScratch();
  }

  const runs = allRuns(results);
  const warnings = [
    ...new Set(
      runs.flatMap((run) => run.runWarnings.map((text) => `${run.page} ${run.mode}: ${text}`)),
    ),
  ];
  console.log(`\n${textTables(results)}\n`);
  if (leads) console.log(`${leads.map(formatLeadsBench).join('\n')}\n`);
  if (throughput) console.log(`${formatThroughputBench(throughput).join('\n')}\n`);
  if (search) console.log(`${formatSearchBench(search)}\n`);
  if (interactions) console.log(`${formatInteractionBench(interactions).join('\n')}\n`);
  for (const line of goalLines(checkGoals(results))) console.log(line);
  console.log(emptyDocumentLine(emptyDocument));
  const findings = findingLines(runs);
  if (findings.length > 0) {
    console.log('\nAudits that cost points:');
    for (const line of findings) console.log(`  ${line}`);
  }
  const busyNote = busyMachineNote(runs);
  if (busyNote) console.log(`\n${busyNote}`);
  const slowdowns = slowdownsUsed(runs);
  if (slowdowns) console.log(`\n${slowdowns}.`);
  console.log(`\nMachine: ${loads.join('; ')}.`);
  if (warnings.length > 0) {
    console.log('\nLighthouse warnings:');
    for (const line of warnings) console.log(`  ${line}`);
  }
  if (failures.length > 0) {
    console.log('\nRuns that could not be measured:');
    for (const failure of failures) {
      console.log(`  ${failure.page} ${failure.mode}: ${failure.error}`);
    }
  }

  await mkdir(resultsDir, { recursive: true });
  const json = {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    builtAt: buildInfo.builtAt,
    site: fresh ? `fresh build of the working tree in ${distDir}` : distDir,
    lighthouseVersion: runs[0]?.lighthouseVersion,
    throttling: `simulated (Lighthouse default) but for the mobile runs' ${slowdownSetting(fixed)}`,
    runsPerPage: repeats,
    machine: loads,
    results,
    emptyDocument,
    failures,
    leads,
    throughput,
    search,
    interactions,
    goals: checkGoals(results),
  };
  await writeFile(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(
    path.join(resultsDir, 'lighthouse.md'),
    [
      markdownReport({
        builtAt: buildInfo.builtAt,
        fixedSlowdown: fixed,
        warmFonts,
        repeats,
        results,
        emptyDocument,
        loads,
        leads,
      }),
      ...(interactions ? ['## Interactions', '', ...formatInteractionBench(interactions), ''] : []),
      ...(throughput ? ['## Throughput', '', ...formatThroughputBench(throughput), ''] : []),
      ...(search ? ['## Site search', '', '```', formatSearchBench(search), '```', ''] : []),
    ].join('\n'),
  );
  console.log(
    '\nWrote bench-results/lighthouse.json, bench-results/lighthouse.md and full reports in ' +
      'bench-results/reports/.',
  );

  return failures.length > 0 || (leads !== undefined && leadsLost(leads)) ? 1 : 0;
}
