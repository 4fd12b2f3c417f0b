/**
 * The coordinate systems of China's street maps. Maps published in mainland China may not show
 * true (WGS-84, GPS) positions: AMap and Tencent draw in GCJ-02, a position shifted by a
 * published obfuscation formula (a few hundred metres), and Baidu shifts GCJ-02 once more into
 * BD-09. A WGS-84 point handed to them unconverted lands in the wrong street. These are the
 * well-known public formulas, written here because they are a few lines of arithmetic
 * (docs/decisions/070-china-maps-and-baidu.md).
 */

export interface LatLng {
  latitude: number;
  longitude: number;
}

// GCJ-02 is defined on the Krasovsky 1940 ellipsoid.
const semiMajorAxis = 6378245;
// 0.00669342162296594323, as the formula is usually written, to the precision a double holds.
const eccentricitySquared = 0.006693421622965943;
// BD-09's own constant, π·3000/180.
const baiduFactor = (Math.PI * 3000) / 180;

function latitudeShift(x: number, y: number): number {
  const { sin, sqrt, abs, PI } = Math;
  return (
    -100 +
    2 * x +
    3 * y +
    0.2 * y * y +
    0.1 * x * y +
    0.2 * sqrt(abs(x)) +
    ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3 +
    ((20 * sin(y * PI) + 40 * sin((y / 3) * PI)) * 2) / 3 +
    ((160 * sin((y / 12) * PI) + 320 * sin((y * PI) / 30)) * 2) / 3
  );
}

function longitudeShift(x: number, y: number): number {
  const { sin, sqrt, abs, PI } = Math;
  return (
    300 +
    x +
    2 * y +
    0.1 * x * x +
    0.1 * x * y +
    0.1 * sqrt(abs(x)) +
    ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3 +
    ((20 * sin(x * PI) + 40 * sin((x / 3) * PI)) * 2) / 3 +
    ((150 * sin((x / 12) * PI) + 300 * sin((x / 30) * PI)) * 2) / 3
  );
}

/**
 * A WGS-84 point as AMap draws it (GCJ-02). Only meaningful for a point in mainland China: the
 * caller decides that (by the office's country), since the formula's own rough box around China
 * would also take in Hong Kong, Macao and Taiwan, whose maps are not shifted.
 */
export function wgs84ToGcj02({ latitude, longitude }: LatLng): LatLng {
  // The formula's shifts are polynomials in degrees from 105° E, 35° N, in metres...
  const x = longitude - 105;
  const y = latitude - 35;
  const radLat = (latitude * Math.PI) / 180;
  const sinLat = Math.sin(radLat);
  const w = 1 - eccentricitySquared * sinLat * sinLat;
  // ...turned into degrees with the ellipsoid's radii of curvature at that latitude.
  const meridianRadius = (semiMajorAxis * (1 - eccentricitySquared)) / (w * Math.sqrt(w));
  const parallelRadius = (semiMajorAxis / Math.sqrt(w)) * Math.cos(radLat);
  return {
    latitude: latitude + (latitudeShift(x, y) * 180) / (meridianRadius * Math.PI),
    longitude: longitude + (longitudeShift(x, y) * 180) / (parallelRadius * Math.PI),
  };
}

/** A GCJ-02 point as Baidu Maps draws it (BD-09 longitude and latitude, "bd09ll"). */
export function gcj02ToBd09({ latitude, longitude }: LatLng): LatLng {
  const radius =
    Math.sqrt(longitude * longitude + latitude * latitude) +
    0.00002 * Math.sin(latitude * baiduFactor);
  const angle = Math.atan2(latitude, longitude) + 0.000003 * Math.cos(longitude * baiduFactor);
  return {
    latitude: radius * Math.sin(angle) + 0.006,
    longitude: radius * Math.cos(angle) + 0.0065,
  };
}

/** A WGS-84 point as Baidu Maps draws it: through GCJ-02, as Baidu defines BD-09. */
export function wgs84ToBd09(point: LatLng): LatLng {
  return gcj02ToBd09(wgs84ToGcj02(point));
}
