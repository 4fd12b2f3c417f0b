import type { Catalogue, Carrier } from '../../catalogue/catalogue.ts';
import { categories, type CategorySlug } from '../../catalogue/categories.ts';
import type { Drone } from '../../catalogue/drones.ts';
import type { GroundStation } from '../../catalogue/ground-stations.ts';
import type { Payload } from '../../catalogue/payloads.ts';

/** Any product of the catalogue, tagged with its family so code can tell them apart. */
export type CatalogueProduct =
  | { family: 'drones'; slug: string; drone: Drone }
  | { family: 'payloads'; slug: string; payload: Payload }
  | { family: 'groundStations'; slug: string; station: GroundStation };

export const asDrone = (drone: Drone): CatalogueProduct => ({
  family: 'drones',
  slug: drone.slug,
  drone,
});
const asPayload = (payload: Payload): CatalogueProduct => ({
  family: 'payloads',
  slug: payload.slug,
  payload,
});
const asStation = (station: GroundStation): CatalogueProduct => ({
  family: 'groundStations',
  slug: station.slug,
  station,
});

/** Every product of `catalogue`, drones first, each family in its order. */
export function allProducts({ drones, payloads, groundStations }: Catalogue): CatalogueProduct[] {
  return [...drones.map(asDrone), ...payloads.map(asPayload), ...groundStations.map(asStation)];
}

/** The products a category listing shows, in catalogue order. */
export function productsInCategory(catalogue: Catalogue, slug: CategorySlug): CatalogueProduct[] {
  // A family-wide listing shows its whole family; any other, the products it is home to.
  const listing = categories.find((category) => category.slug === slug);
  return allProducts(catalogue).filter(
    (product) =>
      product.family === listing?.family &&
      (listing.isFamilyListing || homeCategory(product) === slug),
  );
}

export function findProduct(catalogue: Catalogue, slug: string): CatalogueProduct | undefined {
  return allProducts(catalogue).find((product) => product.slug === slug);
}

/** The listing a product belongs to most specifically: its series or kind. */
export function homeCategory(product: CatalogueProduct): CategorySlug {
  switch (product.family) {
    case 'drones':
      return product.drone.series;
    case 'payloads':
      return product.payload.category;
    case 'groundStations':
      return product.station.kind === 'fixed' ? 'Station' : 'portable';
  }
}

/**
 * Products that can sit side by side in the comparison: all drones (a VTOL against a
 * multirotor on endurance, payload, range and wind), payloads of one kind, all ground stations.
 * A thermal camera against a winch would share no row.
 */
export type CompareGroup = 'drones' | Payload['category'] | 'groundStations';

export function compareGroupOf(product: CatalogueProduct): CompareGroup {
  return product.family === 'payloads' ? product.payload.category : product.family;
}

/** The drones a payload fits, read from each drone's list so the link is written once. */
export function dronesCarrying({ carriers }: Catalogue, payloadSlug: string): Carrier[] {
  return carriers.filter((drone) => drone.payloads.includes(payloadSlug));
}

/** The payloads a drone carries, in the order its entry lists them. */
export function payloadsCarriedBy(
  { payloads }: Pick<Catalogue, 'payloads'>,
  drone: Pick<Drone, 'payloads'>,
): Payload[] {
  return drone.payloads.flatMap((slug) => payloads.filter((payload) => payload.slug === slug));
}

/** A model of a series, as its page's URL names it. */
export function findDrone(
  { drones }: Pick<Catalogue, 'drones'>,
  series: string,
  slug: string,
): Drone | undefined {
  return drones.find((drone) => drone.series === series && drone.slug === slug);
}
