import { fixedCosts, percentCostsShare, projectYears } from './cash-flows';
import { ANALYSIS_DEFAULTS, resolveInput } from './inputs';
import type { LoanYear } from './loan-years';

// Defaults: 1,200 € a month, 1 month empty, +2 % a year; IBI 400, comunidad 960, seguro 250;
// impago 4 % and mantenimiento 3 % of the rent; a flat 30 % marginal rate, 50 % reduction.
const input = {
  ...resolveInput({ ...ANALYSIS_DEFAULTS, marginalRatePercent: 30 }),
  furniture: 0,
  renovation: 0,
  earlyRepaymentFeePercent: 0,
};
const loan: LoanYear[] = [
  { year: 1, interest: 5_000, principal: 3_000, balance: 157_000 },
  { year: 2, interest: 4_900, principal: 3_100, balance: 153_900 },
];

describe('projectYears', () => {
  const years = projectYears(
    { ...input, holdYears: 3 },
    { acquisitionCosts: 15_000, financingCosts: 0, loan },
  );

  it('builds year 1 from the inputs', () => {
    const [first] = years;
    // Rent 1,200 × 11 = 13,200. Costs 400 + 960 + 250 = 1,610 fixed + 7 % × 13,200 = 924.
    expect(first?.rent).toBe(13_200);
    expect(first?.runningCosts).toBeCloseTo(1_610 + 924, 9);
    expect(first?.repairs).toBeCloseTo(396, 9);
    expect(first?.loanPayment).toBe(8_000);
    // Let 11 of 12 months (STS 270/2021): the fixed costs, the interest and the amortisation are
    // deducted for 11/12 of the year. Amortisation 3 % × 60 % × (200,000 + 15,000) × 11/12 = 3,547.50.
    expect(first?.amortisation).toBeCloseTo(3_547.5, 9);
    // Deducted: fixed 1,610 × 11/12 = 1,475.83 + impago 528; interest 5,000 × 11/12 = 4,583.33
    // + repairs 396 = 4,979.33. Net 13,200 − 2,003.83 − 4,979.33 − 3,547.50 = 2,669.33;
    // IRPF 2,669.33 × 50 % × 30 % = 400.40.
    expect(first?.financeAndRepairs).toBeCloseTo(4_583.3333 + 396, 3);
    expect(first?.netIncome).toBeCloseTo(2_669.3333, 3);
    expect(first?.tax).toBeCloseTo(400.4, 9);
    expect(first?.rentTax).toBe(first?.tax);
    // The cash flow pays every cost: 13,200 − 2,534 − 8,000 = 2,666 before tax, 2,265.60 after.
    expect(first?.cashFlowBeforeTax).toBeCloseTo(2_666, 9);
    expect(first?.cashFlow).toBeCloseTo(2_265.6, 9);
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

  it('collects no rent with the home empty all year, pays the fixed costs and the imputed income', () => {
    const [first] = projectYears(
      { ...input, emptyMonths: 12, holdYears: 1, cadastralValue: 100_000 },
      { acquisitionCosts: 0, financingCosts: 0, loan: [] },
    );
    expect(first?.rent).toBe(0);
    expect(first?.runningCosts).toBe(1_610);
    // Nothing is deducted for a year with no month let; the empty year imputes
    // 100,000 × 1.1 % = 1,100 € (art. 85 LIRPF), taxed at 30 % with no reduction: 330 €.
    expect(first?.netIncome).toBe(0);
    expect(first?.amortisation).toBe(0);
    expect(first?.imputedIncome).toBeCloseTo(1_100, 9);
    expect(first?.tax).toBeCloseTo(330, 9);
    expect(first?.cashFlow).toBeCloseTo(-1_610 - 330, 9);
  });

  it('deducts the opening fee and the appraisal as year-1 financing costs, for the months let', () => {
    const [withFees, second] = projectYears(
      { ...input, holdYears: 2 },
      { acquisitionCosts: 15_000, financingCosts: 1_200, loan },
    );
    // (5,000 + 1,200) × 11/12 = 5,683.33 + repairs 396; year 2 has no fee: 4,900 × 11/12 + repairs.
    expect(withFees?.financeAndRepairs).toBeCloseTo(5_683.3333 + 396, 3);
    expect(second?.financeAndRepairs).toBeCloseTo(4_491.6667 + 396 * 1.02, 3);
    // 1,100 € more deducted than without the fees, at 30 % after the 50 % reduction: 165 € less tax.
    expect((years[0]?.tax ?? 0) - (withFees?.tax ?? 0)).toBeCloseTo(165, 9);
  });

  it("deducts the early-repayment fee with the sale year's interest (DGT V1513-18)", () => {
    const [, last] = projectYears(
      { ...input, holdYears: 2, earlyRepaymentFeePercent: 2 },
      { acquisitionCosts: 15_000, financingCosts: 0, loan },
    );
    // 2 % × 153.900 pending = 3.078; (4.900 + 3.078) × 11/12 = 7.313,17 + repairs 396 × 1,02.
    expect(last?.financeAndRepairs).toBeCloseTo(7_313.1667 + 396 * 1.02, 3);
  });
});

describe('cost helpers', () => {
  it('split the running costs into fixed and % lines', () => {
    expect(fixedCosts(input)).toBe(1_610);
    expect(percentCostsShare(input)).toBeCloseTo(0.07, 12);
  });
});
