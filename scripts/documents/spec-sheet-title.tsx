import { Image, Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { useLineFit } from './line-fit-context.ts';
import { contentWidth, sheetColours } from './spec-sheet-styles.ts';

const pictureBox = 232;
const gap = 18;
const descriptionSize = 9;

/** The model's series, name and description beside its photo or drawing, as the page's top. */
export function SpecSheetTitle({
  content,
  picture,
}: {
  content: SpecSheetContent;
  picture: Buffer;
}) {
  const fit = useLineFit();
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <View style={{ flex: 1, paddingRight: gap }}>
        <Text
          style={{
            fontSize: 9,
            fontWeight: 700,
            color: sheetColours.brand700,
            letterSpacing: content.lang === 'zh' ? 0 : 0.6,
            textTransform: content.lang === 'zh' ? 'none' : 'uppercase',
          }}
        >
          {content.series}
        </Text>
        <Text
          style={{
            fontSize: 26,
            fontWeight: 700,
            color: sheetColours.brand900,
            marginTop: 2,
            lineHeight: 1.15,
          }}
        >
          {content.name}
        </Text>
        <Text
          style={{
            fontSize: descriptionSize,
            color: sheetColours.muted,
            marginTop: 8,
            lineHeight: 1.5,
          }}
        >
          {fit(content.description, contentWidth - pictureBox - gap, descriptionSize)}
        </Text>
      </View>
      <View
        style={{
          width: pictureBox,
          backgroundColor: sheetColours.brand50,
          borderRadius: 4,
          padding: 6,
        }}
      >
        <Image src={picture} style={{ width: 220, height: 137.5 }} />
      </View>
    </View>
  );
}
