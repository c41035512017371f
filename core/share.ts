// The one link codec: numbers written into share links and read back by pages, functions and the Excel endpoint.
import { readSpanishNumber } from './number';

/** A number a link may carry: its parameter name and its Spanish label (a field-table row fits). */
export interface ShareField<N extends string = string> {
  readonly name: N;
  readonly label: string;
}

/** What a bad number in a link is called, on the page and in a function's 400 alike. */
export const SHARE_MESSAGES = {
  invalid: (label: string, text: string) =>
    `El enlace trae un valor no válido en "${label}": «${shorten(text)}».`,
  empty: (label: string) => `El enlace trae vacío el campo "${label}".`,
} as const;

/** Long garbage is cut: the message names the field, it does not echo a page of text. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** `String(value)` without exponent: '1e-7' -> '0.0000001', '1.5e+21' -> '1500000000000000000000'. */
function plainDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', lead = '', rest = '', exponent = '0'] = match;
  const digits = lead + rest;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits.padEnd(point, '0')}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A number as a share link writes it: decimal comma, no grouping, every digit needed to read the
 * same number back. Throws on NaN and infinities (a link leaves such a value out).
 * @example writeNumber(3.4) // '3,4'
 * @example writeNumber(185000) // '185000'
 * @example writeNumber(1250.5) // '1250,5'
 */
export function writeNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`A link cannot carry ${String(value)}`);
  return plainDecimal(value === 0 ? 0 : value).replace('.', ',');
}

/** What a link carries: numbers, switches and choices, by parameter name. */
export type ShareValues = Record<string, string | number | boolean>;

/** Percent-encoded, but the decimal comma stays readable (a comma is allowed in a query). */
function component(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

/**
 * The query of a link (without '?'), in the values' order: numbers by writeNumber, switches as
 * 'true'/'false', text percent-encoded. Undefined, empty text and numbers that are not finite are
 * left out, so the page opening the link uses its default for them.
 * @example writeShareQuery({ price: 185000, interestRate: 3.4, hasLoan: true }) // 'price=185000&interestRate=3,4&hasLoan=true'
 */
export function writeShareQuery(
  values: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    const text = typeof value === 'number' ? writeNumber(value) : String(value);
    pairs.push(`${component(key)}=${component(text)}`);
  }
  return pairs.join('&');
}

/**
 * A number in a link, read with the grammar of typed text (core/number.ts): '185000', '185.000',
 * '185.000,50' and '1250,5' as Spaniards mean them; a dot before exactly three digits groups
 * thousands, any other dot is a decimal point ('3.4', from links made elsewhere). Undefined for
 * empty text and for anything else ('1e5', '0x10', 'Infinity', 'mil'): never a silent number.
 * @example readNumber('185.000,50') // 185000.5
 * @example readNumber('3.4') // 3.4
 * @example readNumber('1e5') // undefined
 */
export function readNumber(text: string | undefined): number | undefined {
  const reading = readSpanishNumber(text);
  return reading.kind === 'number' ? reading.value : undefined;
}

/** The numbers of a link that could be read, and one Spanish message per field that could not. */
export interface ShareReading<N extends string> {
  values: Partial<Record<N, number>>;
  errors: Partial<Record<N, string>>;
}

/**
 * Reads the `fields` a query carries (absent ones are left out of both results). A present value
 * that is empty or not a number is an error naming the field by its label.
 * @example readShareQuery([{ name: 'price', label: 'Precio de compra' }], { price: '1e5' })
 * // { values: {}, errors: { price: 'El enlace trae un valor no válido en "Precio de compra": «1e5».' } }
 */
export function readShareQuery<N extends string>(
  fields: readonly ShareField<N>[],
  query: Readonly<Partial<Record<string, string>>>,
): ShareReading<N> {
  const reading: ShareReading<N> = { values: {}, errors: {} };
  for (const { name, label } of fields) {
    const text = query[name];
    if (text === undefined) continue;
    const value = readNumber(text);
    if (value !== undefined) reading.values[name] = value;
    else
      reading.errors[name] =
        text.trim() === '' ? SHARE_MESSAGES.empty(label) : SHARE_MESSAGES.invalid(label, text);
  }
  return reading;
}
