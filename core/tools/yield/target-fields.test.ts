// The maximum-price helper's table: its bounds say their messages (the same the schema gives),
// an empty target is required and text that is not a number is named.
import { NUMBER_MESSAGES } from '../../number';
import { readerMessages } from '../../testing/field-table';
import { readFieldTexts } from '../field-texts';
import { excelRows } from '../fields';
import { TARGET_YIELD_MESSAGE } from './fields';
import { TARGET_FIELDS, TARGET_YIELD_MAX_MESSAGE } from './target-fields';

describe('TARGET_FIELDS', () => {
  it('give each bound its message, the one the schema gives', () => {
    const cases = readerMessages(TARGET_FIELDS, { targetYield: '6' });
    expect(cases.map((c) => [c.value, c.reader, c.schema])).toEqual([
      [0, TARGET_YIELD_MESSAGE, TARGET_YIELD_MESSAGE],
      [100.01, TARGET_YIELD_MAX_MESSAGE, TARGET_YIELD_MAX_MESSAGE],
    ]);
  });

  it('accept a target above 0 up to 100 %, typed the Spanish way', () => {
    expect(readFieldTexts(TARGET_FIELDS, { targetYield: '0,01' })).toEqual({
      ok: true,
      values: { targetYield: 0.01 },
    });
    expect(readFieldTexts(TARGET_FIELDS, { targetYield: '100 %' })).toEqual({
      ok: true,
      values: { targetYield: 100 },
    });
  });

  it('require the target and name text that is not a number', () => {
    for (const [text, message] of [
      ['', NUMBER_MESSAGES.required],
      ['seis', NUMBER_MESSAGES.invalid],
      ['1e1', NUMBER_MESSAGES.invalid],
      ['-1', TARGET_YIELD_MESSAGE],
    ]) {
      expect({ text, read: readFieldTexts(TARGET_FIELDS, { targetYield: text }) }).toEqual({
        text,
        read: { ok: false, errors: { targetYield: message } },
      });
    }
  });

  it('is not in the workbook, saying why', () => {
    expect(excelRows(TARGET_FIELDS)).toEqual([]);
    expect(TARGET_FIELDS[0].notInExcel).toMatch(/Excel/);
  });
});
