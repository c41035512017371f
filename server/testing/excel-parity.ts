// Parity of a workbook with its engine, generated from the tool's field table: each input row moved
// off its default, every result cell recalculated by LibreOffice and held to the engine's figure.
import type { FieldRow } from '../../core/tools/fields';

/** Bounds further apart than this are a money field's: halfway between them means nothing. */
const WIDE_BOUNDS = 1000;

const numberIn = (values: object, name: string): number | undefined => {
  const value = (values as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : undefined;
};

/** What a row holds in `values`: the value given, its derived value, or its default. */
export function currentValue(row: FieldRow, values: object): number | undefined {
  const given = numberIn(values, row.name);
  if (given !== undefined) return given;
  // Derived rules read only the numbers among the values.
  if (typeof row.empty === 'object') return row.empty.derived(values as Record<string, number>);
  return row.default;
}

function inBounds(row: FieldRow, value: number): boolean {
  const { min, max } = row;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return false;
  return !(max && (max.exclusive ? value >= max.value : value > max.value));
}

/**
 * A valid value of the row other than `current`: halfway between its bounds (else halfway to a
 * bound, else a bound), whole for a whole-number row; a money row (far or no bounds) goes to half
 * as much again, and undefined when it holds nothing to scale.
 * @example movedValue({ min: { value: 0 }, max: { value: 12 }, … }, 0) // 6
 */
export function movedValue(row: FieldRow, current: number | undefined): number | undefined {
  const low = row.min?.value;
  const high = row.max?.value;
  if (low === undefined || high === undefined || high - low > WIDE_BOUNDS) {
    const scaled = current ? current * 1.5 : undefined;
    return scaled !== undefined && inBounds(row, scaled) ? scaled : undefined;
  }
  const middle = (low + high) / 2;
  return [middle, (middle + high) / 2, (low + middle) / 2, high, low]
    .map((value) => (row.integer ? Math.round(value) : value))
    .find((value) => value !== current && inBounds(row, value));
}

export interface RowScenario<R extends FieldRow, I> {
  row: R;
  /** The input the row moves in: the defaults, or a case where the row counts (a tourist let). */
  base: I;
  moved: I;
}

/**
 * One scenario per row: `baseOf(row)` with the row moved to `sensible[name]` or its movedValue.
 * A row with no value to move to throws, naming it: the test must say what a sensible value is.
 */
export function rowScenarios<R extends FieldRow, I extends object>(
  rows: readonly R[],
  baseOf: (row: R) => I,
  sensible: Readonly<Partial<Record<R['name'], number>>>,
): RowScenario<R, I>[] {
  return rows.map((row) => {
    const base = baseOf(row);
    const chosen: number | undefined = sensible[row.name as R['name']];
    const value = chosen ?? movedValue(row, currentValue(row, base));
    if (value === undefined) throw new Error(`${row.name}: give the test a value to move it to`);
    return { row, base, moved: { ...base, [row.name]: value } };
  });
}

/** A result cell: its name, what LibreOffice computed and the engine's (rounded) figure. */
export interface Figure {
  name: string;
  sheet: number;
  engine: number;
}

/**
 * The figures the sheet does not give to the cent (money) or to 2 decimals (percentages, read in
 * percent): its unrounded value must round to the engine's.
 */
export function mismatches(figures: readonly Figure[]): string[] {
  return figures
    .filter(({ sheet, engine }) => !(Math.abs(sheet - engine) <= 0.005 + 1e-9))
    .map(({ name, sheet, engine }) => `${name}: sheet ${sheet}, engine ${engine}`);
}

type EngineFigure = Omit<Figure, 'sheet'>;

/** The names of the engine figures that differ between two runs (a figure missing counts). */
export function movedFigures(
  before: readonly EngineFigure[],
  after: readonly EngineFigure[],
): string[] {
  const later = new Map(after.map((figure) => [figure.name, figure.engine]));
  const earlier = new Map(before.map((figure) => [figure.name, figure.engine]));
  return [
    ...after.filter((figure) => earlier.get(figure.name) !== figure.engine),
    ...before.filter((figure) => !later.has(figure.name)),
  ].map((figure) => figure.name);
}

/** 0-based index of a column's letters: A → 0, AA → 26. */
const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/**
 * A cell of a recalculated sheet (rows of raw CSV values) as a number, a percentage in percent
 * ("7.2%" is 7.2). A cell that is empty or not a number throws, naming it.
 */
export function cellNumber(rows: readonly string[][], row: number, column: string): number {
  const raw = rows[row - 1]?.[columnIndex(column)] ?? '';
  const value = Number(raw.endsWith('%') ? raw.slice(0, -1) : raw);
  if (raw.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`${column}${row} is not a number: "${raw}"`);
  }
  return value;
}
