import { Text, View } from '@react-pdf/renderer';
import type { SheetRow } from './spec-sheet-content.ts';
import { sheetColours } from './spec-sheet-styles.ts';

/** The page's headline figures, as a row of boxes under the title. */
export function SpecSheetHeadlineFigures({ rows }: { rows: SheetRow[] }) {
  return (
    <View style={{ flexDirection: 'row', gap: 8, marginTop: 16 }}>
      {rows.map((row) => (
        <View
          key={row.key}
          style={{
            flex: 1,
            borderWidth: 0.75,
            borderColor: sheetColours.rule,
            borderTopWidth: 2.5,
            borderTopColor: sheetColours.brand700,
            borderRadius: 3,
            paddingVertical: 7,
            paddingHorizontal: 9,
          }}
        >
          <Text style={{ fontSize: 8, color: sheetColours.muted }}>{row.label}</Text>
          <Text
            style={{ fontSize: 14, fontWeight: 700, color: sheetColours.brand900, marginTop: 2 }}
          >
            {row.value}
          </Text>
        </View>
      ))}
    </View>
  );
}
