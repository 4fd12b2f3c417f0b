import { Font } from '@react-pdf/renderer';
import { createContext, useContext } from 'react';
import { breakChineseLines } from './chinese-line-breaks.ts';
import { sheetFontFamily } from './spec-sheet-fonts.ts';

/** `text` broken into lines of `width` points, set at `fontSize` in the regular or bold face. */
export type LineFit = (text: string, width: number, fontSize: number, bold?: boolean) => string;

/**
 * A measure of the sheet's own faces (registerSheetFonts must have run), for
 * breakChineseLines. A little is left over on each line, so react-pdf's own measure, which
 * rounds on its own, never finds a line too long and breaks it a second time.
 */
export async function loadLineFit(): Promise<LineFit> {
  const faces = await Promise.all(
    [400, 700].map(async (fontWeight) => {
      const source = Font.getFont({ fontFamily: sheetFontFamily, fontWeight });
      await source.load();
      if (!source.data) throw new Error(`${sheetFontFamily} ${fontWeight} did not load.`);
      return source.data;
    }),
  );
  return (text, width, fontSize, bold = false) => {
    const face = faces[bold ? 1 : 0]!;
    return breakChineseLines(
      text,
      width * 0.98,
      (line) => (face.layout(line).advanceWidth / face.unitsPerEm) * fontSize,
    );
  };
}

/** Texts as they are, for a render without measured faces (none today). */
export const LineFitContext = createContext<LineFit>((text) => text);

export function useLineFit(): LineFit {
  return useContext(LineFitContext);
}
