/**
 * Where Chinese text breaks into lines. react-pdf breaks lines only at spaces, and a break
 * inside a word gets a hyphen (@react-pdf/textkit 7): Chinese, which has no spaces, would run
 * off the page or come out "起-飞". So Chinese text is broken here, measured with the sheet's
 * font, and each line ends in a newline, which react-pdf keeps as it is. As Chinese is set: a
 * line may end between any two characters, never before a closing mark (，。）》) or after an
 * opening one (（《); Latin words and numbers inside it still break only at spaces.
 */

const han = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef';
const opening = '（《「『【〔“‘';
const closing = '，。、；：？！）》」』】〕”’％';

/** A character with the marks that stay with it, a Latin word or number, or a run of spaces. */
const pieces = new RegExp(`[${opening}]*[${han}][${closing}]*|[^\\s${han}]+[${closing}]*| +`, 'gu');
const hasHan = new RegExp(`[${han}]`, 'u');

/** `text` with a newline wherever a line of `width` points is full; Latin-only text as it is. */
export function breakChineseLines(
  text: string,
  width: number,
  measure: (line: string) => number,
): string {
  if (!hasHan.test(text)) return text;
  const lines: string[] = [];
  let line = '';
  let space = '';
  for (const piece of text.match(pieces) ?? []) {
    if (piece.trim() === '') {
      space = piece;
      continue;
    }
    const longer = `${line}${space}${piece}`;
    if (line !== '' && measure(longer) > width) {
      lines.push(line);
      line = piece;
    } else {
      line = longer;
    }
    space = '';
  }
  lines.push(line);
  return lines.join('\n');
}
