import type { TFunction } from 'i18next';
import { fullCatalogue } from './full-catalogue.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DroneFigures } from '../../catalogue/drones.ts';
import { createTestI18n } from '../../i18n/test-i18n.ts';
import { findProduct, type CatalogueProduct } from './catalogue-products.ts';
import { compareRows } from './compare-rows.ts';
import { droneSpecGroups } from './spec-rows.ts';

let t: Record<'en' | 'zh', TFunction>;
beforeAll(async () => {
  const i18n = await createTestI18n();
  t = { en: i18n.getFixedT('en'), zh: i18n.getFixedT('zh') };
});

function products(...slugs: string[]): CatalogueProduct[] {
  return slugs.map((slug) => {
    const product = findProduct(fullCatalogue, slug);
    if (!product) throw new Error(`no product ${slug}`);
    return product;
  });
}

function row(rows: ReturnType<typeof compareRows>, key: string) {
  const found = rows.find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
}

describe('compareRows', () => {
  it('compares a VTOL with a multirotor on endurance, payload, range and wind', () => {
    const rows = compareRows(products('zs-VT15', 'zs-EM25'), 'en', t.en);
    expect(row(rows, 'flightTime').values).toEqual(['210 min', '60 min (no payload)']);
    expect(row(rows, 'payload').values).toEqual(['5 kg', '10 kg']);
    expect(row(rows, 'range').values).toEqual(['245 km', undefined]);
    expect(row(rows, 'windResistance')).toMatchObject({
      values: ['Beaufort force 6', 'Beaufort force 6'],
      differs: false,
    });
    expect(row(rows, 'flightTime').differs).toBe(true);
  });

  it('puts figures of one row in one unit, the first product’s', () => {
    const rows = compareRows(products('zs-VT15', 'zs-th400', 'zs-EM02'), 'en', t.en);
    expect(row(rows, 'flightTime').values).toEqual([
      '210 min',
      'at least 240 min',
      'at least 45 min (no payload, long-endurance battery)',
    ]);
    expect(row(rows, 'maxSpeed').values).toEqual(['110 km/h', '145 km/h', '75.6 km/h']);
    expect(row(rows, 'maxSpeed').label).toBe('Speed');
  });

  it('drops rows none of the products has', () => {
    const keys = compareRows(products('zs-EM07', 'zs-EM25'), 'en', t.en).map((r) => r.key);
    expect(keys).not.toContain('range');
    expect(keys).not.toContain('cruiseSpeed');
    expect(keys).toContain('ipRating');
  });

  it('compares payloads of one kind on their own fields, in Chinese too', () => {
    const rows = compareRows(products('zs-EPT30', 'zs-EPT40'), 'zh', t.zh);
    expect(row(rows, 'capacity')).toMatchObject({
      label: '额定载重',
      values: ['30 kg', '40 kg'],
    });
    expect(row(rows, 'lineLength').values).toEqual(['30 m', '40 m']);
    expect(row(rows, 'motor').differs).toBe(false);
  });
});

describe('droneSpecGroups', () => {
  it('puts every figure of a drone into exactly one of the three groups', () => {
    // A record over DroneFigures' keys: adding a figure to the type fails the type check here.
    const figureKeys: Record<keyof DroneFigures, null> = {
      flightTime: null,
      flightTimeFullPayload: null,
      maxSpeed: null,
      speedRange: null,
      cruiseSpeed: null,
      maxAscentSpeed: null,
      maxDescentSpeed: null,
      ceiling: null,
      windResistance: null,
      windResistanceCruise: null,
      operatingTemp: null,
      wheelbase: null,
      dimensions: null,
      dimensionsFolded: null,
      dimensionsUnfolded: null,
      spanLengthHeight: null,
      length: null,
      rotorSpan: null,
      height: null,
      material: null,
      fuelTank: null,
      ipRating: null,
      rainProtection: null,
      propulsion: null,
      engine: null,
      fuel: null,
      gnss: null,
      transmissionRange: null,
      obstacleAvoidance: null,
    };
    const grouped: string[] = Object.values(droneSpecGroups).flat();
    expect([...grouped].sort()).toEqual(
      [...Object.keys(figureKeys), 'maxTakeoffWeight', 'payload', 'range'].sort(),
    );
    expect(new Set(grouped).size).toBe(grouped.length);
  });
});
