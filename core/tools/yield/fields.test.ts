// The rental-yield field table is the one definition: the schema, defaults, share keys, form and
// Excel input rows are read from it, and the investment's derived default is the money put in.
import { boundMessages } from '../../testing/field-table';
import { shareKeys, zeroWhenEmptyOf } from '../fields';
import { TEMPLATE_INPUTS } from '../excel-template/template';
import { calculateRentalYield } from './engine';
import { moneyPutIn, YIELD_DEFAULTS, YIELD_FIELDS } from './fields';
import { yieldSchema } from './schema';

const NAMES = YIELD_FIELDS.map((row) => row.name);

describe('YIELD_FIELDS', () => {
  it('lists the form in order, each field once', () => {
    expect(NAMES).toEqual([
      'purchasePrice',
      'purchaseCostsPercent',
      'monthlyRent',
      'monthlyExpenses',
      'initialInvestment',
      'financingAmount',
      'interestRate',
      'loanTermYears',
      'vacancyMonths',
    ]);
    expect(new Set(NAMES).size).toBe(NAMES.length);
  });

  it('gives the schema its fields and, for each bound, the row message', () => {
    expect(Object.keys(yieldSchema.def.shape)).toEqual(NAMES);
    const cases = boundMessages(YIELD_FIELDS, yieldSchema, YIELD_DEFAULTS);
    expect(cases).not.toHaveLength(0);
    for (const { field, value, messages, expected } of cases) {
      expect({ field, value, messages }).toEqual({ field, value, messages: expected });
    }
  });

  it('gives the defaults, the share keys and the fields that mean 0 when empty', () => {
    expect(Object.keys(YIELD_DEFAULTS)).toEqual(NAMES.filter((n) => n !== 'initialInvestment'));
    expect(shareKeys(YIELD_FIELDS)).toEqual(NAMES);
    expect(zeroWhenEmptyOf(YIELD_FIELDS)).toEqual([
      'monthlyExpenses',
      'financingAmount',
      'vacancyMonths',
    ]);
  });

  it('gives the Excel template its input rows, labels and help from the rows', () => {
    expect(TEMPLATE_INPUTS.map((f) => f.key)).toEqual(NAMES);
    const rate = TEMPLATE_INPUTS.find((f) => f.key === 'interestRate');
    expect(rate).toEqual({
      key: 'interestRate',
      label: 'Tipo de interés anual',
      help: 'El tipo nominal de la hipoteca.',
      format: 'percent',
    });
    expect(TEMPLATE_INPUTS.find((f) => f.key === 'monthlyRent')?.label).toBe('Alquiler mensual');
  });
});

describe('the investment left empty', () => {
  it('is the money put in: down payment plus purchase costs', () => {
    // 185.000 − 148.000 = 37.000 of down payment; 185.000 × 12 / 100 = 22.200 of costs: 59.200.
    expect(
      moneyPutIn({ purchasePrice: 185000, financingAmount: 148000, purchaseCostsPercent: 12 }),
    ).toBe(59200);
    // Bought in cash with no costs: the price.
    expect(moneyPutIn({ purchasePrice: 90000, financingAmount: 0, purchaseCostsPercent: 0 })).toBe(
      90000,
    );
  });

  it('is left empty by the schema and derived by the engine from the same rule', () => {
    const parsed = yieldSchema.parse({ ...YIELD_DEFAULTS, initialInvestment: undefined });
    expect(parsed.initialInvestment).toBeUndefined();
    // 200.000 − 140.000 + 10 % of 200.000 = 80.000; ROI 3.589,52 / 80.000 = 4,49 %.
    expect(calculateRentalYield(parsed).totalROI).toBe(4.49);
    expect(calculateRentalYield({ ...parsed, initialInvestment: 80000 }).totalROI).toBe(4.49);
    expect(calculateRentalYield({ ...parsed, initialInvestment: 60000 }).totalROI).toBe(5.98);
  });

  it('still has to be above 0 when it is typed', () => {
    const parsed = yieldSchema.safeParse({ ...YIELD_DEFAULTS, initialInvestment: 0 });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      'La inversión inicial debe ser mayor que 0',
    ]);
  });
});
