import type { siteConfig } from '../../config/site-config.ts';

export type Office = (typeof siteConfig.offices)[number];

/** OpenStreetMap centred on the office with a marker: a plain link, no script or frame. */
export function openStreetMapUrl(office: Office): string {
  const { latitude: lat, longitude: lon } = office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), rounded to 10 km: the map states it, so it is computed. */
export function distanceKm(a: Office, b: Office): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round((2 * earthRadiusKm * Math.asin(Math.sqrt(h))) / 10) * 10;
}

/** "+8" from the "+08:00" offset of the business hours, for "GMT+8". */
export function shortUtcOffset(utcOffset: string): string {
  const [, sign = '+', hours = '0', minutes = '00'] =
    /^([+-])(\d{2}):(\d{2})$/.exec(utcOffset) ?? [];
  return `${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}
