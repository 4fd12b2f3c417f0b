import type { CategorySlug } from '../../catalogue/categories.ts';
import capsuleLauncher from './illustrations/capsule-launcher.svg?no-inline';
import cargoBox from './illustrations/cargo-box.svg?no-inline';
import controllerPortable from './illustrations/controller-portable.svg?no-inline';
import extinguisher from './illustrations/extinguisher.svg?no-inline';
import lifeRing from './illustrations/life-ring.svg?no-inline';
import multirotorHexa from './illustrations/multirotor-hexa.svg?no-inline';
import multirotorOcto from './illustrations/multirotor-octo.svg?no-inline';
import multirotorQuad from './illustrations/multirotor-quad.svg?no-inline';
import releaseHook from './illustrations/release-hook.svg?no-inline';
import stationFixed from './illustrations/station-fixed.svg?no-inline';
import tandem from './illustrations/tandem.svg?no-inline';
import thermalCamera from './illustrations/thermal-camera.svg?no-inline';
import throwingModule from './illustrations/throwing-module.svg?no-inline';
import vtolElectric from './illustrations/vtol-electric.svg?no-inline';
import vtolHybrid from './illustrations/vtol-hybrid.svg?no-inline';
import waterJet from './illustrations/water-jet.svg?no-inline';
import waterTank from './illustrations/water-tank.svg?no-inline';
import winch from './illustrations/winch.svg?no-inline';
import windowBreaker from './illustrations/window-breaker.svg?no-inline';
import zoomCamera from './illustrations/zoom-camera.svg?no-inline';
import type { CatalogueProduct } from './catalogue-products.ts';
import { productDrawingName, type DrawingName } from './drawing-names.ts';

// ?no-inline keeps each drawing a cached file rather than a data URL in the page's script.
// The drawings share the home page scenes' line style (src/features/illustrations).

const drawings: Record<DrawingName, string> = {
  'capsule-launcher': capsuleLauncher,
  'cargo-box': cargoBox,
  'controller-portable': controllerPortable,
  extinguisher,
  'life-ring': lifeRing,
  'multirotor-hexa': multirotorHexa,
  'multirotor-octo': multirotorOcto,
  'multirotor-quad': multirotorQuad,
  'release-hook': releaseHook,
  'station-fixed': stationFixed,
  tandem,
  'thermal-camera': thermalCamera,
  'throwing-module': throwingModule,
  'vtol-electric': vtolElectric,
  'vtol-hybrid': vtolHybrid,
  'water-jet': waterJet,
  'water-tank': waterTank,
  winch,
  'window-breaker': windowBreaker,
  'zoom-camera': zoomCamera,
};

/** The URL of a product's drawing (drawing-names.ts chooses which). */
export function productDrawing(product: CatalogueProduct): string {
  return drawings[productDrawingName(product)];
}

/** The drawing that stands for a whole listing. */
export const categoryDrawings: Record<CategorySlug, string> = {
  vtol: vtolHybrid,
  multirotor: multirotorHexa,
  tandem,
  Payloads: thermalCamera,
  sensors: thermalCamera,
  firefighting: waterJet,
  delivery: winch,
  GroundStation: stationFixed,
  Station: stationFixed,
  portable: controllerPortable,
};
