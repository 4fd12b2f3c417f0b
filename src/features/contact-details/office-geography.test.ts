import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config.ts';
import { wgs84ToBd09, wgs84ToGcj02 } from './china-coordinates.ts';
import {
  amapUrl,
  baiduMapUrl,
  distanceKm,
  isInMainlandChina,
  openStreetMapUrl,
  type Office,
} from './office-geography.ts';
import { shortUtcOffset } from '../../content/company-facts.ts';

const [shenzhen, singapore] = siteConfig.offices;

describe('distanceKm', () => {
  it('gives the great-circle distance between the headquarters', () => {
    // Shenzhen–Singapore is about 2,600 km as the crow flies.
    expect(distanceKm(shenzhen, singapore)).toBeGreaterThan(2550);
    expect(distanceKm(shenzhen, singapore)).toBeLessThan(2650);
    expect(distanceKm(shenzhen, singapore) % 10).toBe(0);
    expect(distanceKm(shenzhen, shenzhen)).toBe(0);
  });
});

describe('openStreetMapUrl', () => {
  it('marks and centres the office coordinates from site-config', () => {
    const url = new URL(openStreetMapUrl(shenzhen));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('mlat')).toBe(String(shenzhen.latitude));
    expect(url.searchParams.get('mlon')).toBe(String(shenzhen.longitude));
    expect(url.hash).toBe(`#map=17/${shenzhen.latitude}/${shenzhen.longitude}`);
  });
});

describe('isInMainlandChina', () => {
  it('is true for CN only: Hong Kong, Macao and Taiwan have maps of their own', () => {
    expect(isInMainlandChina(shenzhen)).toBe(true);
    expect(isInMainlandChina(singapore)).toBe(false);
    for (const countryCode of ['HK', 'MO', 'TW']) {
      expect(isInMainlandChina({ ...shenzhen, countryCode } as unknown as Office)).toBe(false);
    }
  });
});

describe('amapUrl', () => {
  it('marks the office at its GCJ-02 point, longitude first, with its name', () => {
    const url = new URL(amapUrl(shenzhen, '深圳总部'));
    expect(`${url.origin}${url.pathname}`).toBe('https://uri.amap.com/marker');
    const gcj02 = wgs84ToGcj02(shenzhen);
    expect(url.searchParams.get('position')).toBe(
      `${gcj02.longitude.toFixed(6)},${gcj02.latitude.toFixed(6)}`,
    );
    expect(url.searchParams.get('position')).toBe('113.958391,22.530505');
    expect(url.searchParams.get('name')).toBe('深圳总部');
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    expect(url.searchParams.get('callnative')).toBe('0');
    expect(url.searchParams.get('src')).toMatch(/^webapp\./);
  });
});

describe('baiduMapUrl', () => {
  it('marks the office at its BD-09 point, latitude first, with its name and address', () => {
    const address = '15/F, Block B, 9 Keji South 12th Road & more';
    const url = new URL(baiduMapUrl(shenzhen, 'Shenzhen headquarters', address));
    expect(`${url.origin}${url.pathname}`).toBe('https://api.map.baidu.com/marker');
    const bd09 = wgs84ToBd09(shenzhen);
    expect(url.searchParams.get('location')).toBe(
      `${bd09.latitude.toFixed(6)},${bd09.longitude.toFixed(6)}`,
    );
    expect(url.searchParams.get('location')).toBe('22.536305,113.964910');
    expect(url.searchParams.get('title')).toBe('Shenzhen headquarters');
    expect(url.searchParams.get('content')).toBe(address);
    expect(url.searchParams.get('output')).toBe('html');
    expect(url.searchParams.get('coord_type')).toBe('bd09ll');
    expect(url.searchParams.get('src')).toMatch(/^webapp\./);
  });
});

describe('shortUtcOffset', () => {
  it.each([
    ['+08:00', '+8'],
    ['-03:30', '-3:30'],
    ['+00:00', '+0'],
  ])('writes %s as GMT%s', (offset, short) => {
    expect(shortUtcOffset(offset)).toBe(short);
  });
});
