import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { projectRoot } from '../build-layout.ts';

/** The one family every sheet is set in (decision 075). */
export const sheetFontFamily = 'Noto Sans SC';

const notoSansSc = path.join(projectRoot, 'node_modules', '@expo-google-fonts', 'noto-sans-sc');

let registered = false;

/**
 * Noto Sans SC, regular and bold, for both languages: it sets Chinese, and the Latin, digits
 * and signs (≤, ×, °, –) the English figures use, which the PDF's standard Helvetica cannot all
 * set. react-pdf embeds only the glyphs a sheet uses, with a ToUnicode map, so the text copies.
 */
export function registerSheetFonts(): void {
  if (registered) return;
  Font.register({
    family: sheetFontFamily,
    fonts: [
      { src: path.join(notoSansSc, '400Regular', 'NotoSansSC_400Regular.ttf'), fontWeight: 400 },
      { src: path.join(notoSansSc, '700Bold', 'NotoSansSC_700Bold.ttf'), fontWeight: 700 },
    ],
  });
  // No word is hyphenated: a spec label or an e-mail address broken with a hyphen misreads.
  // Chinese is broken into lines before it is set (chinese-line-breaks.ts).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
