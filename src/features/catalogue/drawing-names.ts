import type { PayloadLook } from '../../catalogue/categories.ts';
import type { CatalogueProduct } from './catalogue-products.ts';

/**
 * The product drawings, by the name of their file in ./illustrations/. Apart from the
 * drawings' URLs (illustrations.ts), which only the site's bundler can resolve, so the build's
 * spec sheets choose the same drawing as the pages and read its file.
 */
export const drawingNames = [
  'capsule-launcher',
  'cargo-box',
  'controller-portable',
  'extinguisher',
  'life-ring',
  'multirotor-hexa',
  'multirotor-octo',
  'multirotor-quad',
  'release-hook',
  'station-fixed',
  'tandem',
  'thermal-camera',
  'throwing-module',
  'vtol-electric',
  'vtol-hybrid',
  'water-jet',
  'water-tank',
  'winch',
  'window-breaker',
  'zoom-camera',
] as const;
export type DrawingName = (typeof drawingNames)[number];

const payloadDrawingNames: Record<PayloadLook, DrawingName> = {
  thermalCamera: 'thermal-camera',
  zoomCamera: 'zoom-camera',
  waterJet: 'water-jet',
  waterTank: 'water-tank',
  throwingModule: 'throwing-module',
  extinguisher: 'extinguisher',
  windowBreaker: 'window-breaker',
  capsuleLauncher: 'capsule-launcher',
  lifeRing: 'life-ring',
  releaseHook: 'release-hook',
  cargoBox: 'cargo-box',
  winch: 'winch',
};

/**
 * The drawing of a product. Aircraft differ by configuration: an electric or hybrid composite
 * wing, four, six or eight rotors by size.
 */
export function productDrawingName(product: CatalogueProduct): DrawingName {
  switch (product.family) {
    case 'drones': {
      const { series, figures, headline } = product.drone;
      if (series === 'tandem') return 'tandem';
      if (series === 'vtol') return figures.fuelTank ? 'vtol-hybrid' : 'vtol-electric';
      const takeoffKg = headline.maxTakeoffWeight.value;
      if (takeoffKg >= 100) return 'multirotor-octo';
      return takeoffKg >= 20 ? 'multirotor-hexa' : 'multirotor-quad';
    }
    case 'payloads':
      return payloadDrawingNames[product.payload.look];
    case 'groundStations':
      return product.station.kind === 'fixed' ? 'station-fixed' : 'controller-portable';
  }
}
