import fc from 'fast-check';
import { IRR_MAX, IRR_MIN, irr, npv } from './irr';

describe('npv', () => {
  it('discounts element t by (1 + rate)^t', () => {
    // −100 + 60 / 1.1 + 60 / 1.21 = −100 + 54.5454… + 49.5867… = 4.1322…
    expect(npv(0.1, [-100, 60, 60])).toBeCloseTo(4.1322314, 6);
    expect(npv(0, [-100, 60, 60])).toBe(20);
  });
});

describe('irr', () => {
  it('solves a one-year loan exactly', () => {
    // −100 now, 110 in a year: 10 %.
    expect(irr([-100, 110])).toBeCloseTo(0.1, 12);
  });

  it('solves a bond with a coupon', () => {
    // −100, 10, 110: 10 % (NPV at 10 %: −100 + 9.0909 + 90.9091 = 0).
    expect(irr([-100, 10, 110])).toBeCloseTo(0.1, 12);
  });

  it('finds negative rates', () => {
    // −100 now, 50 back after two years: (50 / 100)^(1/2) − 1 = −29.29 %.
    expect(irr([-100, 0, 50])).toBeCloseTo(Math.sqrt(0.5) - 1, 10);
  });

  it('finds very high rates', () => {
    // −1 now, 50 in a year: 4,900 %.
    expect(irr([-1, 50])).toBeCloseTo(49, 9);
  });

  it('solves flows that start positive (a loan seen by the borrower)', () => {
    // +100 now, −108 in a year: the borrower pays 8 %.
    expect(irr([100, -108])).toBeCloseTo(0.08, 12);
  });

  it('returns null when there is no sign change', () => {
    expect(irr([-100, -5])).toBeNull();
    expect(irr([100, 5])).toBeNull();
    expect(irr([0, 0, 0])).toBeNull();
    expect(irr([-100])).toBeNull();
    expect(irr([])).toBeNull();
  });

  it('returns null for flows that are not finite', () => {
    expect(irr([-100, Number.NaN, 120])).toBeNull();
    expect(irr([-100, Number.POSITIVE_INFINITY])).toBeNull();
  });

  it('returns null when the root is beyond the searched range', () => {
    // −1, then 1e6: a rate of 99,999,900 %.
    expect(irr([-1, 1e6])).toBeNull();
    expect(IRR_MIN).toBeGreaterThan(-1);
    expect(IRR_MAX).toBe(100);
  });

  it('returns the root closest to 0 when the flows have two', () => {
    // −100, 230, −132 = −100 (1 − 1.1x)(1 − 1.2x) in x = 1 / (1 + r): roots 10 % and 20 %.
    expect(irr([-100, 230, -132])).toBeCloseTo(0.1, 10);
  });

  it('makes the NPV 0 and is never NaN for any flows', () => {
    // Money: whole cents up to a million euros either way.
    const flow = fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(fc.array(flow, { minLength: 2, maxLength: 40 }), (flows) => {
        const rate = irr(flows);
        if (rate === null) return;
        expect(Number.isFinite(rate)).toBe(true);
        const scale = flows.reduce((sum, f, t) => sum + Math.abs(f) / Math.pow(1 + rate, t), 0);
        expect(Math.abs(npv(rate, flows))).toBeLessThanOrEqual(1e-9 * scale);
      }),
      { numRuns: 1_000 },
    );
  });

  it('always finds the IRR of an investment that is paid back with a profit', () => {
    // Buy, then collect more than was paid: exactly one IRR, above 0 (and below 10,000 %: no year
    // returns more than 20 times the cost).
    const investment = fc
      .tuple(
        fc.double({ min: 5_000, max: 1e6, noNaN: true }),
        fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 39 }),
      )
      .filter(([cost, back]) => back.reduce((sum, f) => sum + f, 0) > cost * 1.0001);
    fc.assert(
      fc.property(investment, ([cost, back]) => {
        const rate = irr([-cost, ...back]);
        expect(rate).not.toBeNull();
        expect(rate ?? Number.NaN).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});
