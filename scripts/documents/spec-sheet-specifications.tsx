import { Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { SpecSheetSpecGroup } from './spec-sheet-spec-group.tsx';
import { columnGap, sheetStyles } from './spec-sheet-styles.ts';

type Group = SpecSheetContent['groups'][number];

/**
 * The groups in two columns, in the page's order, split where the columns come out most even:
 * a column's height is about its rows plus a title's worth for each group.
 */
export function twoColumns(groups: readonly Group[]): [Group[], Group[]] {
  const height = (part: readonly Group[]) =>
    part.reduce((sum, group) => sum + group.rows.length + 1.5, 0);
  let best = 1;
  for (let split = 1; split < groups.length; split += 1) {
    const taller = (at: number) => Math.max(height(groups.slice(0, at)), height(groups.slice(at)));
    if (taller(split) < taller(best)) best = split;
  }
  return [groups.slice(0, best), groups.slice(best)];
}

/** The page's Technical Specifications: every figure, in its three groups. */
export function SpecSheetSpecifications({ content }: { content: SpecSheetContent }) {
  const groups = content.groups.filter((group) => group.rows.length > 0);
  return (
    <View style={sheetStyles.section}>
      <Text style={sheetStyles.sectionTitle} minPresenceAhead={80}>
        {content.specificationsTitle}
      </Text>
      <View style={{ flexDirection: 'row', gap: columnGap }}>
        {twoColumns(groups).map((column, index) => (
          <View key={index} style={{ flex: 1 }}>
            {column.map((group) => (
              <SpecSheetSpecGroup key={group.id} group={group} />
            ))}
          </View>
        ))}
      </View>
    </View>
  );
}
