import fc from 'fast-check';
import {
  MORTGAGE_DEFAULTS,
  calculateMortgage,
  monthlyPayment,
  monthlyRate,
  mortgageVerdict,
  paymentCount,
  stressTest,
} from './engine';

/** Loans the forms accept: 1 euro to 2 million in cents, 0 to 20 %, 1 to 50 years. */
const loanArb = fc.record({
  loanAmount: fc.integer({ min: 100, max: 200_000_000 }).map((cents) => cents / 100),
  interestRate: fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100),
  loanTermYears: fc.integer({ min: 1, max: 50 }),
});

describe('MORTGAGE_DEFAULTS', () => {
  it('are the spec defaults: 200,000 euros, 3.5 %, 25 years, 4,000 euros of income', () => {
    expect(MORTGAGE_DEFAULTS).toEqual({
      loanAmount: 200000,
      interestRate: 3.5,
      loanTermYears: 25,
      monthlyIncome: 4000,
    });
  });
});

describe('paymentCount', () => {
  it('counts twelve payments a year', () => {
    expect(paymentCount(25)).toBe(300);
    expect(paymentCount(50)).toBe(600);
  });
  it('rounds a fraction of a year to whole months, with at least one payment', () => {
    expect(paymentCount(1.5)).toBe(18);
    expect(paymentCount(0.01)).toBe(1);
  });
  it('returns 0 for a term that is zero, negative or not a number', () => {
    expect(paymentCount(0)).toBe(0);
    expect(paymentCount(-3)).toBe(0);
    expect(paymentCount(Number.NaN)).toBe(0);
  });
});

describe('monthlyPayment', () => {
  it('gives the French-loan payment of the spec defaults', () => {
    // r = 0.035 / 12 = 0.00291667, n = 300; (1 + r)^300 = e^(300 * 0.00291242) = 2.395822;
    // P r (1 + r)^n / ((1 + r)^n - 1) = 200000 * 0.00291667 * 2.395822 / 1.395822 = 1001.247
    expect(monthlyPayment(200000, 3.5, 25)).toBeCloseTo(1001.247, 3);
  });
  it('repays a zero-rate loan in equal parts', () => {
    expect(monthlyPayment(12000, 0, 1)).toBe(1000);
    expect(monthlyPayment(300000, 0, 50)).toBe(500);
  });
  it('handles a 50-year term at the maximum rate of 20 %', () => {
    // r = 0.2 / 12 = 0.0166667; (1 + r)^600 is about 20,000, so the payment is barely above
    // the interest-only 200000 * 0.0166667 = 3333.33: 3333.33 / (1 - 1 / 20000) = 3333.50.
    expect(monthlyPayment(200000, 20, 50)).toBeCloseTo(3333.5, 1);
  });
  it('stays accurate for a rate close to zero', () => {
    const tiny = monthlyPayment(120000, 1e-9, 10);
    expect(tiny).toBeCloseTo(1000, 6);
    expect(tiny).toBeGreaterThan(1000);
  });
  it('returns 0 when there is nothing to repay or no term', () => {
    expect(monthlyPayment(0, 3.5, 25)).toBe(0);
    expect(monthlyPayment(-1000, 3.5, 25)).toBe(0);
    expect(monthlyPayment(200000, 3.5, 0)).toBe(0);
  });
  it('treats a negative or non-numeric rate as zero and never returns NaN', () => {
    expect(monthlyPayment(12000, -2, 1)).toBe(1000);
    expect(monthlyPayment(12000, Number.NaN, 1)).toBe(1000);
    expect(monthlyPayment(Number.NaN, 3, 1)).toBe(0);
    expect(monthlyPayment(Number.POSITIVE_INFINITY, 3, 1)).toBe(0);
  });
  it('is always finite and at least the interest-free share for valid loans', () => {
    fc.assert(
      fc.property(loanArb, ({ loanAmount, interestRate, loanTermYears }) => {
        const payment = monthlyPayment(loanAmount, interestRate, loanTermYears);
        expect(Number.isFinite(payment)).toBe(true);
        expect(payment).toBeGreaterThanOrEqual(loanAmount / (loanTermYears * 12) - 1e-9);
      }),
    );
  });
});

describe('monthlyRate', () => {
  it('divides the annual percentage by 100 and by 12', () => {
    expect(monthlyRate(12)).toBeCloseTo(0.01, 12);
    expect(monthlyRate(3.5)).toBeCloseTo(0.035 / 12, 12);
  });
  it('is 0 for a rate that is zero, negative or not a number', () => {
    expect(monthlyRate(0)).toBe(0);
    expect(monthlyRate(-1)).toBe(0);
    expect(monthlyRate(Number.NaN)).toBe(0);
  });
});

describe('mortgageVerdict', () => {
  it('approves up to 30 % of income', () => {
    expect(mortgageVerdict(0)).toBe('Hipoteca Aprobable');
    expect(mortgageVerdict(30)).toBe('Hipoteca Aprobable');
  });
  it('accepts as a limit above 30 % and up to 40 %', () => {
    expect(mortgageVerdict(30.01)).toBe('Límite Aceptable');
    expect(mortgageVerdict(40)).toBe('Límite Aceptable');
  });
  it('flags a high risk above 40 %', () => {
    expect(mortgageVerdict(40.01)).toBe('Riesgo Alto');
  });
});

