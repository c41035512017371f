// A field table's texts read outside the form engine (sub-forms), with the schema's messages for
// the same cases; zod-free, since sub-forms read as the person types.
import { NUMBER_MESSAGES, readSpanishNumber } from '../number';
import {
  NUMBER_LIMIT_MESSAGES,
  isTinyNumber,
  isUnsafeMagnitude,
  type Bound,
  type FieldName,
  type FieldRow,
  type FieldValues,
} from './fields';

export type Limits<K extends string> = Partial<Record<K, { min?: Bound; max?: Bound }>>;

export type FieldReading<R extends readonly FieldRow[]> =
  | { ok: true; values: FieldValues<R> }
  | { ok: false; errors: Partial<Record<FieldName<R>, string>> };

export function boundMessage(
  row: Pick<FieldRow, 'min' | 'max' | 'integer'>,
  value: number,
): string | undefined {
  const { min, max, integer } = row;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return min.message;
  if (max && (max.exclusive ? value >= max.value : value > max.value)) return max.message;
  if (integer && !Number.isInteger(value)) return integer;
  // The limits every number field has (field-schema.ts, numberLimits).
  if (isUnsafeMagnitude(value)) return NUMBER_LIMIT_MESSAGES.unsafe;
  if (isTinyNumber(value)) return NUMBER_LIMIT_MESSAGES.tiny;
  return undefined;
}

/** An empty text is what its row says, as the schema reads it; a derived one stays undefined. */
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
