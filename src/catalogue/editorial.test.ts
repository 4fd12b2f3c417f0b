import { describe, expect, it } from 'vitest';
import { drones } from './drones.ts';
import { groundStations } from './ground-stations.ts';
import { payloads } from './payloads.ts';

/**
 * Figures the spec does not give were written for launch and are marked `editorial` in the
 * data. This test is where marketing finds them: `npx vitest run src/catalogue/editorial`
 * prints the list, one line per product.
 */
const products = [
  ...drones.map((p) => ({ family: 'drones', product: p })),
  ...payloads.map((p) => ({ family: 'payloads', product: p })),
  ...groundStations.map((p) => ({ family: 'groundStations', product: p })),
];

function valueAt(product: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, part) => (value as Record<string, unknown>)?.[part], product);
}

describe('editorial figures', () => {
  it('lists every editorial value for marketing to confirm', () => {
    const lines = products
      .filter(({ product }) => product.editorial.length > 0)
      .map(
        ({ family, product }) =>
          `${family}/${product.slug}: ${product.editorial
            .map((path) => `${path} = ${JSON.stringify(valueAt(product, path))}`)
            .join('; ')}`,
      );
    console.info(`Editorial values to confirm (${lines.length} products):\n${lines.join('\n')}`);
    expect(lines.length).toBeGreaterThan(0);
  });

  it('marks every figure of the ground stations, which the spec gives no figure for', () => {
    for (const station of groundStations) {
      expect(station.editorial).toEqual(expect.arrayContaining(['specs', 'detailedSpecs']));
    }
  });

  it('marks every payload figure the spec does not give', () => {
    // The spec names the payloads, the 4K camera's 30× zoom and the release hook's 5 kg;
    // nothing else. A capacity read from a model code (ZS-EPS40: 40 kg) is an inference.
    const given = new Set([
      'camera-4k-30x:specs.opticalZoom',
      'camera-4k-30x:specs.resolution',
      'release-hook-5kg:specs.capacity',
    ]);
    for (const payload of payloads) {
      for (const key of Object.keys(payload.specs)) {
        const path = `specs.${key}`;
        if (given.has(`${payload.slug}:${path}`)) continue;
        if (payload.category === 'firefighting' && key === 'type') continue;
        expect(payload.editorial, `${payload.slug} ${path}`).toContain(path);
      }
    }
  });

  it('points every mark at a figure that exists', () => {
    for (const { product } of products) {
      for (const path of product.editorial) {
        expect(valueAt(product, path), `${product.slug} ${path}`).toBeDefined();
      }
    }
  });
});
