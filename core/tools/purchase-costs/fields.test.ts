// The purchase-cost field table: each row's bounds and messages reach the schema, the empty price
// has its own message, and the loan's empty rule is the one the engine applies.
import { calculatePurchaseCosts, loanOf } from '../../tax/purchase-costs';
import { rowOf, type Bound, type FieldRow } from '../fields';
import { fillDerived } from '../field-fill';
import { DEFAULT_LOAN_SHARE, PURCHASE_FIELDS, PURCHASE_LINK_KEYS } from './fields';
import { purchaseCostsSchema } from './schema';

/** The rows as any table's (their optional parts read without narrowing). */
const ROWS: readonly FieldRow[] = PURCHASE_FIELDS;

const valid = { propertyPrice: 200_000, propertyType: 'used', autonomousCommunity: 'madrid' };

/** The messages the schema gives one field for a value (none: accepted). */
function messagesOf(name: string, value: unknown): string[] {
  const parsed = purchaseCostsSchema.safeParse({ ...valid, [name]: value });
  if (parsed.success) return [];
  return parsed.error.issues.filter((issue) => issue.path[0] === name).map((i) => i.message);
}

/** The first value beyond a bound, and the bound itself when it is in. */
const beyond = (bound: Bound, step: number) => bound.value + (bound.exclusive ? 0 : step);
const atLimit = (bound: Bound, step: number) =>
  bound.exclusive ? bound.value - step : bound.value;

describe('PURCHASE_FIELDS', () => {
  it('holds the four number fields, in form order, each a link parameter', () => {
    expect(PURCHASE_FIELDS.map((row) => row.name)).toEqual([
      'propertyPrice',
      'loanAmount',
      'buyerAge',
      'referenceValue',
    ]);
    for (const row of ROWS) expect(PURCHASE_LINK_KEYS).toContain(row.share ?? row.name);
  });

  describe.each(ROWS.map((row) => [row.name, row] as const))('%s', (name, row) => {
    if (row.min) {
      const min = row.min;
      it(`gives "${min.message}" below its minimum and accepts the minimum`, () => {
        expect(messagesOf(name, beyond(min, -1))).toEqual([min.message]);
        expect(messagesOf(name, atLimit(min, -1))).toEqual([]);
      });
    }
    if (row.max) {
      const max = row.max;
      it(`gives "${max.message}" above its maximum and accepts the maximum`, () => {
        expect(messagesOf(name, beyond(max, 1))).toEqual([max.message]);
        expect(messagesOf(name, atLimit(max, 1))).toEqual([]);
      });
    }
    if (row.integer) {
      const integer = row.integer;
      it(`gives "${integer}" for a number with decimals`, () => {
        expect(messagesOf(name, (row.min?.value ?? 0) + 0.5)).toEqual([integer]);
      });
    }
    it('has a label and a unit, and says why it is not in a workbook', () => {
      expect(row.label).not.toBe('');
      expect(row.unit).toBeDefined();
      expect(row.notInExcel).toEqual(expect.any(String));
    });
  });

  it('asks for an empty price with its own message, not the generic or the bound one', () => {
    const price = rowOf(PURCHASE_FIELDS, 'propertyPrice');
    expect(price.required).toBe('Escribe el precio de la vivienda');
    expect(messagesOf('propertyPrice', undefined)).toEqual([price.required]);
    expect(messagesOf('propertyPrice', 0)).toEqual([price.min?.message]);
  });

  it('leaves the optional facts and the loan out when empty', () => {
    const parsed = purchaseCostsSchema.parse(valid);
    for (const name of ['loanAmount', 'buyerAge', 'referenceValue']) {
      expect(parsed).not.toHaveProperty(name);
    }
  });
});

describe('the empty loan rule', () => {
  const loan = rowOf(PURCHASE_FIELDS, 'loanAmount');
  const price = 250_000;
  /** The loan as the table's row fills it. */
  const rowLoan = (values: { propertyPrice: number; loanAmount?: number; hasLoan: boolean }) =>
    fillDerived(PURCHASE_FIELDS, values).loanAmount;

  it('says in words that it applies only with a loan', () => {
    expect(typeof loan.empty === 'object' && loan.empty.text).toMatch(/80 %.*Sin hipoteca/);
    expect(typeof loan.empty === 'object' && loan.empty.onlyWith).toBe('hasLoan');
  });

  it('with a loan, an empty amount is 80 % of the price and a typed one is kept', () => {
    expect(rowLoan({ propertyPrice: price, hasLoan: true })).toBe(price * DEFAULT_LOAN_SHARE);
    expect(rowLoan({ propertyPrice: price, loanAmount: 0, hasLoan: true })).toBe(0);
  });

  it('without a loan, the amount is 0, typed or not', () => {
    for (const loanAmount of [undefined, 150_000]) {
      expect(rowLoan({ propertyPrice: price, loanAmount, hasLoan: false })).toBe(0);
    }
  });

  it("agrees with the engine's loanOf for every case", () => {
    for (const hasLoan of [true, false]) {
      for (const loanAmount of [undefined, 0, 90_000]) {
        const values = { propertyPrice: price, loanAmount, hasLoan };
        expect(loanOf(values)).toBe(rowLoan(values));
      }
    }
  });

  it('is the rule the engine applies', () => {
    const input = {
      propertyPrice: price,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
    } as const;
    expect(calculatePurchaseCosts(input).loanAmount).toBe(price * DEFAULT_LOAN_SHARE);
    const without = calculatePurchaseCosts({ ...input, hasLoan: false, loanAmount: 150_000 });
    expect(without.loanAmount).toBe(0);
  });
});
