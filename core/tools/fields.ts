// One row per input of a tool, the one definition its schema, form, link, Excel and report read;
// zod-free, so pages import it (the schema built from it, field-schema.ts, loads on first use).
export type CellFormat = 'euro' | 'percent' | 'years' | 'months' | 'number';

export interface Bound {
  value: number;
  message: string;
  exclusive?: boolean;
}

export interface ExcelCell {
  help: string;
  format: CellFormat;
  label?: string;
}

export interface DerivedEmpty {
  derived: (values: Readonly<Partial<Record<string, number>>>) => number;
  text: string;
  /** The form's switch the field belongs to: while it is off the field counts as 0. */
  onlyWith?: string;
}

/** Required, 0, the row's default, derived, or an optional fact not known (left out, not 0). */
export type EmptyMeaning = 'required' | 0 | 'default' | DerivedEmpty | 'unknown';

interface RowBase<K extends string> {
  name: K;
  label: string;
  unit?: string;
  hint?: string;
  min?: Bound;
  max?: Bound;
  integer?: string;
  /** A required field's own message when it is left empty. */
  required?: string;
  default?: number;
  empty: EmptyMeaning;
  share?: string;
}

/** `excel` is required: a field left out of the workbook by accident does not compile. */
export type FieldRow<K extends string = string> = RowBase<K> &
  ({ excel: ExcelCell; notInExcel?: undefined } | { excel: false; notInExcel: string });

export type ExcelFieldRow<R extends FieldRow = FieldRow> = Extract<R, { excel: ExcelCell }> & {
  excel: ExcelCell;
};

/** The ceiling of every amount in euros: past it a figure is a slip of the keyboard, not a home. */
export const MONEY_CEILING = 100_000_000;
export const MONEY_CEILING_MESSAGE = 'El importe no puede superar 100.000.000 €';

export const NUMBER_LIMIT_MESSAGES = {
  unsafe: 'La cifra es demasiado grande.',
  tiny: 'Una cifra tan pequeña no se admite: escribe 0 o al menos 0,01.',
} as const;

/** Past 2^53 − 1 a number is no longer the integer that was written. */
export function isUnsafeMagnitude(value: number): boolean {
  return Math.abs(value) > Number.MAX_SAFE_INTEGER;
}

/** Not 0 but under 0,01 either way: every figure shown or stored would read it as 0. */
export function isTinyNumber(value: number): boolean {
  return value !== 0 && Math.abs(value) < 0.01;
}

/** A row in euros (€, €/mes, €/año). */
export function isMoney(row: Pick<FieldRow, 'unit'>): boolean {
  return row.unit?.startsWith('€') ?? false;
}

/**
 * The table as written, each money row with MONEY_CEILING as its maximum when it states none or a
 * higher one, so schema, reader and workbook all read the same ceiling from the row.
 */
export function defineFields<const R extends readonly FieldRow[]>(rows: R): R {
  return rows.map((row) =>
    isMoney(row) && !(row.max && row.max.value <= MONEY_CEILING)
      ? { ...row, max: { value: MONEY_CEILING, message: MONEY_CEILING_MESSAGE } }
      : row,
  ) as readonly FieldRow[] as R;
}

export type FieldName<R extends readonly FieldRow[]> = R[number]['name'];

export type FieldInput<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends { empty: 'required' } ? Row['name'] : never]: number;
} & {
  [Row in R[number] as Row extends { empty: 'required' } ? never : Row['name']]?: number;
};

export type DerivedName<R extends readonly FieldRow[]> = Extract<
  R[number],
  { empty: DerivedEmpty }
>['name'];

type MayBeLeftOut = { empty: DerivedEmpty | 'unknown' };

/** A derived field stays undefined until the engine fills it, an unknown one when not given. */
export type FieldValues<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends MayBeLeftOut ? never : Row['name']]: number;
} & {
  [Row in R[number] as Row extends MayBeLeftOut ? Row['name'] : never]?: number;
};

export type DefaultsOf<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends { default: number } ? Row['name'] : never]: number;
};

export function defaultsOf<const R extends readonly FieldRow[]>(rows: R): DefaultsOf<R> {
  const defaults: Record<string, number> = {};
  for (const row of rows) if (row.default !== undefined) defaults[row.name] = row.default;
  return defaults as DefaultsOf<R>;
}

export function fieldNames<K extends string>(rows: readonly FieldRow<K>[]): K[] {
  return rows.map((row) => row.name);
}

export function shareKeys<K extends string>(rows: readonly FieldRow<K>[]): string[] {
  return rows.map((row) => row.share ?? row.name);
}

export function zeroWhenEmptyOf<K extends string>(rows: readonly FieldRow<K>[]): K[] {
  return rows.filter((row) => row.empty === 0).map((row) => row.name);
}

export function excelRows<R extends FieldRow>(rows: readonly R[]): ExcelFieldRow<R>[] {
  return rows.filter((row): row is ExcelFieldRow<R> => row.excel !== false);
}

export function rowOf<K extends string>(rows: readonly FieldRow<K>[], name: K): FieldRow<K> {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No field ${name}`);
  return row;
}
