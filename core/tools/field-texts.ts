// The one reader of a field table's texts outside the form engine (a sub-form of the results, a
// correction): each text read the Spanish way (core/number.ts) and checked against its row, with the
// messages the tables' zod schemas give (field-schema.ts) for the same cases. Zod-free: sub-forms
// read as the person types, in the page's first load.
import { NUMBER_MESSAGES, readSpanishNumber } from '../number';
import { fillDerived, type Bound, type FieldRow } from './fields';

/** A row's bounds for one reading, when they depend on the rest of the tool (the loan's amount). */
export type Limits<K extends string> = Partial<Record<K, { min?: Bound; max?: Bound }>>;

/** The numbers of every field, or each wrong field's Spanish message. */
export type FieldReading<K extends string> =
  { ok: true; values: Record<K, number> } | { ok: false; errors: Partial<Record<K, string>> };

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
 * default, derived from the others; a required one is "Este campo es obligatorio"); text that is
 * not a number is "Escribe un número…". Texts are keyed by the row's name.
 * @example readFieldTexts(EARLY_FIELDS, { earlyAmount: 'mil', earlyYear: '' }).errors
 * // { earlyAmount: 'Escribe un número, por ejemplo 1.250,50' }
 */
export function readFieldTexts<K extends string>(
  rows: readonly FieldRow<K>[],
  texts: Readonly<Partial<Record<K, unknown>>>,
  limits: Limits<K> = {},
): FieldReading<K> {
  const values: Partial<Record<K, number>> = {};
  const errors: Partial<Record<K, string>> = {};
  for (const row of rows) {
    const reading = readSpanishNumber(texts[row.name]);
    if (reading.kind === 'invalid') errors[row.name] = NUMBER_MESSAGES.invalid;
    else if (reading.kind === 'number') {
      const message = boundMessage({ ...row, ...limits[row.name] }, reading.value);
      if (message === undefined) values[row.name] = reading.value;
      else errors[row.name] = message;
    } else if (row.empty === 'required') errors[row.name] = NUMBER_MESSAGES.required;
    else if (row.empty === 0) values[row.name] = 0;
    else if (row.empty === 'default') values[row.name] = row.default ?? 0;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: fillDerived(rows, values) as Record<K, number> };
}
