import type { firefightingScenarioIds } from '../../content/scenarios.ts';
import hazmat from './scenes/hazmat.svg?no-inline';
import hero from './scenes/hero-firefighting.svg?no-inline';
import highRise from './scenes/high-rise.svg?no-inline';
import waterRescue from './scenes/water-rescue.svg?no-inline';
import wildland from './scenes/wildland.svg?no-inline';

export const firefightingScenes: Record<(typeof firefightingScenarioIds)[number] | 'hero', string> =
  { hero, highRise, wildland, waterRescue, hazmat };
