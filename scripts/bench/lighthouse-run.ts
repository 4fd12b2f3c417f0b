import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { desktopConfig, generateReport, type Config, type Flags, type Result } from 'lighthouse';
// The throttling presets Lighthouse's own configurations use.
import { throttling } from 'lighthouse/core/config/constants.js';
// `lighthouse()` is these two steps in one; the bench sets the mobile CPU slowdown between them.
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromium } from 'playwright-core';
import { projectRoot } from '../build-layout.ts';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
import { chineseFontsStyle } from '../page-code.ts';
import { slowdownForBenchmarkIndex } from './cpu-calibration.ts';
import { categoryIds, type BenchMode } from './run-summary.ts';

let activeChrome: LaunchedChrome | undefined;
let activeProfile: string | undefined;

/** Stops the run in progress, if any, when the bench is interrupted mid-run. */
export function abortActiveRun(): void {
  activeChrome?.kill();
  activeChrome = undefined;
  if (activeProfile) rmSync(activeProfile, { recursive: true, force: true, maxRetries: 5 });
  activeProfile = undefined;
}

/** Lighthouse's mobile configuration: its simulated network and phone screen. */
const mobileConfig: Config = {
  extends: 'lighthouse:default',
  settings: { throttling: throttling.mobileSlow4G },
};

/**
 * Text in each face the site's pages ask for, inline, so laying it out loads nothing: the Chinese
 * pages' stack and faces from index.html, the others' from the stylesheet's `--font-sans`, and
 * the monospace default, each in the weights the stylesheet uses.
 */
async function fontSampleHtml(): Promise<string> {
  const [template, stylesheet] = await Promise.all([
    readFile(path.join(projectRoot, 'index.html'), 'utf8'),
    readFile(path.join(projectRoot, 'src', 'styles.css'), 'utf8'),
  ]);
  const latinStack = /--font-sans:\s*([^;]+);/.exec(stylesheet)?.[1];
  if (!latinStack) throw new Error('src/styles.css no longer sets --font-sans.');
  const lines = (style: string) =>
    [400, 500, 600, 700]
      .map((weight) => `<p style="${style}font-weight:${weight}">Drone 123 无人机 起飞重量</p>`)
      .join('');
  return (
    `<!doctype html><html lang="zh"><meta charset="utf-8">` +
    `<style>${chineseFontsStyle(template)}</style><body>` +
    lines('') +
    `<div lang="en">${lines(`font-family:${latinStack};`)}${lines('font-family:monospace;')}</div>`
  );
}

/** The font sample, read once for the whole bench. */
let fontSample: Promise<string> | undefined;

/**
 * Lays out the font sample in a tab of its own and closes it, so the browser's font service has
 * matched the faces the site asks for before Lighthouse loads the page (docs/decisions/098). In
 * a freshly started Chromium each face's first match through fontconfig takes 20–25 ms of the
 * first layout, which Lighthouse multiplies by the CPU slowdown; a phone's browser, or the one
 * DevTools' Lighthouse runs in, has its font service running. Nothing of the site is requested:
 * the profile's cache stays empty.
 */
async function matchSiteFaces(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The launched Chrome has no browser context.');
    const tab = await context.newPage();
    fontSample ??= fontSampleHtml();
    await tab.setContent(await fontSample);
    await tab.evaluate(() => document.body.offsetHeight);
    await tab.close();
  } finally {
    // A browser reached over CDP is only disconnected from, not closed.
    await browser.close();
  }
}

export interface LighthouseRunOptions {
  /** Whether the browser has matched the site's faces before the page loads (the default). */
  warmFonts?: boolean;
  /**
   * The mobile and control runs' CPU slowdown. Left out, each run's slowdown is the one
   * Lighthouse's benchmark index, read by that run just before it loads the page, calls for
   * (docs/decisions/101).
   */
  fixedCpuSlowdown?: number;
}

/**
 * Loads the page and audits it. A mobile or control run is audited at the CPU slowdown fixed
 * for the bench, or else at the one its own benchmark index calls for. Simulated throttling
 * gathers the page at the host's full speed and applies the slowdown only when the audits
 * simulate the load, so setting it after the gathering is setting it before the run: the trace
 * is the same either way.
 */
async function gatherAndAudit(
  url: string,
  flags: Flags,
  mode: BenchMode,
  fixedCpuSlowdown: number | undefined,
): Promise<Result> {
  const config = mode === 'desktop' ? desktopConfig : mobileConfig;
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { config, flags });
  let { settings } = runnerOptions.resolvedConfig;
  if (mode !== 'desktop') {
    const cpuSlowdownMultiplier =
      fixedCpuSlowdown ?? Number(slowdownForBenchmarkIndex(artifacts.BenchmarkIndex).toFixed(1));
    settings = { ...settings, throttling: { ...settings.throttling, cpuSlowdownMultiplier } };
  }
  // The runner refuses artifacts gathered with other settings than it audits with, so both
  // carry the slowdown; nothing computed during the gathering is reused.
  const result = await Runner.audit(
    { ...artifacts, settings },
    { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() },
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
  // A Lighthouse that took its settings from elsewhere would report the gathered 4× silently.
  const set = settings.throttling.cpuSlowdownMultiplier;
  const audited = result.lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (audited !== set) {
    throw new Error(
      `Lighthouse audited ${url} at ${audited}× instead of the ${set}× set (benchmark index ` +
        `${Math.round(artifacts.BenchmarkIndex)}).`,
    );
  }
  return result.lhr;
}

/**
 * One Lighthouse navigation in a Chrome of its own with an empty profile, so no run inherits
 * another's cache, service state or a crashed renderer. Throttling is Lighthouse's default
 * (simulated), so the numbers compare with PageSpeed Insights and the Lighthouse CLI, but for
 * the mobile runs' CPU slowdown, which is set to the host's speed, and the site's faces, which
 * are matched first.
 */
export async function runLighthouse(
  url: string,
  mode: BenchMode,
  { warmFonts = true, fixedCpuSlowdown }: LighthouseRunOptions = {},
): Promise<Result> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-chrome-'));
  activeProfile = userDataDir;
  try {
    activeChrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: chromiumFlags,
      userDataDir,
      logLevel: 'silent',
      // The bench installs its own handler, which also stops the site server.
      handleSIGINT: false,
    });
    if (warmFonts) await matchSiteFaces(activeChrome.port);
    const flags: Flags = {
      port: activeChrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categoryIds],
    };
    return await gatherAndAudit(url, flags, mode, fixedCpuSlowdown);
  } finally {
    activeChrome?.kill();
    activeChrome = undefined;
    activeProfile = undefined;
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** The full reports, so a finding can be inspected in the usual Lighthouse viewer. */
export async function saveReports(
  reportDir: string,
  page: string,
  mode: BenchMode,
  lhr: Result,
): Promise<void> {
  const name = `${page.replace(/^\//, '').replace(/\//g, '-') || 'root'}.${mode}`;
  await mkdir(reportDir, { recursive: true });
  await Promise.all([
    writeFile(path.join(reportDir, `${name}.report.html`), generateReport(lhr, 'html')),
    writeFile(path.join(reportDir, `${name}.report.json`), JSON.stringify(lhr)),
  ]);
}
