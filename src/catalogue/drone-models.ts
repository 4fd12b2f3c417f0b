import type { DroneSeries } from './categories.ts';

export interface DroneModel {
  slug: DroneSlug;
  series: DroneSeries;
  name: string;
}

/**
 * Which drone models exist. The route table, the redirects and the breadcrumbs need only this,
 * so the site's start-up code carries these few lines rather than every figure. drones.ts takes
 * each model's identity from here (`...droneModel('zs-VT15')`); validate-catalogue.ts checks
 * that every model listed here has its figures there.
 */
export const droneModels = [
  { slug: 'zs-VT15', series: 'vtol', name: 'ZS-VT15' },
  { slug: 'zs-VT30', series: 'vtol', name: 'ZS-VT30' },
  { slug: 'zs-VT60', series: 'vtol', name: 'ZS-VT60' },
  { slug: 'zs-VT120', series: 'vtol', name: 'ZS-VT120' },
  { slug: 'zs-VT150', series: 'vtol', name: 'ZS-VT150' },
  { slug: 'zs-EM02', series: 'multirotor', name: 'ZS-EM02' },
  { slug: 'zs-EM07', series: 'multirotor', name: 'ZS-EM07' },
  { slug: 'zs-EM25', series: 'multirotor', name: 'ZS-EM25' },
  { slug: 'zs-EM40', series: 'multirotor', name: 'ZS-EM40' },
  { slug: 'zs-EM120', series: 'multirotor', name: 'ZS-EM120' },
  { slug: 'zs-th400', series: 'tandem', name: 'ZS-TH400' },
  { slug: 'zs-th500', series: 'tandem', name: 'ZS-TH500' },
  { slug: 'zs-th600', series: 'tandem', name: 'ZS-TH600' },
] as const satisfies readonly (Omit<DroneModel, 'slug'> & { slug: string })[];

/** The slug of a drone model that exists: what a model page's URL is built from. */
export type DroneSlug = (typeof droneModels)[number]['slug'];

export function droneModel(slug: DroneSlug): DroneModel {
  const model = droneModels.find((candidate) => candidate.slug === slug);
  // Unreachable for a typed slug; a clear message beats a crash on undefined.
  if (!model) throw new Error(`Unknown drone model "${slug}": add it to drone-models.ts`);
  return model;
}

export function findDroneModel(series: string, slug: string): DroneModel | undefined {
  return droneModels.find((model) => model.series === series && model.slug === slug);
}
