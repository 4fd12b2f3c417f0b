import { fleetHighlights } from './src/catalogue/fleet-highlights.ts';

/**
 * Constants fixed when the site is built, shared by the Vite and Vitest configs. The footer's
 * copyright year is one: computed once, prerendered and hydrated HTML always agree. The home
 * page's fleet claims are another: derived from the catalogue here, so the page does not load
 * every model's figures to compute three numbers. Read after the content step has written the
 * catalogue (scripts/content/generate.ts), hence the late import.
 */
export async function buildDefines(): Promise<Record<string, string>> {
  const { drones } = await import('./src/generated/drones.ts');
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __FLEET_HIGHLIGHTS__: JSON.stringify(fleetHighlights(drones)),
  };
}
