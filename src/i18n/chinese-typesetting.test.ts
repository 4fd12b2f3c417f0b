import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-i18n.ts';
import { typesetChinese } from './chinese-typesetting.ts';

describe('typesetChinese', () => {
  it.each([
    ['载重 50 千克 的旗舰级', '载重 50 千克的旗舰级'],
    ['续航 不少于 4 小时', '续航不少于 4 小时'],
    ['可抗 6 级 风', '可抗 6 级风'],
    ['专利技术： 载荷快拆结构', '专利技术：载荷快拆结构'],
    ['公司或机构 （选填）', '公司或机构（选填）'],
    ['适配机型： ZS-TH500、 ZS-TH600', '适配机型：ZS-TH500、ZS-TH600'],
  ])('closes up %j to %j', (input, expected) => {
    expect(typesetChinese(input)).toBe(expected);
  });

  it.each([
    '续航 55 分钟，载重 50 kg',
    '{{name}} 是一款 ZS-VT15',
    '第 1 段\n\n- 第二段',
    'Switch to 中文',
    'Tick “Compare” on two products… then compare.',
    'Loading...',
  ])('keeps the spaces of %j', (text) => {
    expect(typesetChinese(text)).toBe(text);
  });
});

describe('the site’s i18next', () => {
  it('typesets every translated string, interpolated values included', async () => {
    const i18n = await createTestI18n('zh');
    const t = i18n.getFixedT('zh');
    const text = t('catalogue:faq.enduranceSimple.answer', {
      name: 'ZS-TH400',
      flightTimeStated: '不少于 4 小时',
    });
    expect(text).toContain('额定续航时间为不少于 4 小时');
  });
});
