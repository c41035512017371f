// The numbers a link may carry and what every reader must make of them (issue 23): one table, read
// by the codec's tests in core and by the pages' readers' tests in site, so a second grammar fails.

/** [text in the link, the number it means, or undefined: an error naming the field]. */
export const LINK_NUMBER_CASES: readonly (readonly [string, number | undefined])[] = [
  // As Spaniards write them.
  ['185000', 185_000],
  ['185.000', 185_000],
  ['185.000,50', 185_000.5],
  ['1250,5', 1_250.5],
  ['1.250', 1_250],
  ['3,4', 3.4],
  ['0,125', 0.125],
  ['-3,5', -3.5],
  // Links made elsewhere: a dot not followed by exactly three digits is a decimal point.
  ['3.4', 3.4],
  ['3.5', 3.5],
  ['1250.5', 1_250.5],
  ['0.125', 0.125],
  // Never a silent number.
  ['1e5', undefined],
  ['1E5', undefined],
  ['0x10', undefined],
  ['0b11', undefined],
  ['Infinity', undefined],
  ['-Infinity', undefined],
  ['NaN', undefined],
  ['', undefined],
  ['   ', undefined],
  ['mil', undefined],
  ['12abc', undefined],
  ['1.2.3', undefined],
  ['12.50,3', undefined],
];

/** The label every reader names the price field with (yield page, Excel endpoint, analysis). */
export const PRICE_LABEL = 'Precio de compra';

/** The one sentence every reader gives for an unreadable price. */
export function priceError(text: string): string {
  return text.trim() === ''
    ? `El enlace trae vacío el campo "${PRICE_LABEL}".`
    : `El enlace trae un valor no válido en "${PRICE_LABEL}": «${text}».`;
}
