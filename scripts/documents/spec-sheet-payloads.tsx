import { Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { SpecSheetLines } from './spec-sheet-lines.tsx';
import { contentWidth, sheetColours, sheetStyles } from './spec-sheet-styles.ts';

/** Shares of the table's width: name, kind, device weight, load on this aircraft. */
const columns = { name: 0.4, category: 0.22, weight: 0.14, load: 0.24 };
const cellGap = 8;
const width = (share: number) => `${share * 100}%`;
const textWidth = (share: number) => contentWidth * share - cellGap;

/** The payloads the model carries, one line each: its kind, weight and load on this aircraft. */
export function SpecSheetPayloads({
  payloads,
}: {
  payloads: NonNullable<SpecSheetContent['payloads']>;
}) {
  const withLoad = payloads.rows.some((row) => row.load !== undefined);
  return (
    <View style={sheetStyles.section}>
      <Text style={sheetStyles.sectionTitle} minPresenceAhead={60}>
        {payloads.title}
      </Text>
      <View
        style={{
          flexDirection: 'row',
          paddingBottom: 3,
          borderBottomWidth: 0.75,
          borderBottomColor: sheetColours.rule,
          color: sheetColours.muted,
          fontSize: 8,
        }}
      >
        <View style={{ width: width(columns.name + columns.category) }} />
        <Text style={{ width: width(columns.weight), textAlign: 'right' }}>
          {payloads.weightLabel}
        </Text>
        {withLoad && (
          <Text style={{ width: width(columns.load), textAlign: 'right' }}>
            {payloads.loadLabel}
          </Text>
        )}
      </View>
      {payloads.rows.map((row) => (
        <View key={row.slug} style={sheetStyles.row} wrap={false}>
          <View style={{ width: width(columns.name), paddingRight: cellGap }}>
            <SpecSheetLines
              text={row.name}
              width={textWidth(columns.name)}
              style={{ fontSize: 8.5, fontWeight: 700 }}
            />
          </View>
          <View style={{ width: width(columns.category), paddingRight: cellGap }}>
            <SpecSheetLines
              text={row.category}
              width={textWidth(columns.category)}
              style={{ fontSize: 8.5, color: sheetColours.muted }}
            />
          </View>
          <Text style={{ width: width(columns.weight), textAlign: 'right' }}>{row.weight}</Text>
          {withLoad && (
            <Text style={{ width: width(columns.load), textAlign: 'right' }}>{row.load ?? ''}</Text>
          )}
        </View>
      ))}
    </View>
  );
}
