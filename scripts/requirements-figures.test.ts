import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drones } from '../src/catalogue/drones.ts';
import {
  catalogueRequirementsFile,
  readSpecFigures,
  specFigures,
} from '../tests/e2e/support/spec-figures.ts';

/**
 * The model-page browser test expects what docs/requirements/catalogue.md says each page shows
 * (tests/e2e/support/spec-figures.ts reads its tables). These check the reading, and that the
 * tables name the catalogue's own models and figures, so a typo in the document fails here, in a
 * second, rather than as a puzzling browser failure.
 */
describe('the figures of docs/requirements/catalogue.md', () => {
  it('has a table for every drone model, in the catalogue order', () => {
    expect(Object.keys(specFigures)).toEqual(drones.map((drone) => drone.slug));
  });

  it.each(drones)('names only figures $slug has', (drone) => {
    const known = new Set([...Object.keys(drone.headline), ...Object.keys(drone.figures)]);
    expect(Object.keys(specFigures[drone.slug] ?? {}).filter((key) => !known.has(key))).toEqual([]);
  });

  it('agrees with its own Headline figures table', () => {
    const markdown = readFileSync(catalogueRequirementsFile, 'utf8');
    const section = markdown.slice(markdown.indexOf('\n## Headline figures\n'));
    const rows = section
      .slice(0, section.indexOf('\n## ', 1))
      .split('\n')
      .filter((line) => /^\| (VTOL|Multirotor|Tandem) /.test(line))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows).toHaveLength(drones.length);
    const disagreeing = rows.flatMap(([, , model = '', mtow, payload, range]) => {
      const slug = drones.find((d) => d.slug.toLowerCase() === `zs-${model.toLowerCase()}`)?.slug;
      const figures = slug ? specFigures[slug] : undefined;
      const shown = [figures?.maxTakeoffWeight?.en, figures?.payload?.en, figures?.range?.en ?? ''];
      return JSON.stringify(shown) === JSON.stringify([mtow, payload, range]) ? [] : [model];
    });
    expect(disagreeing).toEqual([]);
  });

  it('reads a model table by its Key, English and Chinese columns', () => {
    const markdown = [
      '## Detailed figures per model',
      '',
      '### ZS-X1 (`zs-X1`)',
      '',
      '| Figure  | Key     | English          | Chinese |',
      '| ------- | ------- | ---------------- | ------- |',
      '| Wind    | wind    | Beaufort force 6 | 6 级    |',
      '| Payload | payload | 5 kg             | 5 kg    |',
      '',
      '## Next section',
      '',
      '| Figure | Key | English | Chinese |',
      '| ------ | --- | ------- | ------- |',
      '| Other  | x   | y       | z       |',
    ].join('\n');
    expect(readSpecFigures(markdown)).toEqual({
      'zs-X1': {
        wind: { en: 'Beaufort force 6', zh: '6 级' },
        payload: { en: '5 kg', zh: '5 kg' },
      },
    });
  });

  it('refuses a row without a Chinese value, and a key given twice', () => {
    const table = (rows: string[]) =>
      [
        '## Detailed figures per model',
        '### ZS-X1 (`zs-X1`)',
        '| Figure | Key | English | Chinese |',
        '| --- | --- | --- | --- |',
        ...rows,
      ].join('\n');
    expect(() => readSpecFigures(table(['| Wind | wind | Beaufort force 6 |  |']))).toThrow(
      /zs-X1: a row lacks/,
    );
    expect(() => readSpecFigures(table(['| A | wind | 1 | 1 |', '| B | wind | 2 | 2 |']))).toThrow(
      /zs-X1: a key appears twice/,
    );
  });
});
