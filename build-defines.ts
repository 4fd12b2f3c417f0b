import { fleetHighlights } from './src/catalogue/fleet-highlights.ts';
import { productCodes } from './src/features/search/product-codes.ts';

/**
 * Constants fixed when the site is built, shared by the Vite and Vitest configs. The footer's
 * copyright year is one: computed once, prerendered and hydrated HTML always agree. The home
 * page's fleet claims are another: derived from the catalogue here, so the page does not load
 * every model's figures to compute three numbers. The search dialog's list of product codes is
 * a third, for the same reason. Read after the content step has written the catalogue
 * (scripts/content/generate.ts), hence the late imports.
 */
export async function buildDefines(): Promise<Record<string, string>> {
  const [{ drones }, { groundStations }, { payloads }] = await Promise.all([
    import('./src/generated/drones.ts'),
    import('./src/generated/ground-stations.ts'),
    import('./src/catalogue/payloads.ts'),
  ]);
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __FLEET_HIGHLIGHTS__: JSON.stringify(fleetHighlights(drones)),
    __PRODUCT_CODES__: JSON.stringify(
      productCodes([...drones, ...payloads, ...groundStations].map((product) => product.slug)),
    ),
  };
}
