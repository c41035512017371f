// The tables of the mortgage results' sub-forms: each bound says its message, the same one the
// tables' schemas give; empty means what each row says; text that is not a number is named.
import { NUMBER_MESSAGES } from '../../number';
import { readerMessages } from '../../testing/field-table';
import { readFieldTexts } from '../field-texts';
import { excelRows, type FieldRow } from '../fields';
import { AFFORD_FIELDS, BONUS_FIELDS, EARLY_FIELDS } from './advanced-fields';

const TABLES: [string, readonly FieldRow[], Record<string, string>, number][] = [
  ['BONUS_FIELDS', BONUS_FIELDS, {}, 12],
  // Each amount in euros also has the money ceiling: one more bound each.
  ['EARLY_FIELDS', EARLY_FIELDS, { earlyAmount: '1000' }, 4],
  ['AFFORD_FIELDS', AFFORD_FIELDS, { netMonthlyIncome: '3.000', propertyPrice: '200.000' }, 12],
];

describe.each(TABLES)('%s', (_, rows, valid, count) => {
  it('give each bound and whole-number rule its message, the one the schema gives', () => {
    const cases = readerMessages(rows, valid);
    expect(cases).toHaveLength(count);
    for (const { field, value, reader, schema, expected } of cases) {
      expect({ field, value, reader, schema }).toEqual({
        field,
        value,
        reader: expected,
        schema: expected,
      });
    }
  });

  it('say "Escribe un número…" for text that is not a number, in every field', () => {
    for (const row of rows) {
      const read = readFieldTexts(rows, { ...valid, [row.name]: '1e5' });
      expect({ field: row.name, errors: read.ok ? {} : read.errors }).toEqual({
        field: row.name,
        errors: { [row.name]: NUMBER_MESSAGES.invalid },
      });
    }
  });

  it('read an empty field as its row says: required, 0 or its default', () => {
    for (const row of rows) {
      const read = readFieldTexts(rows, { ...valid, [row.name]: '' });
      const expected =
        row.empty === 'required'
          ? { ok: false, errors: { [row.name]: NUMBER_MESSAGES.required } }
          : { ok: true, value: row.empty === 0 ? 0 : row.default };
      expect({
        field: row.name,
        read: read.ok ? { ok: true, value: read.values[row.name] } : read,
      }).toEqual({ field: row.name, read: expected });
    }
  });

  it('are not in any workbook, each saying why', () => {
    expect(excelRows(rows)).toEqual([]);
    for (const row of rows) expect(row.notInExcel).toMatch(/Excel/);
  });
});
