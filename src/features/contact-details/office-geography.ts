import type { siteConfig } from '../../config/site-config.ts';
import { wgs84ToBd09, wgs84ToGcj02 } from './china-coordinates.ts';

export type Office = (typeof siteConfig.offices)[number];

/** OpenStreetMap centred on the office with a marker: a plain link, no script or frame. */
export function openStreetMapUrl(office: Office): string {
  const { latitude: lat, longitude: lon } = office;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * Whether the office's street map is one of mainland China's, drawn in shifted coordinates.
 * Hong Kong, Macao and Taiwan have country codes of their own (HK, MO, TW) and unshifted maps.
 */
export function isInMainlandChina(office: Office): boolean {
  return office.countryCode === 'CN';
}

/**
 * Who is calling, as AMap and Baidu ask a web page that links to them to say (Baidu's rule is
 * "webapp.companyName.appName"); it names no account and needs no key.
 */
const mapLinkSource = 'webapp.zsuav.website';

/** Six decimals of a degree are 0.1 m: finer than either map draws. */
const sixDecimals = (value: number) => value.toFixed(6);

/**
 * A query string with its commas left as the APIs' documentation writes them ("lng,lat"), so the
 * link reads the same in a browser's status bar as in their examples.
 */
function query(parameters: Record<string, string>): string {
  return Object.entries(parameters)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
}

/**
 * AMap (高德地图) with a marker named after the office, from its official URI API
 * (https://lbs.amap.com/api/uri-api/guide/mobile-web/point): the point in GCJ-02 ("gaode"), and
 * the web map rather than an attempt to open the app.
 */
export function amapUrl(office: Office, name: string): string {
  const { latitude, longitude } = wgs84ToGcj02(office);
  return `https://uri.amap.com/marker?${query({
    position: `${sixDecimals(longitude)},${sixDecimals(latitude)}`,
    name,
    src: mapLinkSource,
    coordinate: 'gaode',
    callnative: '0',
  })}`;
}

/**
 * Baidu Maps (百度地图) with a marker titled with the office's name and showing its address,
 * from Baidu's web URI API (lbsyun.baidu.com, "uri/api/web", marker service): the point in BD-09
 * ("bd09ll"), latitude first.
 */
export function baiduMapUrl(office: Office, name: string, address: string): string {
  const { latitude, longitude } = wgs84ToBd09(office);
  return `https://api.map.baidu.com/marker?${query({
    location: `${sixDecimals(latitude)},${sixDecimals(longitude)}`,
    title: name,
    content: address,
    output: 'html',
    coord_type: 'bd09ll',
    src: mapLinkSource,
  })}`;
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
