import type { FieldRow } from '../../core/tools/fields';
import {
  cellNumber,
  currentValue,
  mismatches,
  movedFigures,
  movedValue,
  rowScenarios,
} from './excel-parity';

const row = (extra: Partial<FieldRow>): FieldRow =>
  ({ name: 'x', label: 'x', empty: 0, excel: false, notInExcel: 'test', ...extra }) as FieldRow;
const bound = (value: number, exclusive?: boolean) => ({ value, message: '', exclusive });

describe('movedValue', () => {
  it('goes halfway between near bounds, or halfway to a bound when that is the current value', () => {
    expect(movedValue(row({ min: bound(0), max: bound(12) }), 0)).toBe(6);
    expect(movedValue(row({ min: bound(0), max: bound(60) }), 30)).toBe(45);
  });

  it('keeps a whole-number row whole and picks another value than the current one', () => {
    const owners = row({ min: bound(1), max: bound(2), integer: 'whole' });
    expect(movedValue(owners, 1)).toBe(2);
    expect(movedValue(row({ min: bound(0), max: bound(1), integer: 'whole' }), 1)).toBe(0);
  });

  it('moves money half as much again, and gives up on money at 0', () => {
    const money = row({ min: bound(0, true), max: bound(1e10) });
    expect(movedValue(money, 200_000)).toBe(300_000);
    expect(movedValue(money, 0)).toBeUndefined();
    expect(movedValue(money, 0, 1000)).toBe(1000);
    expect(movedValue(row({ max: bound(100) }), 80)).toBeUndefined();
  });
});

describe('rowScenarios', () => {
  const rows = [
    row({ name: 'months', min: bound(0), max: bound(12), default: 1 }),
    row({ name: 'cost', min: bound(0), max: bound(1e10), default: 0 }),
  ] as const;

  it('moves each row in its base, a given value first, and names a row it cannot move', () => {
    const scenarios = rowScenarios(rows, () => ({ months: 1, cost: 0 }), { cost: 500 });
    expect(scenarios.map(({ moved }) => moved)).toEqual([
      { months: 6, cost: 0 },
      { months: 1, cost: 500 },
    ]);
    expect(() => rowScenarios(rows, () => ({}), {})).toThrow('cost');
  });

  it('reads a derived row from the other values', () => {
    const derived = row({ empty: { derived: (v) => (v.a ?? 0) * 2, text: '' } });
    expect(currentValue(derived, { a: 4 })).toBe(8);
  });
});

describe('comparing figures', () => {
  it('holds a cell to the engine within half a cent, not more', () => {
    const figure = (sheet: number) => ({ name: 'n', sheet, engine: 4.8 });
    expect(mismatches([figure(4.804999), figure(4.795)])).toEqual([]);
    expect(mismatches([figure(4.806)])).toEqual(['n: sheet 4.806, engine 4.8']);
  });

  it('names the figures that moved, or that a run no longer has', () => {
    const before = [
      { name: 'a', engine: 1 },
      { name: 'b', engine: 2 },
    ];
    expect(movedFigures(before, [{ name: 'a', engine: 1 }])).toEqual(['b']);
    expect(movedFigures(before, before)).toEqual([]);
  });

  it('reads a percentage in percent and refuses a cell that is no number', () => {
    const rows = [['x', '7.2%', 'Err:523', '']];
    expect(cellNumber(rows, 1, 'B')).toBe(7.2);
    expect(() => cellNumber(rows, 1, 'C')).toThrow('C1');
    expect(() => cellNumber(rows, 1, 'D')).toThrow('D1');
  });
});
