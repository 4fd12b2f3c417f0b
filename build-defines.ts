import { payloadCategories } from './src/catalogue/categories.ts';
import { fleetHighlights } from './src/catalogue/fleet-highlights.ts';
import { productCodes } from './src/features/search/product-codes.ts';
import type { CompiledContent } from './scripts/content/compile-content.ts';

/**
 * Constants fixed when the site is built, shared by the Vite and Vitest configs and the
 * editor's build. The footer's copyright year is one: computed once, prerendered and hydrated
 * HTML always agree. The home page's fleet claims are another: derived from the catalogue here,
 * so the page does not load every model's figures to compute three numbers. The search
 * dialog's list of product codes is a third, for the same reason.
 *
 * They are computed from the content step's result, not by importing the data modules it
 * writes: a module the Vite config imports is one whose change restarts the dev server, and
 * under npm run cms every saved product would then restart it and reload the editor. The dev
 * server restarts only when these values change (scripts/content/vite-plugin.ts).
 */
export function buildDefines(
  content: Pick<CompiledContent, 'drones' | 'payloads' | 'groundStations'>,
): Record<string, string> {
  const payloads = payloadCategories.flatMap((category) => content.payloads[category]);
  return {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __FLEET_HIGHLIGHTS__: JSON.stringify(fleetHighlights(content.drones)),
    __PRODUCT_CODES__: JSON.stringify(
      productCodes(
        [...content.drones, ...payloads, ...content.groundStations].map((product) => product.slug),
      ),
    ),
  };
}
