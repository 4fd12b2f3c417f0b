import { Link, Text, View } from '@react-pdf/renderer';
import type { SheetRow } from './spec-sheet-content.ts';
import { sheetStyles } from './spec-sheet-styles.ts';

/** One labelled figure; "On request" links to the website's contact form, as on the page. */
export function SpecSheetFigureRow({ row }: { row: SheetRow }) {
  return (
    <View style={sheetStyles.row} wrap={false}>
      <Text style={sheetStyles.rowLabel}>{row.label}</Text>
      {row.href ? (
        <Link src={row.href} style={[sheetStyles.rowValue, sheetStyles.link]}>
          {row.value}
        </Link>
      ) : (
        <Text style={sheetStyles.rowValue}>{row.value}</Text>
      )}
    </View>
  );
}