describe('calculateMortgage', () => {
  it('computes the spec defaults', () => {
    // payment 1001.247 (see monthlyPayment); total 1001.24714 * 300 = 300374.14;
    // interest 300374.14 - 200000 = 100374.14; ratio 1001.247 / 4000 = 25.03 %;
    // affordable 4000 * 0.28 = 1120, and 25.03 % <= 30 % is approvable.
    expect(calculateMortgage(MORTGAGE_DEFAULTS)).toEqual({
      monthlyPayment: 1001.25,
      totalPayment: 300374.14,
      totalInterest: 100374.14,
      debtToIncomeRatio: 25.03,
      maxAffordablePayment: 1120,
      verdict: 'Hipoteca Aprobable',
    });
  });
  it('still charges a payment on a zero-rate loan, with no interest', () => {
    // 120000 / 120 months = 1000; 1000 / 2500 = 40 %, the top of 'Límite Aceptable'.
    expect(
      calculateMortgage({
        loanAmount: 120000,
        interestRate: 0,
        loanTermYears: 10,
        monthlyIncome: 2500,
      }),
    ).toEqual({
      monthlyPayment: 1000,
      totalPayment: 120000,
      totalInterest: 0,
      debtToIncomeRatio: 40,
      maxAffordablePayment: 700,
      verdict: 'Límite Aceptable',
    });
  });
  it('flags a payment above 40 % of income as a high risk', () => {
    // 1001.25 / 2000 = 50.06 %
    const result = calculateMortgage({ ...MORTGAGE_DEFAULTS, monthlyIncome: 2000 });
    expect(result.debtToIncomeRatio).toBe(50.06);
    expect(result.verdict).toBe('Riesgo Alto');
  });
  it('reads the verdict from the rounded ratio shown', () => {
    // 3000.1 / 10000 = 30.001 %, shown as 30.00 % and therefore approvable.
    const result = calculateMortgage({
      loanAmount: 3000.1,
      interestRate: 0,
      loanTermYears: 1 / 12,
      monthlyIncome: 10000,
    });
    expect(result.debtToIncomeRatio).toBe(30);
    expect(result.verdict).toBe('Hipoteca Aprobable');
  });
  it('gives a ratio of 0 instead of Infinity when there is no income', () => {
    const result = calculateMortgage({ ...MORTGAGE_DEFAULTS, monthlyIncome: 0 });
    expect(result.debtToIncomeRatio).toBe(0);
    expect(result.maxAffordablePayment).toBe(0);
  });
  it('gives zeros, not NaN, for an empty loan or a zero term', () => {
    for (const input of [
      { ...MORTGAGE_DEFAULTS, loanAmount: 0 },
      { ...MORTGAGE_DEFAULTS, loanTermYears: 0 },
      { ...MORTGAGE_DEFAULTS, loanAmount: Number.NaN },
    ]) {
      const result = calculateMortgage(input);
      expect(result.monthlyPayment).toBe(0);
      expect(result.totalPayment).toBe(0);
      expect(result.totalInterest).toBe(0);
    }
  });
  it('keeps every figure finite at 20 % over 50 years', () => {
    const result = calculateMortgage({ ...MORTGAGE_DEFAULTS, interestRate: 20, loanTermYears: 50 });
    // 3333.50 * 600 = 2,000,098.6 paid for 200,000 borrowed.
    expect(result.totalPayment).toBeCloseTo(2000098.6, 0);
    expect(
      Object.values(result)
        .filter((v) => typeof v === 'number')
        .every(Number.isFinite),
    ).toBe(true);
  });
  it('always has total payment = loan + total interest, within a cent', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 1, max: 100000 }), (loan, monthlyIncome) => {
        const result = calculateMortgage({ ...loan, monthlyIncome });
        expect(
          Math.abs(result.totalPayment - (loan.loanAmount + result.totalInterest)),
        ).toBeLessThanOrEqual(0.011);
        expect(result.totalInterest).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('stressTest', () => {
  it('gives the default payment after a rise of 1 and 2 points', () => {
    // 4.5 %: r = 0.00375, (1 + r)^300 = 3.0760, 200000 * 0.00375 * 3.0760 / 2.0760 = 1111.66;
    // 5.5 %: r = 0.0045833, (1 + r)^300 = 3.9387, 200000 * 0.0045833 * 3.9387 / 2.9387 = 1228.17.
    expect(stressTest(MORTGAGE_DEFAULTS, [1, 2])).toEqual([
      { rateIncrease: 1, interestRate: 4.5, monthlyPayment: 1111.66, paymentIncrease: 110.42 },
      { rateIncrease: 2, interestRate: 5.5, monthlyPayment: 1228.17, paymentIncrease: 226.93 },
    ]);
  });
  it('uses +1 and +2 points when no rises are given', () => {
    expect(stressTest(MORTGAGE_DEFAULTS).map((s) => s.interestRate)).toEqual([4.5, 5.5]);
  });
  it('turns a zero-rate loan into an interest-bearing one', () => {
    // 12000 at 1 % over 1 year: r = 0.00083333, (1 + r)^12 = 1.0100460;
    // 12000 * 0.00083333 * 1.0100460 / 0.0100460 = 1005.42, against 1000 without interest.
    const [rise] = stressTest({ loanAmount: 12000, interestRate: 0, loanTermYears: 1 }, [1]);
    expect(rise?.monthlyPayment).toBe(1005.42);
    expect(rise?.paymentIncrease).toBe(5.42);
  });
  it('never lowers the payment when the rate rises', () => {
    fc.assert(
      fc.property(loanArb, fc.integer({ min: 0, max: 5 }), (loan, points) => {
        const [stressed] = stressTest(loan, [points]);
        expect(stressed?.paymentIncrease).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
