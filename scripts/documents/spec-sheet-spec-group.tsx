import { Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { SpecSheetFigureRow } from './spec-sheet-figure-row.tsx';
import { sheetStyles } from './spec-sheet-styles.ts';

/** One of the page's three groups of the specification, its title kept with its first rows. */
export function SpecSheetSpecGroup({ group }: { group: SpecSheetContent['groups'][number] }) {
  return (
    <View style={{ marginBottom: 10 }}>
      <Text style={sheetStyles.groupTitle} minPresenceAhead={40}>
        {group.title}
      </Text>
      {group.rows.map((row) => (
        <SpecSheetFigureRow key={row.key} row={row} />
      ))}
    </View>
  );
}
