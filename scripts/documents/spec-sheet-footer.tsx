import { Text, View } from '@react-pdf/renderer';
import { useLineFit } from './line-fit-context.ts';
import { contentWidth, sheetColours, sheetMargin } from './spec-sheet-styles.ts';

export interface SheetImprint {
  /** "Figures may change without notice." */
  changesNotice: string;
  /** "Built on 27 November 2026". */
  builtOn: string;
  /** "Version 3f2a9c1b". */
  version: string;
  /** The company's site, where the figures are current. */
  website: string;
}

const bottom = 22;

/** The foot of every page: that figures may change, when the sheet was built, which version. */
export function SpecSheetFooter({ imprint }: { imprint: SheetImprint }) {
  const fit = useLineFit();
  const text = { fontSize: 7.5, color: sheetColours.muted };
  return (
    <View
      fixed
      style={{
        position: 'absolute',
        left: sheetMargin,
        right: sheetMargin,
        bottom,
        paddingTop: 6,
        borderTopWidth: 0.75,
        borderTopColor: sheetColours.rule,
      }}
    >
      <Text style={[text, { fontWeight: 700, color: sheetColours.text }]}>
        {fit(imprint.changesNotice, contentWidth, 7.5, true)}
      </Text>
      <Text style={[text, { marginTop: 2 }]}>
        {[imprint.website, imprint.builtOn, imprint.version].join('  ·  ')}
      </Text>
    </View>
  );
}
