// One row per input of a tool: the one definition its schema, form, share link, Excel sheet and
// printed report are derived from. Zod-free: pages import their table in the first load; the zod
// schema built from it (field-schema.ts) loads on first use.

/** How an Excel input cell shows its value. */
export type CellFormat = 'euro' | 'percent' | 'years' | 'months' | 'number';

/** A limit of a number field and the Spanish message shown when it is crossed. */
export interface Bound {
  value: number;
  message: string;
  /** The limit itself is out (more than 0 rather than 0 or more). */
  exclusive?: boolean;
}

/** The field as a row of the tool's workbook. */
export interface ExcelCell {
  /** "Qué significa", next to the cell. */
  help: string;
  format: CellFormat;
  /** The sheet's name for the field when the form's label is not enough (e.g. with its unit). */
  label?: string;
}

/** An empty field that takes a value computed from the others (the engine, form and Excel agree). */
export interface DerivedEmpty {
  derived: (values: Readonly<Partial<Record<string, number>>>) => number;
  /** The rule in words. */
  text: string;
  /**
   * The form's switch the field belongs to (the purchase loan and "Compro con hipoteca"): while it
   * is off the field is not used and counts as 0, whatever it holds.
   */
  onlyWith?: string;
}

/**
 * What an empty (or missing) field means: it must be filled in, it is 0, it is the row's default,
 * it is derived from the other fields, or it is an optional fact not known (left out: the engine
 * reads "not given", which 0 would not say, e.g. a buyer's age).
 */
export type EmptyMeaning = 'required' | 0 | 'default' | DerivedEmpty | 'unknown';

interface RowBase<K extends string> {
  name: K;
  label: string;
  unit?: string;
  hint?: string;
  min?: Bound;
  max?: Bound;
  /** Whole numbers only: the message for one with decimals. */
  integer?: string;
  /**
   * A required field's own message when it is left empty (and when it is not a number sent to a
   * function); without one the form says 'Este campo es obligatorio'.
   */
  required?: string;
  /** The value the form starts with; without one the field starts empty. */
  default?: number;
  empty: EmptyMeaning;
  /** The share link's parameter when it is not the field's name. */
  share?: string;
}

/**
 * One input of a tool. `excel` is required: a field is either a row of the workbook or says why
 * it is not, so a field left out of the Excel by accident does not compile.
 */
export type FieldRow<K extends string = string> = RowBase<K> &
  ({ excel: ExcelCell; notInExcel?: undefined } | { excel: false; notInExcel: string });

/** A row of a table that is in the workbook, with its exact type (its name is the sheet's key). */
export type ExcelFieldRow<R extends FieldRow = FieldRow> = Extract<R, { excel: ExcelCell }> & {
  excel: ExcelCell;
};

/** A tool's table, its rows kept with their exact names (the tool's keys are derived from it). */
export function defineFields<const R extends readonly FieldRow[]>(rows: R): R {
  return rows;
}

/** The names of a table's fields. */
export type FieldName<R extends readonly FieldRow[]> = R[number]['name'];

/** What a table's schema accepts: the required fields, and any other that is given. */
export type FieldInput<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends { empty: 'required' } ? Row['name'] : never]: number;
} & {
  [Row in R[number] as Row extends { empty: 'required' } ? never : Row['name']]?: number;
};

/** The fields of a table whose empty value is derived from the others. */
export type DerivedName<R extends readonly FieldRow[]> = Extract<
  R[number],
  { empty: DerivedEmpty }
>['name'];

/** A row whose field may stay undefined in the schema's values: derived or unknown. */
type MayBeLeftOut = { empty: DerivedEmpty | 'unknown' };

/**
 * The values a table's schema gives: a derived field stays undefined until the engine fills it, an
 * unknown one when it is not given.
 */
export type FieldValues<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends MayBeLeftOut ? never : Row['name']]: number;
} & {
  [Row in R[number] as Row extends MayBeLeftOut ? Row['name'] : never]?: number;
};

/** The fields of a table that have a default, with their values. */
export type DefaultsOf<R extends readonly FieldRow[]> = {
  [Row in R[number] as Row extends { default: number } ? Row['name'] : never]: number;
};

/**
 * The form's starting values: every row that has a default (the others start empty).
 * @example defaultsOf([{ name: 'rent', default: 900, … }, { name: 'notes', … }]) // { rent: 900 }
 */
export function defaultsOf<const R extends readonly FieldRow[]>(rows: R): DefaultsOf<R> {
  const defaults: Record<string, number> = {};
  for (const row of rows) if (row.default !== undefined) defaults[row.name] = row.default;
  return defaults as DefaultsOf<R>;
}

/** The names of a table's fields, in form order. */
export function fieldNames<K extends string>(rows: readonly FieldRow<K>[]): K[] {
  return rows.map((row) => row.name);
}

/** The share link's parameters, in form order. */
export function shareKeys<K extends string>(rows: readonly FieldRow<K>[]): string[] {
  return rows.map((row) => row.share ?? row.name);
}

/** The fields the form reads as 0 when left empty (the others are required, defaulted or derived). */
export function zeroWhenEmptyOf<K extends string>(rows: readonly FieldRow<K>[]): K[] {
  return rows.filter((row) => row.empty === 0).map((row) => row.name);
}

/** The workbook's input rows, in form order. */
export function excelRows<R extends FieldRow>(rows: readonly R[]): ExcelFieldRow<R>[] {
  return rows.filter((row): row is ExcelFieldRow<R> => row.excel !== false);
}

/** The row of a field by name. */
export function rowOf<K extends string>(rows: readonly FieldRow<K>[], name: K): FieldRow<K> {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No field ${name}`);
  return row;
}
