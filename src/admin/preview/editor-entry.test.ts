import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readEditorEntry, type EditorEntry } from './editor-entry.ts';

/* The preview reads the entry being edited as the content step reads its file. */

type Document = { en: Record<string, unknown>; zh: Record<string, unknown> };
const file = (name: string) =>
  parse(readFileSync(`content/${name}.yaml`, 'utf8')) as Document & {
    en: { headline: { range: { value: number } } };
  };

function edited(collection: string, name: string, document: Document): EditorEntry {
  return { collection, name, english: document.en, other: { zh: document.zh } };
}

describe('an entry being edited, read for the preview', () => {
  it("converts a drone's figures with the catalogue schema and places its texts per language", () => {
    const vt15 = file('drones/zs-vt15');
    vt15.en.headline.range.value = 260;
    vt15.zh.description = '{{name}} 航程可达 {{range}}。';
    const read = readEditorEntry(edited('drones', 'zs-vt15', vt15));

    expect(read.problems).toEqual([]);
    expect(read.data?.kind).toBe('drone');
    const drone = read.data?.kind === 'drone' ? read.data.drone : undefined;
    expect(drone?.slug).toBe('zs-VT15');
    expect(drone?.headline.range).toEqual({ value: 260, unit: 'km' });
    const texts = read.texts as Record<string, Record<string, Record<string, unknown>>>;
    expect(texts.zh?.catalogue?.drones).toEqual({
      'zs-VT15': { description: '{{name}} 航程可达 {{range}}。', summary: vt15.zh.summary },
    });
    expect(
      (texts.en?.catalogue?.drones as Record<string, { description: string }>)['zs-VT15']
        ?.description,
    ).toBe(vt15.en.description);
  });

  it('says what the build would refuse, in the build’s words, and converts nothing', () => {
    const vt15 = file('drones/zs-vt15');
    vt15.en.headline.range.value = -5;
    const read = readEditorEntry(edited('drones', 'zs-vt15', vt15));
    expect(read.data).toBeUndefined();
    expect(read.problems).toEqual([
      expect.stringMatching(
        /^content\/drones\/zs-vt15\.yaml, .*Range.*: must be greater than zero/,
      ),
    ]);
  });

  it('reads a news item', () => {
    const news = file('news/fire-service-trials');
    news.zh.title = '新标题';
    const read = readEditorEntry(edited('news', 'fire-service-trials', news));
    expect(read.problems).toEqual([]);
    expect(read.data).toEqual({
      kind: 'news',
      item: expect.objectContaining({ id: 'fire-service-trials', topic: 'project' }),
    });
    const home = (read.texts.zh as Record<string, Record<string, unknown>>).home;
    expect(home).toEqual({
      news: { items: { 'fire-service-trials': { title: '新标题', summary: news.zh.summary } } },
    });
  });

  it('reads a solution page: its aircraft as the page shows them, their roles as texts', () => {
    const logistics = file('pages/logistics');
    const aircraft = logistics.en.aircraft as { model: string; role: Record<string, string> }[];
    logistics.en.aircraft = [aircraft[1], aircraft[0], ...aircraft.slice(2)];
    aircraft[1]!.role.zh = '新的角色说明。';
    // The editor holds the shared list in the translation's data too; it is not a text.
    const read = readEditorEntry(
      edited('pages', 'logistics', { ...logistics, zh: { ...logistics.zh, aircraft } }),
    );
    expect(read.problems).toEqual([]);
    if (read.data?.kind !== 'solution') throw new Error('not a solution page');
    expect(read.data.solution).toBe('logistics');
    expect(read.data.data.models.slice(0, 2)).toEqual([aircraft[1]!.model, aircraft[0]!.model]);
    expect(read.data.deliveryTimeReduction).toEqual(logistics.en.deliveryTimeReduction);
    const solutions = (read.texts.zh as Record<string, Record<string, unknown>>).solutions as {
      logistics: { models: { roles: Record<string, string> } };
    };
    expect(solutions.logistics.models.roles[aircraft[1]!.model]).toBe('新的角色说明。');
  });

  it('reads nothing of a kind of entry the preview does not show', () => {
    const about = file('pages/about');
    const read = readEditorEntry(edited('pages', 'about', about));
    expect(read.data).toBeUndefined();
    expect(read.problems).toEqual([]);
  });
});
