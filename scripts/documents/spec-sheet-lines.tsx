import { Text, View } from '@react-pdf/renderer';
import type { Styles } from '@react-pdf/renderer';
import { useLineFit } from './line-fit-context.ts';

/**
 * A paragraph that may hold Chinese, broken into lines of `width` points before react-pdf sets
 * it (chinese-line-breaks.ts), each line a Text of its own: a newline inside one Text would be
 * set in a standard font, which the sheet must not use.
 */
export function SpecSheetLines({
  text,
  width,
  style,
}: {
  text: string;
  width: number;
  style: Styles[string] & { fontSize: number };
}) {
  const fit = useLineFit();
  const lines = fit(text, width, style.fontSize, style.fontWeight === 700);
  return (
    <View>
      {lines.map((line, index) => (
        <Text key={index} style={style}>
          {line}
        </Text>
      ))}
    </View>
  );
}
