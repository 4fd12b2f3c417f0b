import type { PostProcessorModule } from 'i18next';

/**
 * Full-width punctuation carries its own spacing, so no space stands next to it. The curly
 * quotes “ ” and the ellipsis are left out: English text uses them too, with spaces around.
 */
const fullWidthPunctuation = '，。、；：？！（）《》〈〉【】「」『』〔〕～';
const chinese = `\\p{Script=Han}${fullWidthPunctuation}`;
const space = '[ \\u00a0]+';

const betweenChinese = new RegExp(`(?<=[${chinese}])${space}(?=[${chinese}])`, 'gu');
const afterPunctuation = new RegExp(`(?<=[${fullWidthPunctuation}])${space}`, 'gu');
const beforePunctuation = new RegExp(`${space}(?=[${fullWidthPunctuation}])`, 'gu');

/**
 * The site's Chinese typesetting, docs/decisions/010-chinese-typesetting.md: a space separates
 * Chinese from Latin letters and digits ("续航 55 分钟", "载重 50 kg"), never two Chinese
 * characters and never full-width punctuation from its neighbour. Templates are written with
 * spaces around every placeholder; where a value begins or ends with Chinese ("不少于 4 小时",
 * "6 级") this removes the space that would then stand between two Chinese characters.
 * English text has no Chinese on both sides of a space, so it passes unchanged.
 */
export function typesetChinese(text: string): string {
  return text
    .replace(betweenChinese, '')
    .replace(afterPunctuation, '')
    .replace(beforePunctuation, '');
}

/** Applies typesetChinese to every translated string (sharedI18nOptions.postProcess). */
export const chineseTypesetting: PostProcessorModule = {
  type: 'postProcessor',
  name: 'chineseTypesetting',
  process: (value: string) => typesetChinese(value),
};
