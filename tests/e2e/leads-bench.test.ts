import { describe, expect, it } from 'vitest';
import { formatLeadsBench, runLeadsBench } from '../../scripts/bench/leads-bench.ts';

// `npm run bench` reports lead submissions per second, but nothing else runs that code: when
// the form gained its required consent, the bench's every submission was refused and it
// reported "0/s, 2000 failed" for days. A small run here keeps its submission one the server
// takes.
describe('the leads bench', () => {
  it('submits leads the server stores, on SQLite', async () => {
    const result = await runLeadsBench(
      { store: 'sqlite' },
      { submissions: 40, concurrency: 4, warmup: 2 },
    );
    expect(result, formatLeadsBench(result)).toMatchObject({ submissions: 40, failures: 0 });
    expect(result.stored).toBe(40);
    expect(result.perSecond).toBeGreaterThan(0);
  });
});
