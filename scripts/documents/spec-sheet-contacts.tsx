import { Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { useLineFit } from './line-fit-context.ts';
import { columnGap, columnWidth, sheetColours, sheetStyles } from './spec-sheet-styles.ts';

/** Whom to ask: the sales e-mail and phones, and the offices with their addresses. */
export function SpecSheetContacts({ content }: { content: SpecSheetContent }) {
  const fit = useLineFit();
  const { contacts, offices } = content;
  return (
    <View style={[sheetStyles.section, { flexDirection: 'row', gap: columnGap }]} wrap={false}>
      <View style={{ flex: 1 }}>
        <Text style={sheetStyles.sectionTitle}>{contacts.title}</Text>
        {contacts.rows.map((row) => (
          <View key={row.id} style={sheetStyles.row}>
            <Text style={sheetStyles.rowLabel}>{row.label}</Text>
            <Text style={sheetStyles.rowValue}>{row.value}</Text>
          </View>
        ))}
      </View>
      <View style={{ flex: 1 }}>
        <Text style={sheetStyles.sectionTitle}>{offices.title}</Text>
        {offices.rows.map((office) => (
          <View key={office.id} style={{ marginBottom: 5 }}>
            <Text style={{ fontWeight: 700, color: sheetColours.brand900 }}>{office.name}</Text>
            <Text style={{ color: sheetColours.muted }}>
              {fit(office.address, columnWidth, 8.5)}
            </Text>
          </View>
        ))}
      </View>
    </View>
  );
}
