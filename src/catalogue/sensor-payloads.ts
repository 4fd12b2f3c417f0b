import type { SensorPayload } from './payload-types.ts';
import { dimensions, list, quantity as q, text } from './quantity.ts';

/**
 * Sensor packages: the optical modules the spec names. The spec gives only their names and the
 * 4K camera's 30x zoom; every other figure is editorial (see each entry's `editorial`).
 */
export const sensorPayloads: readonly SensorPayload[] = [
  {
    slug: 'zs-IRT25',
    category: 'sensors',
    look: 'thermalCamera',
    specs: {
      totalPixel: q(4, 'mp'),
      opticalZoom: q(10, 'times'),
      resolution: dimensions([2560, 1440], 'px'),
      storage: list([text('microSd'), q(128, 'gb', 'upTo')], 'details'),
      weight: q(680, 'g'),
      thermalResolution: dimensions([640, 512], 'px'),
      thermalLens: q(25, 'mm'),
    },
    features: ['dualSensor', 'radiometric', 'threeAxisGimbal', 'quickRelease'],
    patents: ['quickReleaseMount'],
    editorial: [
      'specs.totalPixel',
      'specs.opticalZoom',
      'specs.resolution',
      'specs.storage',
      'specs.weight',
      'specs.thermalResolution',
      'specs.thermalLens',
      'patents',
    ],
  },
  {
    slug: 'zs-IRT35',
    category: 'sensors',
    look: 'thermalCamera',
    specs: {
      totalPixel: q(8, 'mp'),
      opticalZoom: q(20, 'times'),
      resolution: dimensions([3840, 2160], 'px'),
      storage: list([text('microSd'), q(256, 'gb', 'upTo')], 'details'),
      weight: q(920, 'g'),
      thermalResolution: dimensions([640, 512], 'px'),
      thermalLens: q(35, 'mm'),
    },
    features: ['dualSensor', 'radiometric', 'laserRangefinder', 'threeAxisGimbal', 'quickRelease'],
    patents: ['quickReleaseMount'],
    editorial: [
      'specs.totalPixel',
      'specs.opticalZoom',
      'specs.resolution',
      'specs.storage',
      'specs.weight',
      'specs.thermalResolution',
      'specs.thermalLens',
      'patents',
    ],
  },
  {
    slug: 'camera-4k-30x',
    category: 'sensors',
    look: 'zoomCamera',
    specs: {
      totalPixel: q(8.51, 'mp'),
      opticalZoom: q(30, 'times'),
      resolution: dimensions([3840, 2160], 'px'),
      storage: list([text('microSd'), q(256, 'gb', 'upTo')], 'details'),
      weight: q(780, 'g'),
    },
    features: ['opticalZoom30', 'stabilised', 'threeAxisGimbal', 'quickRelease'],
    patents: ['quickReleaseMount'],
    editorial: ['specs.totalPixel', 'specs.storage', 'specs.weight', 'patents'],
  },
];
