// The one link codec, its reading half (writing: share.ts): a number in a link read with the grammar
// of typed text, and a whole query read into numbers or Spanish errors naming their fields. Loaded
// where a link is read (restoring a page, the functions, the Excel endpoint), not in first loads.
import { readSpanishNumber } from './number';

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
