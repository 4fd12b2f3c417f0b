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

/** The report marketing reads: one line per product with marks, each mark with its value. */
function editorialReport(): string[] {
  return products
    .filter(({ product }) => product.editorial.length > 0)
    .map(
      ({ family, product }) =>
        `${family}/${product.slug}: ${product.editorial
          .map((path) => `${path} = ${JSON.stringify(valueAt(product, path))}`)
          .join('; ')}`,
    );
}

describe('editorial figures', () => {
  it('lists every editorial value for marketing to confirm', () => {
    const report = editorialReport();
    console.info(`Editorial values to confirm (${report.length} products):\n${report.join('\n')}`);
    const marked = products.filter(({ product }) => product.editorial.length > 0);
    expect(report).toHaveLength(marked.length);
    for (const [index, { family, product }] of marked.entries()) {
      const line = report[index] ?? '';
      expect(line.startsWith(`${family}/${product.slug}: `), line).toBe(true);
      // Every mark, each with the value marketing is asked to confirm.
      const entries = line.slice(line.indexOf(': ') + 2).split('; ');
      expect(entries.map((entry) => entry.split(' = ')[0])).toEqual(product.editorial);
      for (const entry of entries) expect(entry, line).toMatch(/^[\w.]+ = [[{"\d-]/);
    }
    // The requirements give no ground-station figure: each one is in the report, tables and all.
    for (const station of groundStations) {
      expect(report.find((line) => line.startsWith(`groundStations/${station.slug}: `))).toMatch(
        /\bspecs = \{.*\bdetailedSpecs = \{/,
      );
    }
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
