// The zod/mini schema of a field table (fields.ts), loaded on first use, never with the page.
import * as z from 'zod/mini';
import {
  NUMBER_LIMIT_MESSAGES,
  isTinyNumber,
  isUnsafeMagnitude,
  type Bound,
  type DerivedEmpty,
  type FieldRow,
} from './fields';

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
  checks.push(...numberLimits());
  // Not a number (a saved form edited by hand): the field's Spanish message, not zod's English.
  const message = required ?? (min ?? max)?.message;
  const number = message ? z.number({ error: message }) : z.number();
  return checks.length > 0 ? number.check(...checks) : number;
}

/**
 * What every number field refuses whatever its row says: a magnitude past 2^53, where integers are
 * no longer exact (9007199254740993 arrives as ...992), and a non-zero value under 0,01, which
 * every figure rounds to 0 (2e-320 read as nothing).
 */
export function numberLimits(): z.core.$ZodCheck<number>[] {
  return [
    z.refine((value: number) => !isUnsafeMagnitude(value), NUMBER_LIMIT_MESSAGES.unsafe),
    z.refine((value: number) => !isTinyNumber(value), NUMBER_LIMIT_MESSAGES.tiny),
  ];
}

/** A derived field is left undefined for the engine, which fills it with the row's rule. */
export function numberField(row: FieldRow): z.ZodMiniType<number | undefined> {
  const number = boundedNumber(row);
  if (row.empty === 0) return z._default(number, 0);
  if (row.empty === 'default') return z._default(number, row.default ?? 0);
  if (row.empty === 'required') return row.required ? requiredNumber(number, row.required) : number;
  return z.optional(number);
}

/** A custom issue, so that the form shows it rather than 'Este campo es obligatorio'. */
function requiredNumber(number: z.ZodMiniNumber, message: string): z.ZodMiniType<number, unknown> {
  return z.pipe(
    z.unknown().check(z.refine((value) => value !== undefined, { error: message, abort: true })),
    number,
  );
}

export function numberShape<const R extends readonly FieldRow[]>(rows: R): NumberShape<R> {
  const shape: Record<string, z.ZodMiniType<number | undefined>> = {};
  for (const row of rows) shape[row.name] = numberField(row);
  return shape as NumberShape<R>;
}

export function numberSchema<const R extends readonly FieldRow[]>(rows: R) {
  return z.object(numberShape(rows));
}
