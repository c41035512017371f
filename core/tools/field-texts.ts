// The one reader of a field table's texts outside the form engine (a sub-form of the results, a
// correction): each text read the Spanish way (core/number.ts) and checked against its row, with the
// messages the tables' zod schemas give (field-schema.ts) for the same cases. Zod-free: sub-forms
// read as the person types, in the page's first load.
import { NUMBER_MESSAGES, readSpanishNumber } from '../number';
import type { Bound, FieldName, FieldRow, FieldValues } from './fields';

/** A row's bounds for one reading, when they depend on the rest of the tool (the loan's amount). */
export type Limits<K extends string> = Partial<Record<K, { min?: Bound; max?: Bound }>>;

/** The numbers of every field (as the table's schema gives them), or each wrong field's message. */
export type FieldReading<R extends readonly FieldRow[]> =
  | { ok: true; values: FieldValues<R> }
  | { ok: false; errors: Partial<Record<FieldName<R>, string>> };

/**
 * What a number breaks of its row, in the schema's order (min, max, then whole), or undefined.
 * @example boundMessage({ min: { value: 0, message: 'Debe ser 0 o más' } }, -1) // 'Debe ser 0 o más'
 */
export function boundMessage(
  row: Pick<FieldRow, 'min' | 'max' | 'integer'>,
  value: number,
): string | undefined {
  const { min, max, integer } = row;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return min.message;
  if (max && (max.exclusive ? value >= max.value : value > max.value)) return max.message;
  if (integer && !Number.isInteger(value)) return integer;
  return undefined;
}

/**
 * Reads each row's text: a number within its bounds; an empty one is what its row says (0, the
 * default; a required one is its row's own message or "Este campo es obligatorio", as the schema
 * says it; a derived one stays undefined for the engine to fill, as the schema leaves it); text
 * that is not a number is "Escribe un número…".
 * Texts are keyed by the row's name.
 * @example readFieldTexts(EARLY_FIELDS, { earlyAmount: 'mil', earlyYear: '' }).errors
 * // { earlyAmount: 'Escribe un número, por ejemplo 1.250,50' }
 */
export function readFieldTexts<const R extends readonly FieldRow[]>(
  rows: R,
  texts: Readonly<Partial<Record<FieldName<R>, unknown>>>,
  limits: Limits<FieldName<R>> = {},
): FieldReading<R> {
  type K = FieldName<R>;
  const values: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  for (const row of rows as readonly FieldRow<K>[]) {
    const reading = readSpanishNumber(texts[row.name]);
    if (reading.kind === 'invalid') errors[row.name] = NUMBER_MESSAGES.invalid;
    else if (reading.kind === 'number') {
      const message = boundMessage({ ...row, ...limits[row.name] }, reading.value);
      if (message === undefined) values[row.name] = reading.value;
      else errors[row.name] = message;
    } else if (row.empty === 'required')
      errors[row.name] = row.required ?? NUMBER_MESSAGES.required;
    else if (row.empty === 0) values[row.name] = 0;
    else if (row.empty === 'default') values[row.name] = row.default ?? 0;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as unknown as FieldValues<R> };
}
