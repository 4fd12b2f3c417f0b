import type { CategorySlug } from '../../catalogue/categories.ts';
import type { CatalogueProduct } from '../../features/catalogue/catalogue-products.ts';
import type { PageRef } from '../../routing/site-pages.ts';
import type { PreviewedData } from './editor-entry.ts';

/** The page of the site the entry has, if it has one. */
export function pageOf(data: PreviewedData): PageRef | null {
  if (data.kind === 'drone')
    return { kind: 'model', series: data.drone.series, slug: data.drone.slug } as PageRef;
  if (data.kind === 'solution') return { kind: 'solution', solution: data.solution };
  return null;
}

/** The entry's listing card, and the listing it is shown in (whose filters set a drone's units). */
export function cardOf(
  data: PreviewedData,
): { product: CatalogueProduct; listing: CategorySlug } | null {
  switch (data.kind) {
    case 'drone':
      return {
        product: { family: 'drones', slug: data.drone.slug, drone: data.drone },
        listing: data.drone.series,
      };
    case 'payload':
      return {
        product: { family: 'payloads', slug: data.payload.slug, payload: data.payload },
        listing: data.payload.category,
      };
    case 'groundStation':
      return {
        product: { family: 'groundStations', slug: data.station.slug, station: data.station },
        listing: data.station.kind === 'fixed' ? 'Station' : 'portable',
      };
    default:
      return null;
  }
}
