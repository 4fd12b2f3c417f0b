import type { Drone } from '../../catalogue/drones.ts';

/**
 * docs/requirements/pages.md: the Optional Payloads section, with its request-a-quote labels, is
 * on the tandem, VTOL and EM25 pages; those configurable systems also offer Request Quote in
 * the banner.
 */
export function offersOptionalPayloads(drone: Drone): boolean {
  return drone.series !== 'multirotor' || drone.slug === 'zs-EM25';
}

/** Whether the page has the Optional Payloads section; else the specs name the payloads. */
export function hasPayloadSection(drone: Drone, payloads: readonly unknown[]): boolean {
  return offersOptionalPayloads(drone) && payloads.length > 0;
}
