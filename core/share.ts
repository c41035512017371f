// The one link codec, its writing half: how numbers and values are written into share links. Tiny
// and import-free, as pages load it first; reading them back (pages, functions, Excel endpoint):
// share-reader.ts.
/** `String(value)` without exponent: '1e-7' -> '0.0000001', '1.5e+21' -> '1500000000000000000000'. */
function plainDecimal(value: number): string {
  const [mantissa = '', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const sign = value < 0 ? '-' : '';
  const digits = mantissa.replace(/[-.]/g, '');
  const point = 1 + Number(exponent);
  // Exponents appear below 1e-6 and from 1e21, where every double is an integer.
  return point > 0 ? sign + digits.padEnd(point, '0') : `${sign}0.${'0'.repeat(-point)}${digits}`;
}

/**
 * A number as a share link writes it: decimal comma, no grouping, every digit needed to read the
 * same number back. Throws on NaN and infinities (a link leaves such a value out).
 * @example writeNumber(3.4) // '3,4'
 * @example writeNumber(185000) // '185000'
 * @example writeNumber(1250.5) // '1250,5'
 */
export function writeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(String(value));
  return plainDecimal(value === 0 ? 0 : value).replace('.', ',');
}

/** What a link carries: numbers, switches and choices, by parameter name. */
export type ShareValues = Record<string, string | number | boolean>;

/**
 * The query of a link (without '?'), in the values' order: numbers by writeNumber, switches as
 * 'true'/'false', text percent-encoded. Undefined, empty text and numbers that are not finite are
 * left out, so the page opening the link uses its default for them.
 * @example writeShareQuery({ price: 185000, interestRate: 3.4, hasLoan: true }) // 'price=185000&interestRate=3,4&hasLoan=true'
 */
export function writeShareQuery(
  values: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (typeof value !== 'number') query.set(key, String(value));
    else if (Number.isFinite(value)) query.set(key, writeNumber(value));
  }
  // The decimal comma stays readable: a comma is allowed in a query.
  return query.toString().replace(/%2C/g, ',');
}
