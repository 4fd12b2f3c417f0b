import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { translationProblems } from './check-translations.ts';

/* The editor's check of the Chinese pane before saving, on a real content file. */

const vt15 = parse(readFileSync('content/drones/zs-vt15.yaml', 'utf8')) as {
  en: Record<string, unknown>;
  zh: Record<string, unknown> & { head: Record<string, unknown> };
};

describe('texts in the other language, checked before saving', () => {
  it('accept a complete translation', () => {
    expect(translationProblems('drones', 'zs-vt15', vt15.en, { zh: vt15.zh })).toEqual([]);
  });

  it('name an empty Chinese text by its labels, as the build does', () => {
    const zh = { ...vt15.zh, head: { ...vt15.zh.head, title: '' } };
    expect(translationProblems('drones', 'zs-vt15', vt15.en, { zh })).toEqual([
      'Chinese › Search engines › Page title: write this text',
    ]);
  });

  it('refuse a Chinese text that drops a figure the English quotes', () => {
    const zh = { ...vt15.zh, summary: '纯电垂直起降复合翼。' };
    expect(translationProblems('drones', 'zs-vt15', vt15.en, { zh })).toEqual([
      expect.stringMatching(/^Chinese › Summary: .*\{\{range\}\}/),
    ]);
  });
});
