// The capital-gains field table is the one definition: the schema, its messages, the defaults and
// what an empty field means come from its rows.
import { boundMessages } from '../../testing/field-table';
import { excelRows, shareKeys, zeroWhenEmptyOf } from '../fields';
import { CAPITAL_GAINS_DEFAULTS, CAPITAL_GAINS_FIELDS } from './fields';
import { capitalGainsSchema } from './schema';

const NAMES = CAPITAL_GAINS_FIELDS.map((row) => row.name);

describe('CAPITAL_GAINS_FIELDS', () => {
  it('are the form number fields and the schema, in order', () => {
    expect(NAMES).toEqual([
      'purchasePrice',
      'salePrice',
      'purchaseExpenses',
      'saleExpenses',
      'improvementCosts',
      'holdingPeriodYears',
    ]);
    expect(shareKeys(CAPITAL_GAINS_FIELDS)).toEqual(NAMES);
    expect(Object.keys(capitalGainsSchema.def.shape)).toEqual(NAMES);
  });

  it('give each bound its message in the schema', () => {
    const cases = boundMessages(CAPITAL_GAINS_FIELDS, capitalGainsSchema, CAPITAL_GAINS_DEFAULTS);
    expect(cases).not.toHaveLength(0);
    for (const { field, value, messages, expected } of cases) {
      expect({ field, value, messages }).toEqual({ field, value, messages: expected });
    }
  });

  it('give the defaults, and expenses that mean 0 when empty, in the form and the schema', () => {
    const costs = ['purchaseExpenses', 'saleExpenses', 'improvementCosts'];
    expect(zeroWhenEmptyOf(CAPITAL_GAINS_FIELDS)).toEqual(costs);
    const { purchaseExpenses, saleExpenses, improvementCosts, ...required } =
      CAPITAL_GAINS_DEFAULTS;
    expect([purchaseExpenses, saleExpenses, improvementCosts]).toEqual([15000, 12000, 10000]);
    expect(capitalGainsSchema.parse(required)).toMatchObject({
      purchaseExpenses: 0,
      saleExpenses: 0,
      improvementCosts: 0,
    });
    expect(capitalGainsSchema.safeParse({ ...required, salePrice: undefined }).success).toBe(false);
  });

  it('are in no workbook', () => {
    expect(excelRows(CAPITAL_GAINS_FIELDS)).toEqual([]);
  });
});
