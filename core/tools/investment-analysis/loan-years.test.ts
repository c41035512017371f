import fc from 'fast-check';
import { RATE_DEFAULTS, loanSchedule, type LoanTerms } from '../mortgage';
import { loanYears } from './loan-years';

const fixed: LoanTerms = {
  ...RATE_DEFAULTS,
  rateType: 'fixed',
  interestRate: 3,
  loanAmount: 100_000,
  loanTermYears: 10,
};

describe('loanYears', () => {
  it('sums the twelve instalments of a year in closed form', () => {
    // i = 0.0025, A = 100,000 × i / (1 − 1.0025^−120) = 965.6074.
    // Balance after 12: 100,000 × 1.0025^12 − A × (1.0025^12 − 1) / i = 91,293.65.
    // Principal 8,706.35; interest 12 × 965.6074 − 8,706.35 = 2,880.94.
    const [first] = loanYears(fixed, 1);
    expect(first?.balance).toBeCloseTo(91_293.65, 2);
    expect(first?.principal).toBeCloseTo(8_706.35, 2);
    expect(first?.interest).toBeCloseTo(2_880.94, 2);
  });

  it('repays the loan in its last year and is zero afterwards', () => {
    const rows = loanYears(fixed, 12);
    expect(rows[9]?.balance).toBe(0);
    expect(rows.slice(0, 10).reduce((sum, row) => sum + row.principal, 0)).toBeCloseTo(100_000, 6);
    expect(rows[10]).toEqual({ year: 11, interest: 0, principal: 0, balance: 0 });
    expect(rows[11]?.interest).toBe(0);
  });

  it('repays a zero-rate loan in equal parts', () => {
    const rows = loanYears({ ...fixed, interestRate: 0 }, 2);
    expect(rows[0]?.principal).toBeCloseTo(10_000, 9);
    expect(rows[0]?.interest).toBeCloseTo(0, 9);
  });

  it('returns zeros without a loan', () => {
    expect(loanYears({ ...fixed, loanAmount: 0 }, 2).every((row) => row.balance === 0)).toBe(true);
  });

  it('matches the mortgage engine year by year to the cent, for fixed, variable and mixed loans', () => {
    const terms = fc.record({
      loanAmount: fc.integer({ min: 1_000, max: 1_000_000 }),
      loanTermYears: fc.integer({ min: 1, max: 40 }),
      rateType: fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const),
      interestRate: fc.double({ min: 0, max: 9, noNaN: true }),
      fixedYears: fc.integer({ min: 0, max: 15 }),
      euribor: fc.double({ min: -1, max: 6, noNaN: true }),
      spread: fc.double({ min: 0, max: 2, noNaN: true }),
      euriborPath: fc.option(
        fc.array(fc.double({ min: -1, max: 6, noNaN: true }), { maxLength: 8 }),
        {
          nil: undefined,
        },
      ),
    });
    fc.assert(
      fc.property(terms, (loan) => {
        const engine = loanSchedule(loan).years;
        const ours = loanYears(loan, engine.length);
        engine.forEach((row, index) => {
          const mine = ours[index];
          // The engine rounds each month's running totals to cents: within a cent and a half.
          expect(Math.abs((mine?.interest ?? 0) - row.interest)).toBeLessThan(0.015);
          expect(Math.abs((mine?.principal ?? 0) - row.principal)).toBeLessThan(0.015);
          expect(Math.abs((mine?.balance ?? 0) - row.balance)).toBeLessThan(0.015);
        });
      }),
      { numRuns: 60 },
    );
  });
});
