import type { Drone } from './drone-schema.ts';
import { valueIn } from './quantity.ts';

/** The home page's headline claims about the whole range of drones. */
export interface FleetHighlights {
  longestRangeKm: number;
  heaviestPayloadKg: number;
  modelCount: number;
}

/**
 * Derived from the catalogue by the content step (src/generated/home.ts), so the claims follow
 * the figures without the home page downloading every model's data to compute three numbers.
 */
export function fleetHighlights(drones: readonly Drone[]): FleetHighlights {
  const largest = (values: (number | undefined)[]) =>
    Math.max(...values.filter((value): value is number => value !== undefined));
  return {
    longestRangeKm: largest(
      drones.map((drone) =>
        drone.headline.range ? valueIn(drone.headline.range, 'km') : undefined,
      ),
    ),
    heaviestPayloadKg: largest(drones.map((drone) => valueIn(drone.headline.payload, 'kg'))),
    modelCount: drones.length,
  };
}
