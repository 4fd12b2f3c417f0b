import { Image, Text, View } from '@react-pdf/renderer';
import type { SpecSheetContent } from './spec-sheet-content.ts';
import { SpecSheetLines } from './spec-sheet-lines.tsx';
import { contentWidth, sheetColours } from './spec-sheet-styles.ts';

const pictureBox = 232;
const gap = 18;

/** The model's series, name and description beside its photo or drawing, as the page's top. */
export function SpecSheetTitle({
  content,
  picture,
}: {
  content: SpecSheetContent;
  picture: Buffer;
}) {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <View style={{ flex: 1, paddingRight: gap }}>
        <Text
          style={{
            fontSize: 9,
            fontWeight: 700,
            color: sheetColours.brand700,
            letterSpacing: content.lang === 'zh' ? 0 : 0.6,
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
        <View style={{ marginTop: 8 }}>
          <SpecSheetLines
            text={content.description}
            width={contentWidth - pictureBox - gap}
            style={{ fontSize: 9, color: sheetColours.muted, lineHeight: 1.5 }}
          />
        </View>
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
