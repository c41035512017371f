// The mortgage field table is the one definition: the schema's number fields, their bounds and
// messages, the defaults, the share link's keys and what an empty field means come from its rows.
import { boundMessages } from '../../testing/field-table';
import { excelRows, shareKeys, zeroWhenEmptyOf } from '../fields';
import { MORTGAGE_DEFAULTS, MORTGAGE_FIELDS, MORTGAGE_FORM_DEFAULTS } from './fields';
import { mortgageSchema } from './schema';

const NAMES = MORTGAGE_FIELDS.map((row) => row.name);

describe('MORTGAGE_FIELDS', () => {
  it('are the share link number keys, in order, and the schema fields besides the rate type', () => {
    expect(shareKeys(MORTGAGE_FIELDS)).toEqual([
      'loanAmount',
      'interestRate',
      'loanTermYears',
      'fixedYears',
      'euribor',
      'spread',
      'openingFeePercent',
    ]);
    expect(Object.keys(mortgageSchema.def.shape)).toEqual([...NAMES, 'rateType']);
  });

  it('give each bound its message in the schema', () => {
    const cases = boundMessages(MORTGAGE_FIELDS, mortgageSchema, MORTGAGE_FORM_DEFAULTS);
    expect(cases).not.toHaveLength(0);
    for (const { field, value, messages, expected } of cases) {
      expect({ field, value, messages }).toEqual({ field, value, messages: expected });
    }
  });

  it('give the form its defaults and the fields that mean 0 when empty', () => {
    expect(MORTGAGE_FORM_DEFAULTS).toMatchObject(MORTGAGE_DEFAULTS);
    expect(zeroWhenEmptyOf(MORTGAGE_FIELDS)).toEqual(['openingFeePercent']);
  });

  it('fill a field missing from an older saved form with its default', () => {
    const parsed = mortgageSchema.parse(MORTGAGE_DEFAULTS);
    for (const row of MORTGAGE_FIELDS.filter((r) => r.empty !== 'required')) {
      expect({ field: row.name, value: parsed[row.name] }).toEqual({
        field: row.name,
        value: row.default,
      });
    }
  });

  it('are not in any workbook, each saying why', () => {
    expect(excelRows(MORTGAGE_FIELDS)).toEqual([]);
    for (const row of MORTGAGE_FIELDS) expect(row.notInExcel).toMatch(/Excel/);
  });
});
