// The tables of the analysis results' sub-forms: each bound says its message (the one the schema
// gives), an empty field means what its row says, text that is not a number is named.
import { NUMBER_MESSAGES } from '../../number';
import { readerMessages } from '../../testing/field-table';
import { readFieldTexts } from '../field-texts';
import { type FieldRow, MONEY_CEILING_MESSAGE, excelRows } from '../fields';
import { fillDerived } from '../field-fill';
import { PURCHASE_COST_LINES } from './inputs';
import {
  COST_LINE_FIELDS,
  COST_LINE_MESSAGE,
  PRICE_TARGET_FIELDS,
  PRICE_TARGET_MESSAGE,
  SCENARIO_NAME,
} from './result-fields';

describe('PRICE_TARGET_FIELDS', () => {
  it('give each bound its message, the one the schema gives', () => {
    expect(
      readerMessages(PRICE_TARGET_FIELDS, { priceTargetValue: '8' }).map((c) => [
        c.value,
        c.reader,
        c.schema,
      ]),
    ).toEqual([
      [-50.01, PRICE_TARGET_MESSAGE, PRICE_TARGET_MESSAGE],
      [100.01, PRICE_TARGET_MESSAGE, PRICE_TARGET_MESSAGE],
    ]);
  });

  it('read a target typed the Spanish way, require one and name text that is not a number', () => {
    expect(readFieldTexts(PRICE_TARGET_FIELDS, { priceTargetValue: '−2,5 %' })).toEqual({
      ok: true,
      values: { priceTargetValue: -2.5 },
    });
    for (const [text, message] of [
      ['', NUMBER_MESSAGES.required],
      ['ocho', NUMBER_MESSAGES.invalid],
      ['0x10', NUMBER_MESSAGES.invalid],
    ]) {
      expect({
        text,
        read: readFieldTexts(PRICE_TARGET_FIELDS, { priceTargetValue: text }),
      }).toEqual({ text, read: { ok: false, errors: { priceTargetValue: message } } });
    }
  });
});

describe('COST_LINE_FIELDS', () => {
  it('are the purchase-cost lines, in order', () => {
    expect(COST_LINE_FIELDS.map((row) => row.name)).toEqual(PURCHASE_COST_LINES);
  });

  it('give each line its bound message, the one the schema gives', () => {
    const cases = readerMessages(COST_LINE_FIELDS, {});
    // Below 0 each line's own message; past the money ceiling, the ceiling's.
    expect(cases).toHaveLength(PURCHASE_COST_LINES.length * 2);
    for (const { field, value, reader, schema } of cases) {
      const message = value < 0 ? COST_LINE_MESSAGE : MONEY_CEILING_MESSAGE;
      expect({ field, value, reader, schema }).toEqual({
        field,
        value,
        reader: message,
        schema: message,
      });
    }
  });

  it('leave an emptied line to the engine (no correction) and name text that is not an amount', () => {
    expect(readFieldTexts(COST_LINE_FIELDS, { itp: '9.000,50', vat: '' })).toEqual({
      ok: true,
      values: { itp: 9000.5 },
    });
    expect(readFieldTexts(COST_LINE_FIELDS, { notaryFees: 'mil' })).toEqual({
      ok: false,
      errors: { notaryFees: NUMBER_MESSAGES.invalid },
    });
    // The engine's figure needs the whole analysis: the table cannot compute it from its lines.
    expect(() => fillDerived(COST_LINE_FIELDS, {})).toThrow(/purchaseSummary/);
  });
});

describe('the sub-forms of the results', () => {
  it('are not in the workbook, each saying why', () => {
    const tables: readonly (readonly FieldRow[])[] = [PRICE_TARGET_FIELDS, COST_LINE_FIELDS];
    for (const rows of tables) {
      expect(excelRows(rows)).toEqual([]);
      for (const row of rows) expect(row.notInExcel).toMatch(/Excel|workbook/);
    }
  });

  it("name the scenario's text field with its limit and message", () => {
    expect(SCENARIO_NAME).toMatchObject({ name: 'scenarioName', maxLength: 60 });
    expect(SCENARIO_NAME.required).toMatch(/^Escribe /);
  });
});
