import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site-config.ts';
import { gcj02ToBd09, wgs84ToBd09, wgs84ToGcj02, type LatLng } from './china-coordinates.ts';

/** Great-circle distance in metres (haversine, on the IUGG mean Earth radius). */
function metresBetween(a: LatLng, b: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(h));
}

/** A [longitude, latitude] pair, the order the published vectors are written in. */
const point = ([longitude, latitude]: [number, number]): LatLng => ({ latitude, longitude });

const maxErrorMetres = 1;

/**
 * City centres with their WGS-84, GCJ-02 and BD-09 coordinates, as published in the test
 * fixture of the gcoord project: https://github.com/hujiulong/gcoord, file
 * test/fixtures/china-cities.json (added in commit fedbaa1, "test: add test data", 2018), which
 * its own tests convert against. The cities span mainland China, west to east and south to
 * north; Shenzhen's is the Futian district centre, 10 km east of the Shenzhen office.
 */
const publishedCities: {
  city: string;
  wgs84: [number, number];
  gcj02: [number, number];
  bd09: [number, number];
}[] = [
  {
    city: 'Shenzhen (Futian)',
    wgs84: [114.0527534, 22.5458236],
    gcj02: [114.0578659, 22.5431014],
    bd09: [114.064418, 22.5487584],
  },
  {
    city: 'Guangzhou (Yuexiu)',
    wgs84: [113.2590543, 23.131788],
    gcj02: [113.2643859, 23.1291146],
    bd09: [113.2708188, 23.135343],
  },
  {
    city: 'Beijing (Dongcheng)',
    wgs84: [116.4011517, 39.9028057],
    gcj02: [116.4074002, 39.9042136],
    bd09: [116.4137852, 39.9105355],
  },
  {
    city: 'Shanghai (Huangpu)',
    wgs84: [121.4691633, 31.2323443],
    gcj02: [121.4737061, 31.2304194],
    bd09: [121.4802435, 31.2363541],
  },
  {
    city: 'Sanya',
    wgs84: [109.507813, 18.2545417],
    gcj02: [109.5119135, 18.2528524],
    bd09: [109.5184703, 18.2585878],
  },
  {
    city: 'Harbin (Songbei)',
    wgs84: [126.528903, 45.8017783],
    gcj02: [126.5349726, 45.8037804],
    bd09: [126.5415875, 45.8094074],
  },
  {
    city: 'Urumqi (Shuimogou)',
    wgs84: [87.6140048, 43.824388],
    gcj02: [87.6168579, 43.8255962],
    bd09: [87.6232918, 43.8317719],
  },
  {
    city: 'Nagqu',
    wgs84: [92.0499619, 31.4784436],
    gcj02: [92.0512438, 31.4762063],
    bd09: [92.0576832, 31.4824421],
  },
  {
    city: 'Jiuquan (Suzhou)',
    wgs84: [98.4937175, 39.7319946],
    gcj02: [98.4943595, 39.7328234],
    bd09: [98.5008441, 39.7388949],
  },
];

describe('wgs84ToGcj02', () => {
  it.each(publishedCities)(
    'puts $city within 1 m of its published GCJ-02 point',
    ({ wgs84, gcj02 }) => {
      const converted = wgs84ToGcj02(point(wgs84));
      expect(metresBetween(converted, point(gcj02))).toBeLessThanOrEqual(maxErrorMetres);
      // The shift itself is hundreds of metres: an unconverted point would fail the bound.
      expect(metresBetween(point(wgs84), point(gcj02))).toBeGreaterThan(100);
    },
  );

  it('matches the vector of gcoord\'s own tests (test/unit/transform.spec.ts, "transform - geojson")', () => {
    const converted = wgs84ToGcj02(point([123, 45]));
    expect(metresBetween(converted, point([123.00607541, 45.00197815]))).toBeLessThanOrEqual(
      maxErrorMetres,
    );
  });

  it('shifts the Shenzhen office as an independent implementation does', () => {
    const office = siteConfig.offices.find(({ id }) => id === 'shenzhen')!;
    expect(office.countryCode).toBe('CN');
    // No published vector exists for the office itself: these are the outputs of gcoord 1.0.7
    // (src/crs/GCJ02.ts and BD09.ts at commit fa43556) for its WGS-84 point (113.9535, 22.5335).
    expect(point([office.longitude, office.latitude])).toEqual(point([113.9535, 22.5335]));
    expect(
      metresBetween(wgs84ToGcj02(office), point([113.95839069467152, 22.530504596543697])),
    ).toBeLessThanOrEqual(maxErrorMetres);
    expect(
      metresBetween(wgs84ToBd09(office), point([113.9649096835637, 22.536305469266477])),
    ).toBeLessThanOrEqual(maxErrorMetres);
    // And it moves about as far (600 m) as the published Futian point 10 km away.
    const futian = publishedCities[0]!;
    const officeShift = metresBetween(office, wgs84ToGcj02(office));
    const futianShift = metresBetween(point(futian.wgs84), point(futian.gcj02));
    expect(Math.abs(officeShift - futianShift)).toBeLessThan(50);
  });
});

describe('wgs84ToBd09', () => {
  it.each(publishedCities)(
    'puts $city within 1 m of its published BD-09 point',
    ({ wgs84, bd09 }) => {
      const converted = wgs84ToBd09(point(wgs84));
      expect(metresBetween(converted, point(bd09))).toBeLessThanOrEqual(maxErrorMetres);
      expect(metresBetween(point(wgs84), point(bd09))).toBeGreaterThan(500);
    },
  );
});

describe('gcj02ToBd09', () => {
  it.each(publishedCities)('takes $city from its GCJ-02 to its BD-09 point', ({ gcj02, bd09 }) => {
    expect(metresBetween(gcj02ToBd09(point(gcj02)), point(bd09))).toBeLessThanOrEqual(
      maxErrorMetres,
    );
  });

  it('matches the vector of gcoord\'s own tests (test/unit/crs/GCJ02.spec.ts, "GCJ02 to BD09")', () => {
    expect(
      metresBetween(gcj02ToBd09(point([123, 45])), point([123.00636499, 45.00636899])),
    ).toBeLessThanOrEqual(maxErrorMetres);
  });
});
