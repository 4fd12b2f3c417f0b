import { describe, expect, it } from 'vitest';
import { breakChineseLines } from './chinese-line-breaks.ts';

/** Every character one unit wide: a line of width 6 holds six. */
const measure = (line: string) => [...line].length;

describe('breaking Chinese into lines', () => {
  it('breaks between any two characters, each line as full as it can be', () => {
    expect(breakChineseLines('可在林间空地垂直起飞', 6, measure)).toEqual([
      '可在林间空地',
      '垂直起飞',
    ]);
  });

  it('never starts a line with a closing mark, nor ends one with an opening mark', () => {
    expect(breakChineseLines('垂直起降复合翼，两人机组', 7, measure)).toEqual([
      '垂直起降复合',
      '翼，两人机组',
    ]);
    expect(breakChineseLines('中国深圳（邮编）', 4, measure)).toEqual(['中国深圳', '（邮编）']);
  });

  it('breaks among Latin words and numbers only at a space, which it drops', () => {
    expect(breakChineseLines('最大起飞重量 15 kg，载重 5 kg', 8, measure)).toEqual([
      '最大起飞重量',
      '15 kg，载重',
      '5 kg',
    ]);
  });

  it('leaves text with no Chinese to react-pdf, which breaks it at spaces', () => {
    expect(breakChineseLines('Figures may change without notice.', 6, measure)).toEqual([
      'Figures may change without notice.',
    ]);
  });

  it('puts a piece longer than a line on a line of its own rather than lose it', () => {
    expect(breakChineseLines('型号 ZS-VT150-HYBRID 航程', 6, measure)).toEqual([
      '型号',
      'ZS-VT150-HYBRID',
      '航程',
    ]);
  });
});
