import { StyleSheet } from '@react-pdf/renderer';
import { sheetFontFamily } from './spec-sheet-fonts.ts';

/** The site's brand blues and slate greys (src/styles.css), so the sheet looks like the site. */
export const sheetColours = {
  brand50: '#eef6fb',
  brand100: '#d5e8f4',
  brand700: '#0b4a74',
  brand900: '#082a42',
  text: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  faintRule: '#e2e8f0',
  white: '#ffffff',
};

/** A4 (595.28 × 841.89 pt) with 15 mm side margins. */
export const sheetMargin = 42;
export const contentWidth = 595.28 - 2 * sheetMargin;
/** The gap between two columns, and the width of each. */
export const columnGap = 22;
export const columnWidth = (contentWidth - columnGap) / 2;

/** The footer sits in the bottom margin of every page. */
export const sheetStyles = StyleSheet.create({
  page: {
    fontFamily: sheetFontFamily,
    fontSize: 8.5,
    lineHeight: 1.35,
    color: sheetColours.text,
    paddingTop: 0,
    paddingBottom: 62,
    paddingHorizontal: sheetMargin,
  },
  sectionTitle: {
    fontSize: 11,
    fontWeight: 700,
    color: sheetColours.brand900,
    paddingBottom: 4,
    marginBottom: 6,
    borderBottomWidth: 1.5,
    borderBottomColor: sheetColours.brand700,
  },
  section: { marginTop: 14 },
  groupTitle: {
    fontSize: 9,
    fontWeight: 700,
    color: sheetColours.brand700,
    marginBottom: 2,
  },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 2.6,
    borderBottomWidth: 0.5,
    borderBottomColor: sheetColours.faintRule,
  },
  rowLabel: { color: sheetColours.muted, flexShrink: 1, paddingRight: 8 },
  rowValue: { fontWeight: 700, textAlign: 'right', maxWidth: '62%' },
  link: { color: sheetColours.brand700, textDecoration: 'none' },
});
