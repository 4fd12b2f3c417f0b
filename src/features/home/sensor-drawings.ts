import thermalCamera from '../catalogue/illustrations/thermal-camera.svg?no-inline';
import zoomCamera from '../catalogue/illustrations/zoom-camera.svg?no-inline';

// Only the two sensor drawings, not the catalogue's whole drawing map: the home page's code
// counts against the initial-JS budget.
export const sensorDrawings: Record<'thermalCamera' | 'zoomCamera', string> = {
  thermalCamera,
  zoomCamera,
};
