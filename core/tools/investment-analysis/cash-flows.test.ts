import { fixedCosts, percentCostsShare, projectYears } from './cash-flows';
import { ANALYSIS_DEFAULTS, resolveInput } from './inputs';
import type { LoanYear } from './loan-years';

// Defaults: 1,200 € a month, 1 month empty, +2 % a year; IBI 400, comunidad 960, seguro 250;
// impago 4 % and mantenimiento 3 % of the rent; 30 % marginal rate, 50 % reduction.
const input = { ...resolveInput(ANALYSIS_DEFAULTS), furniture: 0, renovation: 0 };
const loan: LoanYear[] = [
  { year: 1, interest: 5_000, principal: 3_000, balance: 157_000 },
  { year: 2, interest: 4_900, principal: 3_100, balance: 153_900 },
];

describe('projectYears', () => {
  const years = projectYears({ ...input, holdYears: 3 }, { purchaseCosts: 15_000, loan });

  it('builds year 1 from the inputs', () => {
    const [first] = years;
    // Rent 1,200 × 11 = 13,200. Costs 400 + 960 + 250 = 1,610 fixed + 7 % × 13,200 = 924.
    expect(first?.rent).toBe(13_200);
    expect(first?.runningCosts).toBeCloseTo(1_610 + 924, 9);
    expect(first?.repairs).toBeCloseTo(396, 9);
    expect(first?.loanPayment).toBe(8_000);
    // Amortisation 3 % × 60 % × (200,000 + 15,000) = 3,870.
    expect(first?.amortisation).toBeCloseTo(3_870, 9);
    // Net 13,200 − 2,534 − 5,000 − 3,870 = 1,796; IRPF 1,796 × 50 % × 30 % = 269.40.
    expect(first?.netIncome).toBeCloseTo(1_796, 9);
    expect(first?.rentTax).toBeCloseTo(269.4, 9);
    // Cash flow 13,200 − 2,534 − 8,000 − 269.40 = 2,396.60.
    expect(first?.cashFlowBeforeTax).toBeCloseTo(2_666, 9);
    expect(first?.cashFlow).toBeCloseTo(2_396.6, 9);
    // Value 200,000 × 1.02 = 204,000; equity 204,000 − 157,000 = 47,000.
    expect(first?.propertyValue).toBeCloseTo(204_000, 9);
    expect(first?.equity).toBeCloseTo(47_000, 9);
  });

  it('updates rent and fixed costs every year and stops the loan when its rows end', () => {
    const [, second, third] = years;
    expect(second?.rent).toBeCloseTo(13_200 * 1.02, 9);
    expect(second?.runningCosts).toBeCloseTo(1_610 * 1.02 + 0.07 * 13_200 * 1.02, 9);
    expect(third?.interest).toBe(0);
    expect(third?.outstandingLoan).toBe(0);
  });

  it('collects no rent with the home empty all year, and still pays the fixed costs', () => {
    const [first] = projectYears(
      { ...input, emptyMonths: 12, holdYears: 1 },
      { purchaseCosts: 0, loan: [] },
    );
    expect(first?.rent).toBe(0);
    expect(first?.runningCosts).toBe(1_610);
    // Net −1,610 − 3,600 amortisation: a saving of 30 %.
    expect(first?.rentTax).toBeCloseTo(-0.3 * (1_610 + 3_600), 9);
  });
});

describe('cost helpers', () => {
  it('split the running costs into fixed and % lines', () => {
    expect(fixedCosts(input)).toBe(1_610);
    expect(percentCostsShare(input)).toBeCloseTo(0.07, 12);
  });
});
