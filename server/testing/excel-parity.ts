// Workbook-engine parity from a field table: each input row moved off its default, every result
// cell as LibreOffice computes it held to the engine's figure.
import type { FieldRow } from '../../core/tools/fields';

// Bounds further apart are a money field's, where halfway between them means nothing.
const WIDE_BOUNDS = 1000;

const numberIn = (values: object, name: string): number | undefined => {
  const value = (values as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : undefined;
};

export function currentValue(row: FieldRow, values: object): number | undefined {
  const given = numberIn(values, row.name);
  if (given !== undefined) return given;
  if (typeof row.empty === 'object') return row.empty.derived(values as Record<string, number>);
  return row.default;
}

function inBounds(row: FieldRow, value: number): boolean {
  const { min, max } = row;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return false;
  return !(max && (max.exclusive ? value >= max.value : value > max.value));
}

/** A valid value other than `current`: halfway between the bounds, or money half as much again. */
export function movedValue(
  row: FieldRow,
  current: number | undefined,
  fromZero?: number,
): number | undefined {
  const low = row.min?.value;
  const high = row.max?.value;
  if (low === undefined || high === undefined || high - low > WIDE_BOUNDS) {
    const scaled = current ? current * 1.5 : fromZero;
    return scaled !== undefined && inBounds(row, scaled) ? scaled : undefined;
  }
  const middle = (low + high) / 2;
  return [middle, (middle + high) / 2, (low + middle) / 2, high, low]
    .map((value) => (row.integer ? Math.round(value) : value))
    .find((value) => value !== current && inBounds(row, value));
}

export interface RowScenario<R extends FieldRow, I> {
  row: R;
  base: I;
  moved: I;
}

/**
 * One scenario per row, in `baseOf(row)`: `sensible[name]`, else its movedValue (money at 0 moves
 * to `fromZero`); a row with no value to move to must be given one.
 */
export function rowScenarios<R extends FieldRow, I extends object>(
  rows: readonly R[],
  baseOf: (row: R) => I,
  sensible: Readonly<Partial<Record<R['name'], number>>>,
  fromZero?: number,
): RowScenario<R, I>[] {
  return rows.map((row) => {
    const base = baseOf(row);
    const chosen: number | undefined = sensible[row.name as R['name']];
    const value = chosen ?? movedValue(row, currentValue(row, base), fromZero);
    if (value === undefined) throw new Error(`${row.name}: give the test a value to move it to`);
    return { row, base, moved: { ...base, [row.name]: value } };
  });
}

export interface Figure {
  name: string;
  sheet: number;
  engine: number;
}

/** The cells whose unrounded value does not round to the engine's figure (cents, or 0,01 %). */
export function mismatches(figures: readonly Figure[]): string[] {
  return figures
    .filter(({ sheet, engine }) => !(Math.abs(sheet - engine) <= 0.005 + 1e-9))
    .map(({ name, sheet, engine }) => `${name}: sheet ${sheet}, engine ${engine}`);
}

type EngineFigure = Omit<Figure, 'sheet'>;

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

const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

/** A recalculated cell as a number, a percentage in percent ("7.2%" is 7.2); throws if none. */
export function cellNumber(rows: readonly string[][], row: number, column: string): number {
  const raw = rows[row - 1]?.[columnIndex(column)] ?? '';
  const value = Number(raw.endsWith('%') ? raw.slice(0, -1) : raw);
  if (raw.trim() === '' || !Number.isFinite(value)) {
    throw new Error(`${column}${row} is not a number: "${raw}"`);
  }
  return value;
}
