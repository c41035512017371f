import fc from 'fast-check';
import { monthlyPayment, monthlyRate, paymentCount } from './engine';
import { MORTGAGE_DEFAULTS } from './fields';

/** Loans the forms accept: 1 euro to 2 million in cents, 0 to 20 %, 1 to 50 years. */
const loanArb = fc.record({
  loanAmount: fc.integer({ min: 100, max: 200_000_000 }).map((cents) => cents / 100),
  interestRate: fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100),
  loanTermYears: fc.integer({ min: 1, max: 50 }),
});

describe('MORTGAGE_DEFAULTS', () => {
  it('are the spec defaults: 200,000 euros, 3.5 %, 25 years (no gross income)', () => {
    expect(MORTGAGE_DEFAULTS).toEqual({
      loanAmount: 200000,
      interestRate: 3.5,
      loanTermYears: 25,
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
