import type { DroneSeries } from './categories.ts';

export interface DroneModel {
  slug: string;
  series: DroneSeries;
  name: string;
}

/**
 * Which drone models exist, in catalogue order: one per file in content/drones. The route table,
 * the redirects and the breadcrumbs need only this, so the site's start-up code carries these
 * few lines rather than every figure.
 */
export { droneModels } from '../generated/drone-models.ts';
import { droneModels } from '../generated/drone-models.ts';

export function findDroneModel(series: string, slug: string): DroneModel | undefined {
  return droneModels.find((model) => model.series === series && model.slug === slug);
}
