// The zod/mini schema of a field table (core/tools/fields.ts), loaded with the tool's schema on
// first use, never with the page.
import * as z from 'zod/mini';
import type { Bound, DerivedEmpty, FieldRow } from './fields';

/** A field's schema by what its empty value means (a derived or unknown one is left out). */
type RowSchema<Row> = Row extends { empty: DerivedEmpty | 'unknown' }
  ? z.ZodMiniOptional<z.ZodMiniNumber>
  : Row extends { empty: 'required'; required: string }
    ? z.ZodMiniType<number, unknown>
    : Row extends { empty: 'required' }
      ? z.ZodMiniNumber
      : z.ZodMiniDefault<z.ZodMiniNumber>;

type NumberShape<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row['name']]: RowSchema<Row>;
};

/** A number within its bounds, each with its Spanish message, checked min, max, then whole. */
export function boundedNumber({
  min,
  max,
  integer,
  required,
}: {
  min?: Bound;
  max?: Bound;
  integer?: string;
  required?: string;
}): z.ZodMiniNumber {
  const checks: z.core.$ZodCheck<number>[] = [];
  if (min) {
    checks.push(min.exclusive ? z.gt(min.value, min.message) : z.minimum(min.value, min.message));
  }
  if (max) {
    checks.push(max.exclusive ? z.lt(max.value, max.message) : z.maximum(max.value, max.message));
  }
  if (integer) checks.push(z.int(integer));
  // Something that is not a number (a saved form edited by hand) gets the field's Spanish message,
  // not zod's English one: the field's own message for an empty one, else its first bound's.
  const message = required ?? (min ?? max)?.message;
  const number = message ? z.number({ error: message }) : z.number();
  return checks.length > 0 ? number.check(...checks) : number;
}

/**
 * One number field of a table. Empty means 0 or the default (filled in here), is derived (left
 * undefined for the engine, which fills it with the row's rule), unknown (left undefined) or is
 * required.
 */
export function numberField(row: FieldRow): z.ZodMiniType<number | undefined> {
  const number = boundedNumber(row);
  if (row.empty === 0) return z._default(number, 0);
  if (row.empty === 'default') return z._default(number, row.default ?? 0);
  if (row.empty === 'required') return row.required ? requiredNumber(number, row.required) : number;
  return z.optional(number);
}

/**
 * A required number whose empty value has its own message. A custom issue, not zod's invalid
 * type, so that the form shows it rather than its generic 'Este campo es obligatorio'.
 */
function requiredNumber(number: z.ZodMiniNumber, message: string): z.ZodMiniType<number, unknown> {
  return z.pipe(
    z.unknown().check(z.refine((value) => value !== undefined, { error: message, abort: true })),
    number,
  );
}

/** The number fields of a table as a zod shape, to build an object with other fields. */
export function numberShape<const R extends readonly FieldRow[]>(rows: R): NumberShape<R> {
  const shape: Record<string, z.ZodMiniType<number | undefined>> = {};
  for (const row of rows) shape[row.name] = numberField(row);
  return shape as NumberShape<R>;
}

/**
 * The schema of a table of number fields: every bound with its Spanish message.
 * @example numberSchema(YIELD_FIELDS).safeParse({ …, purchasePrice: 0 }) // 'El precio debe ser mayor que 0'
 */
export function numberSchema<const R extends readonly FieldRow[]>(rows: R) {
  return z.object(numberShape(rows));
}
