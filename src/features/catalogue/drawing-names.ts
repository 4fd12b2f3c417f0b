import type { PayloadLook } from '../../catalogue/categories.ts';
import type { CatalogueProduct } from './catalogue-products.ts';

/**
 * A product drawing, named as its file in ./illustrations/ is, in camel case: a payload's
 * drawing is its look. Apart from the drawings' URLs (illustrations.ts), which only the site's
 * bundler can resolve, so the build's spec sheets choose the same drawing as the pages.
 */
export type DrawingName =
  | PayloadLook
  | 'tandem'
  | 'vtolElectric'
  | 'vtolHybrid'
  | 'multirotorQuad'
  | 'multirotorHexa'
  | 'multirotorOcto'
  | 'stationFixed'
  | 'controllerPortable';

/**
 * The drawing of a product. Aircraft differ by configuration: an electric or hybrid composite
 * wing, four, six or eight rotors by size.
 */
export function productDrawingName(product: CatalogueProduct): DrawingName {
  switch (product.family) {
    case 'drones': {
      const { series, figures, headline } = product.drone;
      if (series === 'tandem') return 'tandem';
      if (series === 'vtol') return figures.fuelTank ? 'vtolHybrid' : 'vtolElectric';
      const takeoffKg = headline.maxTakeoffWeight.value;
      if (takeoffKg >= 100) return 'multirotorOcto';
      return takeoffKg >= 20 ? 'multirotorHexa' : 'multirotorQuad';
    }
    case 'payloads':
      return product.payload.look;
    case 'groundStations':
      return product.station.kind === 'fixed' ? 'stationFixed' : 'controllerPortable';
  }
}
