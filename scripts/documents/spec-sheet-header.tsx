import { Text, View } from '@react-pdf/renderer';
import { sheetColours, sheetMargin } from './spec-sheet-styles.ts';

/** The band across the top of every page: who makes it, and which document this is. */
export function SpecSheetHeader({ company, title }: { company: string; title: string }) {
  return (
    <View
      fixed
      style={{
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'center',
        backgroundColor: sheetColours.brand900,
        color: sheetColours.white,
        marginHorizontal: -sheetMargin,
        paddingHorizontal: sheetMargin,
        paddingVertical: 10,
        marginBottom: 18,
      }}
    >
      <Text style={{ fontSize: 10, fontWeight: 700 }}>{company}</Text>
      <Text style={{ fontSize: 9, color: sheetColours.brand100 }}>{title}</Text>
    </View>
  );
}
