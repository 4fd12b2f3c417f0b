import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config.ts';
import { distanceKm, openStreetMapUrl, shortUtcOffset } from './office-geography.ts';

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

describe('shortUtcOffset', () => {
  it.each([
    ['+08:00', '+8'],
    ['-03:30', '-3:30'],
    ['+00:00', '+0'],
  ])('writes %s as GMT%s', (offset, short) => {
    expect(shortUtcOffset(offset)).toBe(short);
  });
});
