import type { DroneSeries } from './categories.ts';
import { droneModels } from '../generated/drone-models.ts';

/**
 * Which drone models exist, in catalogue order: one per file in content/drones. The route table,
 * the redirects and the breadcrumbs need only this, so the site's start-up code carries these
 * few lines rather than every figure.
 */
export { droneModels };

/**
 * The slug of a drone model that exists: what a model page's URL is built from. The content
 * step writes the list as constants, so a slug typed in code is checked against the catalogue.
 */
export type DroneSlug = (typeof droneModels)[number]['slug'];

export interface DroneModel {
  slug: DroneSlug;
  series: DroneSeries;
  name: string;
}

export function findDroneModel(series: string, slug: string): DroneModel | undefined {
  return droneModels.find((model) => model.series === series && model.slug === slug);
}
