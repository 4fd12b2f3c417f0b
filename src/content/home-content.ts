import type { Scenario } from './scenarios.ts';

/**
 * Inspection and mapping, the home screen's solution (SPEC §2): the scenarios it shows and the
 * aircraft that suit each one. Model slugs are checked against the catalogue at build time.
 */
export const inspectionScenarios: readonly Scenario<
  'powerLines' | 'pipelines' | 'solar' | 'surveying'
>[] = [
  { id: 'powerLines', models: ['zs-VT30', 'zs-EM25'] },
  { id: 'pipelines', models: ['zs-VT60', 'zs-VT150'] },
  { id: 'solar', models: ['zs-EM07', 'zs-EM25'] },
  { id: 'surveying', models: ['zs-VT15', 'zs-VT30'] },
];
