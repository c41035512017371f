import { RATE_DEFAULTS } from './rate-path';
import { type LoanTerms } from './schedule';
import { euriborStress } from './stress';

// 100,000 € over 10 years at Euríbor 2 + spread 1 = 3 %.
const variable: LoanTerms = {
  ...RATE_DEFAULTS,
  rateType: 'variable',
  loanAmount: 100000,
  loanTermYears: 10,
  euribor: 2,
  spread: 1,
};

describe('euriborStress', () => {
  it('recomputes payment and cost for each rise of the Euríbor', () => {
    // A(r) = 100000 · (r / 12) / (1 - (1 + r / 12)^-120); interest = 120 · A - 100000
    // 3 %: 965.61 and 15872.89; 4 %: 1012.45 and 21494.17; 5 %: 1060.66 and 27278.62;
    // 6 %: 1110.21 and 33224.60.
    const scenarios = euriborStress(variable);
    expect(scenarios.map((s) => [s.points, s.firstPayment])).toEqual([
      [0, 965.61],
      [1, 1012.45],
      [2, 1060.66],
      [3, 1110.21],
    ]);
    expect(scenarios[1]?.totalInterest).toBeCloseTo(21494.17, 1);
    // 21494.17 - 15872.89 = 5621.28 (to a cent either way from rounding)
    expect(scenarios[1]?.extraCost).toBeCloseTo(5621.27, 1);
    expect(scenarios[3]?.totalInterest).toBeCloseTo(33224.6, 1);
  });

  it('leaves a fixed loan alone and moves a mixed one only after its fixed years', () => {
    const fixed = euriborStress({ ...variable, rateType: 'fixed', interestRate: 3 });
    expect(new Set(fixed.map((s) => s.totalPayment)).size).toBe(1);
    const mixed = euriborStress({
      ...variable,
      rateType: 'mixed',
      interestRate: 2.5,
      fixedYears: 5,
    });
    expect(new Set(mixed.map((s) => s.firstPayment)).size).toBe(1);
    const after = mixed.map((s) => s.paymentAfterFixed ?? Number.NaN);
    expect(after[3]).toBeGreaterThan(after[0] ?? Number.POSITIVE_INFINITY);
  });

  it('finds the year the payment peaks on a path', () => {
    // Euríbor 2, 4, 3: the payment is highest in year 2, the year of the 5 % rate.
    const [scenario] = euriborStress({ ...variable, euriborPath: [2, 4, 3] }, []);
    expect(scenario?.peakYear).toBe(2);
  });
});
