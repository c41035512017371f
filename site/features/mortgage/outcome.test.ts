// The mortgage page's figures for each rate type, checked against the closed-form French formulas.
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import { calculateTae } from '../../../core/tools/mortgage/tae';
import { computeMortgage } from './outcome';

const base = { ...MORTGAGE_FORM_DEFAULTS };
/** French payment A = P·r / (1 - (1 + r)^-n), r monthly. */
const payment = (principal: number, ratePct: number, months: number) => {
  const r = ratePct / 1200;
  return (principal * r) / (1 - (1 + r) ** -months);
};
/** Balance after k payments A: P·(1 + r)^k - A·((1 + r)^k - 1) / r. */
const balanceAfter = (principal: number, ratePct: number, a: number, k: number) => {
  const r = ratePct / 1200;
  return principal * (1 + r) ** k - (a * ((1 + r) ** k - 1)) / r;
};

describe('computeMortgage', () => {
  it('keeps the spec figures for the fixed default and its rate-rise rows', () => {
    const outcome = computeMortgage(base);
    // 200.000 · 0,0029167 / (1 - 1,0029167^-300) = 1.001,25; 300 payments: 300.374,14.
    expect(outcome.monthlyPayment).toBeCloseTo(payment(200000, 3.5, 300), 2);
    expect(outcome).toMatchObject({
      monthlyPayment: 1001.25,
      paymentAfterFixed: 1001.25,
      totalInterest: 100374.14,
      totalPayment: 300374.14,
      taeLabel: 'TAE',
      // No fee, but the 375 € appraisal: 199.625 € received against 300 payments of 1.001,25 €
      // gives 3,57 % (without it, the nominal 3,5 % compounded monthly: 3,557 %).
      tae: 3.57,
    });
    expect(outcome.stress.map((row) => [row.points, row.rate, row.firstPayment])).toEqual([
      [1, 4.5, Math.round(payment(200000, 4.5, 300) * 100) / 100],
      [2, 5.5, 1228.17],
      [3, 6.5, 1350.41],
    ]);
    expect(outcome.schedule.resets).toHaveLength(1);
  });

  it('variable: Euríbor 2,221 + 0,75 = 2,971 % from the first month, a TAE variable', () => {
    const outcome = computeMortgage({ ...base, rateType: 'variable' });
    expect(outcome.monthlyPayment).toBeCloseTo(payment(200000, 2.971, 300), 2);
    expect(outcome.monthlyPayment).toBe(945.41);
    expect(outcome.taeLabel).toBe('TAE variable');
    // 199.625 € received (the appraisal paid) against 300 payments of 945,41 €; 3,01 % without it.
    expect(outcome.tae).toBe(3.03);
    // +1 point: 3,971 % over the whole term, highest from year 1.
    expect(outcome.stress[0]).toMatchObject({ points: 1, rate: 3.971, peakYear: 1 });
    expect(outcome.stress[0]?.firstPayment).toBeCloseTo(payment(200000, 3.971, 300), 2);
  });

  it('mixed: 10 years at 3,5 %, then the balance over 180 months at 2,971 %', () => {
    const outcome = computeMortgage({ ...base, rateType: 'mixed' });
    const first = payment(200000, 3.5, 300);
    const balance = balanceAfter(200000, 3.5, first, 120);
    expect(outcome.monthlyPayment).toBe(1001.25);
    expect(outcome.paymentAfterFixed).toBeCloseTo(payment(balance, 2.971, 180), 2);
    expect(outcome.paymentAfterFixed).toBe(965.26);
    expect(outcome.schedule.resets.map((reset) => reset.month)).toEqual([1, 121]);
    // The Euríbor rise only shows after the fixed years: the peak is in year 11.
    expect(outcome.stress.map((row) => row.peakYear)).toEqual([11, 11, 11]);
    expect(outcome.stress[2]?.peakPayment).toBeCloseTo(payment(balance, 5.971, 180), 2);
  });

  it('counts a 1 % opening fee in the TAE', () => {
    const outcome = computeMortgage({ ...base, openingFeePercent: 1 });
    expect(outcome.openingFee).toBe(2000);
    // 200.000 − 2.000 − 375 = 197.625 € received against 300 payments of 1.001,25 €: 3,67 %
    // (3,65 % with the fee alone, the engine's worked example).
    expect(outcome.tae).toBe(3.67);
  });

  it('counts the appraisal in the TAE, as Ley 5/2019 art. 4.12 counts it in the cost', () => {
    // 232.000 € at a fixed 2,77 % over 35 years, 0,5 % fee: 232.000 − 1.160 − 375 = 230.465 €
    // received against 420 payments of 863,34 €.
    const values = {
      ...base,
      loanAmount: 232_000,
      interestRate: 2.77,
      loanTermYears: 35,
      openingFeePercent: 0.5,
    };
    const outcome = computeMortgage(values);
    expect(outcome.appraisal).toBe(375);
    expect(outcome.monthlyPayment).toBeCloseTo(payment(232_000, 2.77, 420), 2);
    expect(outcome.tae).toBe(2.85);
    // With the fee alone (230.840 € received) it was 2,84 %.
    expect(calculateTae(outcome.terms, { openingFeePercent: 0.5 }).tae).toBe(2.84);
  });
});
