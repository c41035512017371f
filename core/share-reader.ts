// The link codec's reading half (writing: share.ts): numbers with the grammar of typed text, a
// query read into numbers or Spanish errors. Loaded where a link is read, not in first loads.
import { readSpanishNumber } from './number';

/**
 * Thousands dots and a decimal comma as typed; any other dot is decimal ('3.4', from links made
 * elsewhere). Undefined for empty or anything else ('1e5', 'Infinity', 'mil'): never a silent number.
 */
export function readNumber(text: string | undefined): number | undefined {
  const reading = readSpanishNumber(text);
  return reading.kind === 'number' ? reading.value : undefined;
}

/** A field-table row fits. */
export interface ShareField<N extends string = string> {
  readonly name: N;
  readonly label: string;
}

/** On the page and in a function's 400 alike. */
export const SHARE_MESSAGES = {
  invalid: (label: string, text: string) =>
    `El enlace trae un valor no válido en "${label}": «${shorten(text)}».`,
  empty: (label: string) => `El enlace trae vacío el campo "${label}".`,
} as const;

/** The message names the field, it does not echo a page of text. */
function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

export interface ShareReading<N extends string> {
  values: Partial<Record<N, number>>;
  errors: Partial<Record<N, string>>;
}

/** Absent fields are left out; a present empty or non-number value is an error naming its label. */
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
