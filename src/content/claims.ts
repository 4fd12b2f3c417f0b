// Its own module, not part of solutions.ts: the head of every page can format it without
// pulling the solution pages' data into the bundle every page loads.
/**
 * docs/requirements/product.md: the logistics claim, "delivery time reduced by up to 70%", as a
 * fraction (content/pages/logistics.yaml). Pages and head tags format it per language; no text
 * repeats the figure.
 */
export { deliveryTimeReduction } from '../generated/claims.ts';
