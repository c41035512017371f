import { RATE_DEFAULTS } from './rate-path';
import { type LoanTerms } from './schedule';
import { euriborPaths, euriborStress } from './stress';

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

describe('euriborPaths', () => {
  // Oracle: yearly reviews recompute the French payment on the balance and the months left;
  // rates 3, 3.5, 4, 4.5, 5 % (rising) or 3, 2.5, 2, 1.5, 1 % (falling) in years 1-5, then held.
  it('gives the flat, rising and falling loans their payments and costs', () => {
    const [rising, flat, falling] = euriborPaths(variable);
    expect(flat?.path).toEqual([2]);
    expect(flat?.firstPayment).toBe(965.61);
    expect(flat?.extraCost).toBe(0);
    expect(rising?.path).toEqual([2, 2.5, 3, 3.5, 4]);
    expect(rising?.firstPayment).toBe(965.61);
    expect(rising?.peakPayment).toBeCloseTo(1037.62, 1);
    expect(rising?.peakYear).toBe(5);
    expect(rising?.extraCost).toBeCloseTo(6604.9, 0);
    expect(falling?.path).toEqual([2, 1.5, 1, 0.5, 0]);
    expect(falling?.peakPayment).toBe(965.61);
    expect(falling?.peakYear).toBe(1);
    expect(falling?.extraCost).toBeCloseTo(-6313.37, 0);
  });

  it('replaces a path already in the terms and never charges a negative rate', () => {
    const withPath = euriborPaths({ ...variable, euriborPath: [9] }, ['flat']);
    expect(withPath[0]?.firstPayment).toBe(965.61);
    // Euríbor 0.5 falling to -1.5 with spread 1: the rate stops at 0 %, 100,000 / 120 a month.
    const low = euriborPaths({ ...variable, euribor: 0.5 }, ['falling'])[0];
    expect(low?.path.at(-1)).toBe(-1.5);
    expect(low?.totalPayment).toBeGreaterThanOrEqual(100000);
  });

  it('moves a mixed loan only after its fixed years and leaves a fixed loan alone', () => {
    const fixed = euriborPaths({ ...variable, rateType: 'fixed', interestRate: 3 });
    expect(new Set(fixed.map((s) => s.totalPayment)).size).toBe(1);
    const mixed = euriborPaths({
      ...variable,
      rateType: 'mixed',
      interestRate: 2.5,
      fixedYears: 5,
    });
    expect(new Set(mixed.map((s) => s.firstPayment)).size).toBe(1);
    // From year 6 the Euríbor is 4 (rising) or 0 (falling): 5 % against 1 % plus the spread.
    const [rising, , falling] = mixed;
    expect(rising?.paymentAfterFixed).toBeGreaterThan(falling?.paymentAfterFixed ?? Infinity);
    expect(rising?.peakYear).toBe(6);
  });
});
