import type { logisticsScenarioIds } from '../../content/scenarios.ts';
import gridConstruction from './scenes/grid-construction.svg?no-inline';
import hero from './scenes/hero-logistics.svg?no-inline';
import island from './scenes/island.svg?no-inline';
import mountain from './scenes/mountain.svg?no-inline';
import relief from './scenes/relief.svg?no-inline';

export const logisticsScenes: Record<(typeof logisticsScenarioIds)[number] | 'hero', string> = {
  hero,
  mountain,
  island,
  gridConstruction,
  relief,
};
