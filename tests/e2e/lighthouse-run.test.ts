import { describe, expect, it } from 'vitest';
import { slowdownForBenchmarkIndex } from '../../scripts/bench/cpu-calibration.ts';
import { runLighthouse } from '../../scripts/bench/lighthouse-run.ts';
import { siteUrl } from './support/site.ts';

// `npm run bench` runs Lighthouse in two steps so that each run is audited at the CPU slowdown
// its own benchmark index calls for (docs/decisions/101). Only the bench runs that code; a
// Lighthouse upgrade that changed either step would otherwise show first as a bench that
// audits at 4× again, or not at all.
describe("the bench's Lighthouse run", () => {
  it('audits a mobile run at the slowdown its own benchmark index calls for', async () => {
    const lhr = await runLighthouse(siteUrl('/en/about'), 'mobile');
    expect(lhr.runtimeError).toBeUndefined();
    expect(lhr.configSettings.throttling.cpuSlowdownMultiplier).toBe(
      Number(slowdownForBenchmarkIndex(lhr.environment.benchmarkIndex).toFixed(1)),
    );
    expect(lhr.audits['total-blocking-time']?.numericValue).toEqual(expect.any(Number));
    expect(lhr.categories.performance?.score).toEqual(expect.any(Number));
  }, 120_000);

  it('keeps a slowdown fixed with --cpu-slowdown', async () => {
    const lhr = await runLighthouse(siteUrl('/en/about'), 'mobile', { fixedCpuSlowdown: 2.5 });
    expect(lhr.configSettings.throttling.cpuSlowdownMultiplier).toBe(2.5);
  }, 120_000);
});
