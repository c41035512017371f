// The link codec's writing half, import-free as pages load it first (reading: share-reader.ts).
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
 * Decimal comma, no grouping, every digit needed to read the same number back; throws on NaN and
 * infinities. @example writeNumber(1250.5) // '1250,5'
 */
export function writeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(String(value));
  return plainDecimal(value === 0 ? 0 : value).replace('.', ',');
}

export type ShareValues = Record<string, string | number | boolean>;

/** In the values' order; undefined, empty or non-finite values are left out (defaults apply). */
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
