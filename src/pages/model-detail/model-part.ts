import type { Drone } from '../../catalogue/drones.ts';
import type { Payload } from '../../catalogue/payloads.ts';

/** What every section of a model page is drawn from. */
export interface ModelPartProps {
  drone: Drone;
  /** The payloads it carries, in the order its entry lists them. */
  payloads: readonly Payload[];
  /** What the model's texts quote (`droneTextValues`), worked out once for the whole page. */
  values: Record<string, string>;
}

/** The model as the catalogue's product helpers (figures, pictures, search) take it. */
export function modelProduct(drone: Drone) {
  return { family: 'drones', slug: drone.slug, drone } as const;
}
