import { Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { useLineFit } from './line-fit-context.ts';
import { contentWidth, sheetColours, sheetStyles } from './spec-sheet-styles.ts';

const columns = { name: 0.5, weight: 0.22, load: 0.28 };
const nameGap = 8;
const nameWidth = contentWidth * columns.name - nameGap;
const width = (share: number) => `${share * 100}%`;

/** The payloads the model carries: each one's kind, weight and load on this aircraft. */
export function SpecSheetPayloads({
  payloads,
}: {
  payloads: NonNullable<SpecSheetContent['payloads']>;
}) {
  const fit = useLineFit();
  const withLoad = payloads.rows.some((row) => row.load !== undefined);
  return (
    <View style={sheetStyles.section}>
      <Text style={sheetStyles.sectionTitle} minPresenceAhead={60}>
        {payloads.title}
      </Text>
      <View
        style={{
          flexDirection: 'row',
          paddingVertical: 3,
          borderBottomWidth: 0.75,
          borderBottomColor: sheetColours.rule,
          color: sheetColours.muted,
          fontSize: 8,
        }}
      >
        <Text style={{ width: width(columns.name) }} />
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
        <View key={row.slug} style={[sheetStyles.row, { alignItems: 'center' }]} wrap={false}>
          <View style={{ width: width(columns.name), paddingRight: nameGap }}>
            <Text style={{ fontWeight: 700 }}>{fit(row.name, nameWidth, 8.5, true)}</Text>
            <Text style={{ fontSize: 7.5, color: sheetColours.muted }}>
              {fit(row.category, nameWidth, 7.5)}
            </Text>
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
