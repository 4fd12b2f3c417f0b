/**
 * A number as en-US and zh-CN print it (they agree: "." before the decimals, "," between
 * thousands, "-" before a negative), rounded half away from zero to `maxFractionDigits`, with
 * trailing zeros dropped: what `Intl.NumberFormat` gives for those options, tested against it.
 *
 * Written out because the first Intl.NumberFormat a page makes loads the locale's number data,
 * tens of milliseconds inside the hydration task on a phone (docs/decisions/022). Returns
 * undefined for what JavaScript does not print in plain digits (1e21, NaN, Infinity): Intl
 * formats those.
 */
export function decimalText(
  value: number,
  maxFractionDigits: number,
  grouped: boolean,
): string | undefined {
  // The shortest text that reads back as the same number: Intl rounds that, not the binary value.
  const plain = String(Math.abs(value));
  if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  let digits = whole + fraction.slice(0, maxFractionDigits).padEnd(maxFractionDigits, '0');
  if ((fraction[maxFractionDigits] ?? '0') >= '5') digits = incremented(digits);
  const wholeDigits = digits.slice(0, digits.length - maxFractionDigits) || '0';
  const kept = digits.slice(digits.length - maxFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const wholeText = grouped ? wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',') : wholeDigits;
  return `${sign}${wholeText}${kept ? `.${kept}` : ''}`;
}

/** A string of decimal digits plus one, carrying as on paper ("0999" → "1000"). */
function incremented(digits: string): string {
  const nines = /9*$/.exec(digits)?.[0].length ?? 0;
  const head = digits.slice(0, digits.length - nines);
  const bumped = head ? `${head.slice(0, -1)}${Number(head.slice(-1)) + 1}` : '1';
  return bumped + '0'.repeat(nines);
}
