import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, {
  desktopConfig,
  generateReport,
  type Config,
  type Flags,
  type Result,
} from 'lighthouse';
// The throttling presets Lighthouse's own configurations use.
import { throttling } from 'lighthouse/core/config/constants.js';
import { chromiumFlags, chromiumPath } from '../chromium.ts';
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

/**
 * Lighthouse's mobile configuration with the CPU slowdown calibrated for this host
 * (cpu-calibration.ts): the same simulated network and phone screen, the same phone CPU
 * whatever the host's speed.
 */
function mobileConfig(cpuSlowdownMultiplier: number): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    },
  };
}

/**
 * One Lighthouse navigation in a Chrome of its own with an empty profile, so no run inherits
 * another's cache, service state or a crashed renderer. Throttling is Lighthouse's default
 * (simulated), so the numbers compare with PageSpeed Insights and the Lighthouse CLI, but for
 * the mobile runs' CPU slowdown, which is calibrated to the host.
 */
export async function runLighthouse(
  url: string,
  mode: BenchMode,
  cpuSlowdownMultiplier: number,
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
    const flags: Flags = {
      port: activeChrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categoryIds],
    };
    const config = mode === 'desktop' ? desktopConfig : mobileConfig(cpuSlowdownMultiplier);
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return result.lhr;
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
