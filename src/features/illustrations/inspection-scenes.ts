import type { inspectionScenarioIds } from '../../content/scenarios.ts';
import hero from './scenes/hero-inspection.svg?no-inline';
import pipelines from './scenes/pipelines.svg?no-inline';
import powerLines from './scenes/power-lines.svg?no-inline';
import solar from './scenes/solar.svg?no-inline';
import surveying from './scenes/surveying.svg?no-inline';

// ?no-inline keeps each drawing a cached file: inlined as data URLs they would weigh on the
// home page's JavaScript budget.
export const inspectionScenes: Record<(typeof inspectionScenarioIds)[number] | 'hero', string> = {
  hero,
  powerLines,
  pipelines,
  solar,
  surveying,
};
